import { PlaySquareOutlined } from '@ant-design/icons';
import { FINISHED_TASK_STATES, type TaskRow } from '@rpa/contracts';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { useSelection } from '../../components/crud';

/** The players by how many runs are chosen (console-core.md §2: dual, triple and four-way views). */
const PLAYERS: Record<number, string> = { 2: '/video/dual', 3: '/video/triple', 4: '/video/fouth' };
export const MOST_PLAYED_TOGETHER = 4;

/**
 * Choosing finished runs in the run records (at most four) to play their
 * recordings side by side, in step: the selection for the table, and the
 * button that opens the dual, triple or four-way player.
 */
export function usePlayTogether() {
  const { t } = useTranslation();
  // The player opens in a tab of its own, beside the run records it was chosen from.
  const base = useHref('/');
  const selection = useSelection<TaskRow>((r) => `#${r.id} ${r.processName}`, {
    disabled: (r) => !FINISHED_TASK_STATES.includes(r.state),
  });
  const chosen = selection.selected;
  const full = chosen.length >= MOST_PLAYED_TOGETHER;
  const rowSelection = {
    ...selection.rowSelection,
    // A fifth run cannot join; the chosen ones can still be let go.
    getCheckboxProps: (r: TaskRow) => ({
      ...selection.rowSelection.getCheckboxProps?.(r),
      disabled: !FINISHED_TASK_STATES.includes(r.state) || (full && !chosen.includes(r.id)),
    }),
    hideSelectAll: true,
  };
  const path = PLAYERS[chosen.length];
  const button = (
    <Tooltip title={t('shares.playTogetherHint')}>
      <Button
        icon={<PlaySquareOutlined />}
        disabled={!path}
        onClick={() =>
          path && window.open(`${base.replace(/\/$/, '')}${path}?taskIds=${chosen.join(',')}`, '_blank')
        }
        data-testid="play-together"
      >
        {t('shares.playTogether', { count: chosen.length })}
      </Button>
    </Tooltip>
  );
  return { rowSelection, button };
}
