import type { UserDashboard } from '@rpa/contracts';
import { Badge, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { userDashboard } from '../../api/dashboards';
import { usePolling } from '../../app/live/useLive';
import { Dashboard, Panel, RunPanels } from './Dashboard';
import { Ranking, TaskBriefTable } from './parts';

/** How often the live view asks again. */
const LIVE_MS = 5000;

const STATUS: Record<string, 'success' | 'processing' | 'warning' | 'default'> = {
  idle: 'success',
  running: 'processing',
  upgrading: 'warning',
  offline: 'default',
};

/**
 * The user dashboard: a live view of the runs of their processes that
 * refreshes by itself, their robots, their processes and run statistics.
 */
export default function UserDashboardPage() {
  const { t } = useTranslation();
  return (
    <Dashboard
      name="user"
      title={t('dashboards.userTitle')}
      load={userDashboard}
      initial={{ quick: 'last7Days' }}
      refetchMs={usePolling(LIVE_MS) || undefined}
      figures={(d) => [
        { key: 'assigned', title: t('dashboards.myProcesses'), value: d.processes.assigned },
        { key: 'live', title: t('dashboards.liveCount'), value: d.live.length },
      ]}
    >
      {(d) => (
        <>
          <Panel
            title={t('dashboards.live')}
            xl={16}
            extra={<Typography.Text type="secondary">{t('dashboards.liveNote')}</Typography.Text>}
          >
            <TaskBriefTable rows={d.live} testId="dashboard-live" />
          </Panel>
          <Panel title={t('dashboards.myRobots')} xl={8}>
            <List<UserDashboard['robots'][number]>
              size="small"
              dataSource={d.robots}
              locale={{ emptyText: t('dashboards.noRobots') }}
              data-testid="dashboard-robots"
              renderItem={(r) => (
                <List.Item>
                  <Typography.Text>{r.alias || r.robotsNo}</Typography.Text>
                  <Badge status={STATUS[r.runState] ?? 'default'} text={t(`robots.run_${r.runState}`)} />
                </List.Item>
              )}
            />
          </Panel>
          <RunPanels perDay={d.perDay} />
          <Panel title={t('dashboards.processOverview')} xl={8}>
            <Ranking rows={d.busiestProcesses} testId="chart-my-processes" />
          </Panel>
        </>
      )}
    </Dashboard>
  );
}
