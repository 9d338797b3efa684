import type { DesktopReport } from '@rpa/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** One robot's display (muted under the robot's name in a list): its name and the size the display reports, or that it is starting or stopped; and a run on it. */
export function DesktopLine({ desktop: d, muted = false }: { desktop: DesktopReport; muted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span>
      {d.state === 'running' ? (
        <Typography.Text type={muted ? 'secondary' : undefined}>
          {d.display} · {d.resolution.replace('*', '×')}
        </Typography.Text>
      ) : (
        <Tag>
          {t(d.state === 'starting' ? 'housekeepers.desktopStarting' : 'housekeepers.desktopStopped')}
        </Tag>
      )}
      {d.busy && (
        <Tag color="processing" style={{ marginInlineStart: 6 }}>
          {t('housekeepers.desktopBusy')}
        </Tag>
      )}
    </span>
  );
}

/**
 * The robots' desktops as the steward last reported them: each robot's
 * display with the size the display itself reports, and whether a run is on
 * it (a new resolution waits for it to end).
 */
export function Desktops({ desktops }: { desktops: DesktopReport[] }) {
  const { t } = useTranslation();
  if (desktops.length === 0)
    return <Typography.Text type="secondary">{t('housekeepers.desktopNone')}</Typography.Text>;
  return (
    <Space direction="vertical" size={4}>
      {desktops.map((d) => (
        <div key={d.robotsNo} data-testid={`desktop-${d.robotsNo}`}>
          <Typography.Text strong ellipsis title={d.robotsNo} style={{ display: 'block' }}>
            {d.robotsNo}
          </Typography.Text>
          <DesktopLine desktop={d} muted />
        </div>
      ))}
    </Space>
  );
}
