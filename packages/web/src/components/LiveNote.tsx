import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../app/live/useLive';

/** How an open list keeps up: pushed changes, or `polling` (e.g. "Refreshes every 5 seconds") while the push is down. */
export function LiveNote({ polling }: { polling: string }) {
  const { t } = useTranslation();
  const connected = useLiveState((s) => s.connected);
  return <Typography.Text type="secondary">{connected ? t('common.liveUpdates') : polling}</Typography.Text>;
}
