import type { UserDashboard } from '@rpa/contracts';
import { Badge, Card, Col, Flex, List, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { userDashboard } from '../../api/dashboards';
import { Figures, Ranking, RunsPerDay, runFigures, TaskBriefTable } from './parts';
import { RangeBar } from './RangeBar';
import { useRangedFigures } from './range';

/** How often the live view asks again. */
const LIVE_MS = 5000;

const STATUS: Record<string, 'success' | 'processing' | 'default'> = {
  idle: 'success',
  running: 'processing',
  offline: 'default',
};

/**
 * The user dashboard: a live view of the runs of their processes that
 * refreshes by itself, their robots, their processes and run statistics.
 */
export default function UserDashboardPage() {
  const { t } = useTranslation();
  const {
    range,
    setRange,
    figures: d,
  } = useRangedFigures('user', userDashboard, { quick: 'last7Days' }, LIVE_MS);
  return (
    <Flex vertical gap={16}>
      <Card title={t('dashboards.userTitle')}>
        <RangeBar value={range} onChange={setRange} resolved={d?.range} />
      </Card>
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Figures
            items={[
              { key: 'assigned', title: t('dashboards.myProcesses'), value: d.processes.assigned },
              { key: 'live', title: t('dashboards.liveCount'), value: d.live.length },
              ...runFigures(t, d.runs),
            ]}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Card
                title={t('dashboards.live')}
                size="small"
                extra={<Typography.Text type="secondary">{t('dashboards.liveNote')}</Typography.Text>}
              >
                <TaskBriefTable rows={d.live} testId="dashboard-live" />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card title={t('dashboards.myRobots')} size="small">
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
              </Card>
            </Col>
            <Col xs={24} xl={16}>
              <Card title={t('dashboards.perDay')} size="small">
                <RunsPerDay days={d.perDay} />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card title={t('dashboards.processOverview')} size="small">
                <Ranking rows={d.busiestProcesses} testId="chart-my-processes" />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
