import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdTab } from './AdTab';
import { AiServerTab } from './AiServerTab';
import { CalendarTab } from './CalendarTab';
import { DataCleaningTab } from './DataCleaningTab';
import { MailTab } from './MailTab';
import { RecordStrategyTab } from './RecordStrategyTab';
import { SecurityTab } from './SecurityTab';

/**
 * System configuration (console-administration.md §2), its tabs in the
 * spec's order. Built: security, calendar, mailbox server, AD domain, data
 * cleaning, AI server, record strategy. The file upload and 9.0 robot
 * upgrade tabs join this frame with the work that builds them.
 */
const TABS = [
  { key: 'security', Tab: SecurityTab },
  { key: 'calendar', Tab: CalendarTab },
  { key: 'mail', Tab: MailTab },
  { key: 'ad', Tab: AdTab },
  { key: 'data', Tab: DataCleaningTab },
  { key: 'ai', Tab: AiServerTab },
  { key: 'record', Tab: RecordStrategyTab },
] as const;

export default function SystemConfigPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.title')}>
      <Tabs
        destroyOnHidden
        items={TABS.map(({ key, Tab }) => ({
          key,
          label: <span data-testid={`settings-tab-${key}`}>{t(`settings.tabs.${key}`)}</span>,
          children: <Tab />,
        }))}
      />
    </Card>
  );
}
