import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../live/useLive';

/** Whether the console hears changes as they happen, in the header: a dot, with its word on wide screens. */
export function LiveBadge({ color, compact }: { color: string; compact: boolean }) {
  const { t } = useTranslation();
  const connected = useLiveState((s) => s.connected);
  return (
    <Tooltip title={t(connected ? 'shell.liveOnTip' : 'shell.liveOffTip')}>
      <span
        data-testid="live-state"
        data-live={connected ? 'on' : 'off'}
        role="status"
        aria-label={t(connected ? 'shell.liveOn' : 'shell.liveOff')}
        style={{ padding: '0 8px', whiteSpace: 'nowrap' }}
      >
        <Badge
          status={connected ? 'success' : 'default'}
          text={
            compact ? undefined : (
              <span style={{ color }}>{t(connected ? 'shell.liveOn' : 'shell.liveOff')}</span>
            )
          }
        />
      </span>
    </Tooltip>
  );
}
