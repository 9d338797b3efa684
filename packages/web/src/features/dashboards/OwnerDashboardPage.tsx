import type { OwnerDashboard } from '@rpa/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownerDashboard } from '../../api/dashboards';
import { showTime } from '../../components/time';
import { Dashboard, Panel, RunPanels } from './Dashboard';
import { TaskBriefTable } from './parts';

type Awaiting = OwnerDashboard['awaiting'][number];

/** The owner dashboard: their processes, versions awaiting their audit, and the runs of their processes. */
export default function OwnerDashboardPage() {
  const { t } = useTranslation();
  return (
    <Dashboard
      name="owner"
      title={t('dashboards.ownerTitle')}
      load={ownerDashboard}
      initial={{ quick: 'last30Days' }}
      figures={(d) => [
        { key: 'processes', title: t('dashboards.myProcesses'), value: d.processes.total },
        { key: 'awaiting', title: t('dashboards.awaitingAudit'), value: d.processes.awaitingAudit },
      ]}
    >
      {(d) => (
        <>
          <Panel
            title={t('dashboards.awaitingAudit')}
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
          </Panel>
          <RunPanels perDay={d.perDay} runs={d.runs} />
          <Panel title={t('dashboards.abnormalTasks')}>
            <TaskBriefTable rows={d.abnormalTasks} testId="dashboard-abnormal" />
          </Panel>
        </>
      )}
    </Dashboard>
  );
}
