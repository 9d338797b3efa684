import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdTab } from './AdTab';
import { AiServerTab } from './AiServerTab';
import { CalendarTab } from './CalendarTab';
import { DataCleaningTab } from './DataCleaningTab';
import { FileUploadTab } from './FileUploadTab';
import { MailTab } from './MailTab';
import { RecordStrategyTab } from './RecordStrategyTab';
import { RobotUpgradeTab } from './RobotUpgradeTab';
import { SecurityTab } from './SecurityTab';

/**
 * System configuration (console-administration.md §2), its tabs in the
 * spec's order: security, file upload, calendar, mailbox server, AD domain,
 * data cleaning, AI server, 9.0 robot upgrade, record strategy.
 */
const TABS = [
  { key: 'security', Tab: SecurityTab },
  { key: 'upload', Tab: FileUploadTab },
  { key: 'calendar', Tab: CalendarTab },
  { key: 'mail', Tab: MailTab },
  { key: 'ad', Tab: AdTab },
  { key: 'data', Tab: DataCleaningTab },
  { key: 'ai', Tab: AiServerTab },
  { key: 'robotUpgrade', Tab: RobotUpgradeTab },
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
