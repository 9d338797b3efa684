import type { CleaningRun } from '@rpa/contracts';
import { Flex, Progress, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../components/text';
import { showTime } from '../../components/time';

const COLOURS: Record<CleaningRun['state'], string> = {
  running: 'processing',
  done: 'success',
  failed: 'error',
  interrupted: 'warning',
};

/** A kind's latest cleaning pass: its progress while it runs, then what it removed and when. */
export function CleaningState({ run }: { run: CleaningRun | null }) {
  const { t } = useTranslation();
  if (!run) return <Typography.Text type="secondary">{t('settings.data.neverCleaned')}</Typography.Text>;
  if (run.state === 'running') {
    const percent = run.expected > 0 ? Math.min(99, Math.floor((run.removedRows / run.expected) * 100)) : 0;
    return (
      <Flex vertical data-testid={`data-run-${run.kind}`} data-state="running">
        <Progress percent={percent} size="small" status="active" />
        <Typography.Text type="secondary">
          {t('settings.data.progress', {
            removed: run.removedRows.toLocaleString(),
            expected: run.expected.toLocaleString(),
          })}
        </Typography.Text>
      </Flex>
    );
  }
  const tag = <Tag color={COLOURS[run.state]}>{t(`settings.data.states.${run.state}`)}</Tag>;
  return (
    <Flex vertical data-testid={`data-run-${run.kind}`} data-state={run.state}>
      <span>
        {run.error ? <Tooltip title={run.error}>{tag}</Tooltip> : tag}
        {showTime(run.finishedAt ?? run.startedAt)} · {t(`settings.data.triggers.${run.trigger}`)}
      </span>
      <Typography.Text type="secondary">
        {t('settings.data.removed', {
          rows: run.removedRows.toLocaleString(),
          files: run.removedFiles.toLocaleString(),
          size: formatSize(run.removedBytes),
        })}
      </Typography.Text>
    </Flex>
  );
}
