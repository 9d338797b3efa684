import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useButtons } from '../auth/buttons';
import { PackageList } from './PackageList';
import { TaskList } from './TaskList';

/** What the page's buttons allow (menu 1306). */
export interface UpgradeButtons {
  add: boolean;
  delete: boolean;
  enable: boolean;
}

/**
 * Upgrade management (console-administration.md §2-§5; menu 1306): the
 * robot upgrade packages and the upgrade tasks that offer one to all the
 * robots or designated ones, in two tabs.
 */
export default function UpgradesPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const buttons: UpgradeButtons = {
    add: allows('add'),
    delete: allows('delete'),
    enable: allows('enable'),
  };
  return (
    <Card
      title={t('upgrades.title')}
      extra={
        <Link to="/upgrade" data-testid="upgrades-fleet-link">
          {t('upgrades.fleetLink')}
        </Link>
      }
    >
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'packages',
            label: <span data-testid="upgrades-tab-packages">{t('upgrades.tabPackages')}</span>,
            children: <PackageList buttons={buttons} />,
          },
          {
            key: 'tasks',
            label: <span data-testid="upgrades-tab-tasks">{t('upgrades.tabTasks')}</span>,
            children: <TaskList buttons={buttons} />,
          },
        ]}
      />
    </Card>
  );
}
