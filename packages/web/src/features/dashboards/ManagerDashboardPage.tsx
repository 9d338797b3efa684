import { Card, Col, Flex, Row, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { managerDashboard } from '../../api/dashboards';
import { showTime } from '../../components/time';
import { Figures, Ranking, RunsPerDay, runFigures, StateRing, TaskBriefTable } from './parts';
import { RangeBar } from './RangeBar';
import { useRangedFigures } from './range';

/**
 * The manager dashboard (console-core.md §2, §9): the robot fleet, licence
 * seats with those due within 30 days flagged, the last 10 and the 10
 * latest abnormal runs, and runs over the chosen range.
 */
export default function ManagerDashboardPage() {
  const { t } = useTranslation();
  const {
    range,
    setRange,
    figures: d,
  } = useRangedFigures('manager', managerDashboard, { quick: 'last7Days' });
  return (
    <Flex vertical gap={16}>
      <Card
        title={t('dashboards.managerTitle')}
        extra={<Typography.Text type="secondary">{t('dashboards.scopeNote')}</Typography.Text>}
      >
        <RangeBar value={range} onChange={setRange} resolved={d?.range} />
      </Card>
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Figures
            items={[
              { key: 'idle', title: t('robots.run_idle'), value: d.robots.idle },
              { key: 'running', title: t('robots.run_running'), value: d.robots.running },
              { key: 'offline', title: t('robots.run_offline'), value: d.robots.offline },
              ...runFigures(t, d.runs),
            ]}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Card title={t('dashboards.perDay')} size="small">
                <RunsPerDay days={d.perDay} />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card title={t('dashboards.byState')} size="small">
                <StateRing runs={d.runs} />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card title={t('dashboards.busiestProcesses')} size="small">
                <Ranking rows={d.busiestProcesses} testId="chart-busiest-processes" />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card title={t('dashboards.busiestRobots')} size="small">
                <Ranking rows={d.busiestRobots} testId="chart-busiest-robots" />
              </Card>
            </Col>
            {/* Licences are four short rows; the abnormal runs need the room for their columns. */}
            <Col xs={24} xl={8}>
              <Card title={t('dashboards.fleet')} size="small">
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
              </Card>
            </Col>
            <Col xs={24} xl={16}>
              <Card title={t('dashboards.abnormalTasks')} size="small">
                <TaskBriefTable rows={d.abnormalTasks} testId="dashboard-abnormal" />
              </Card>
            </Col>
            <Col xs={24}>
              <Card title={t('dashboards.lastTasks')} size="small">
                <TaskBriefTable rows={d.lastTasks} testId="dashboard-last" />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
