import type { OwnerDashboard } from '@rpa/contracts';
import { Card, Col, Flex, Row, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownerDashboard } from '../../api/dashboards';
import { showTime } from '../../components/time';
import { Figures, RunsPerDay, runFigures, StateRing, TaskBriefTable } from './parts';
import { RangeBar } from './RangeBar';
import { useRangedFigures } from './range';

type Awaiting = OwnerDashboard['awaiting'][number];

/** The owner dashboard: their processes, versions awaiting their audit, and the runs of their processes. */
export default function OwnerDashboardPage() {
  const { t } = useTranslation();
  const { range, setRange, figures: d } = useRangedFigures('owner', ownerDashboard, { quick: 'last30Days' });
  return (
    <Flex vertical gap={16}>
      <Card title={t('dashboards.ownerTitle')}>
        <RangeBar value={range} onChange={setRange} resolved={d?.range} />
      </Card>
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Figures
            items={[
              { key: 'processes', title: t('dashboards.myProcesses'), value: d.processes.total },
              { key: 'awaiting', title: t('dashboards.awaitingAudit'), value: d.processes.awaitingAudit },
              ...runFigures(t, d.runs),
            ]}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24}>
              <Card
                title={t('dashboards.awaitingAudit')}
                size="small"
                extra={<Link to="/owner/process/list">{t('dashboards.toAudit')}</Link>}
              >
                <Table<Awaiting>
                  size="small"
                  rowKey="versionId"
                  pagination={false}
                  dataSource={d.awaiting}
                  data-testid="dashboard-awaiting"
                  scroll={{ x: 520 }}
                  locale={{ emptyText: t('dashboards.nothingAwaiting') }}
                  columns={[
                    { title: t('dashboards.process'), dataIndex: 'processName', ellipsis: true },
                    { title: t('dashboards.version'), dataIndex: 'versionNumber', width: 100 },
                    { title: t('dashboards.developer'), dataIndex: 'developerName', width: 140 },
                    {
                      title: t('dashboards.submittedAt'),
                      dataIndex: 'submittedAt',
                      width: 170,
                      render: (v: string) => showTime(v),
                    },
                  ]}
                />
              </Card>
            </Col>
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
            <Col xs={24}>
              <Card title={t('dashboards.abnormalTasks')} size="small">
                <TaskBriefTable rows={d.abnormalTasks} testId="dashboard-abnormal" />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
