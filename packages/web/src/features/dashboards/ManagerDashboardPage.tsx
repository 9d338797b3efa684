import { Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { managerDashboard } from '../../api/dashboards';
import { showTime } from '../../components/time';
import { Dashboard, Panel, RunPanels } from './Dashboard';
import { Ranking, TaskBriefTable } from './parts';

/**
 * The manager dashboard (console-core.md §2, §9): the robot fleet, licence
 * seats with those due within 30 days flagged, the last 10 and the 10
 * latest abnormal runs, and runs over the chosen range.
 */
export default function ManagerDashboardPage() {
  const { t } = useTranslation();
  return (
    <Dashboard
      name="manager"
      title={t('dashboards.managerTitle')}
      extra={<Typography.Text type="secondary">{t('dashboards.scopeNote')}</Typography.Text>}
      load={managerDashboard}
      initial={{ quick: 'last7Days' }}
      figures={(d) => [
        { key: 'idle', title: t('robots.run_idle'), value: d.robots.idle },
        { key: 'running', title: t('robots.run_running'), value: d.robots.running },
        { key: 'offline', title: t('robots.run_offline'), value: d.robots.offline },
      ]}
    >
      {(d) => (
        <>
          <RunPanels perDay={d.perDay} runs={d.runs} />
          <Panel title={t('dashboards.busiestProcesses')} xl={12}>
            <Ranking rows={d.busiestProcesses} testId="chart-busiest-processes" />
          </Panel>
          <Panel title={t('dashboards.busiestRobots')} xl={12}>
            <Ranking rows={d.busiestRobots} testId="chart-busiest-robots" />
          </Panel>
          {/* Licences are four short rows; the abnormal runs need the room for their columns. */}
          <Panel title={t('dashboards.fleet')} xl={8}>
            <Table
              size="small"
              rowKey="category"
              pagination={false}
              dataSource={d.licences}
              data-testid="dashboard-licences"
              columns={[
                {
                  title: t('licences.category'),
                  dataIndex: 'category',
                  render: (c: string) => t(`licences.category_${c}`),
                },
                { title: t('dashboards.seats'), dataIndex: 'total', width: 70 },
                { title: t('dashboards.seatsUsed'), dataIndex: 'used', width: 70 },
                { title: t('dashboards.seatsLeft'), dataIndex: 'left', width: 70 },
              ]}
            />
            {d.expiring.length > 0 && (
              <Flex vertical gap={4} style={{ marginTop: 12 }} data-testid="dashboard-expiring">
                {d.expiring.map((l) => (
                  <Flex key={l.licSn} gap={8} wrap align="center">
                    <Tag color="orange">{t('dashboards.expiresIn', { days: l.daysLeft })}</Tag>
                    <Typography.Text>{l.licSn}</Typography.Text>
                    <Typography.Text type="secondary">
                      {t(`licences.category_${l.category}`)} · {showTime(l.dueAt, 'date')}
                    </Typography.Text>
                  </Flex>
                ))}
              </Flex>
            )}
          </Panel>
          <Panel title={t('dashboards.abnormalTasks')} xl={16}>
            <TaskBriefTable rows={d.abnormalTasks} testId="dashboard-abnormal" />
          </Panel>
          <Panel title={t('dashboards.lastTasks')}>
            <TaskBriefTable rows={d.lastTasks} testId="dashboard-last" />
          </Panel>
        </>
      )}
    </Dashboard>
  );
}
