import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CalendarTab } from './CalendarTab';

/**
 * System configuration (console-administration.md §2). The calendar tab
 * is built; the spec's other tabs (security, file upload, mailbox server,
 * AD domain, data cleaning, AI server, robot upgrade, record strategy)
 * join it with the administration work that builds their screens.
 */
export default function SystemConfigPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.title')}>
      <Tabs items={[{ key: 'calendar', label: t('settings.calendarTab'), children: <CalendarTab /> }]} />
    </Card>
  );
}
