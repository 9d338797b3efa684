import type { RobotRequestRow } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { approveRobots, rejectRobots, robotRequests } from '../../api/robots';
import { rowActionsColumn, useConfirmAction, useFittedColumns } from '../../components/crud';
import { showTime } from '../../components/time';

const REQUESTS = ['robotRequests'];
const time = (v: string) => showTime(v, 'second');

/**
 * Robots waiting for approval, above the robot list while there are any:
 * new robot numbers that came without a machine key. Approving one makes it
 * a robot of its department; rejecting refuses it for good.
 */
export function PendingRobots({ canDecide, onDecided }: { canDecide: boolean; onDecided: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmAction([REQUESTS]);
  const requests = useQuery({ queryKey: REQUESTS, queryFn: robotRequests, refetchInterval: 10_000 });
  const rows = requests.data ?? [];

  const decide = (r: RobotRequestRow, approve: boolean) =>
    confirm({
      title: approve ? t('machineKeys.approve') : t('machineKeys.reject'),
      content: approve
        ? t('machineKeys.approveConfirm', {
            robotsNo: r.robotsNo,
            host: r.hostName,
            ip: r.ip,
            department: r.departmentName,
          })
        : t('machineKeys.rejectConfirm', { robotsNo: r.robotsNo }),
      danger: !approve,
      okTestId: approve ? 'robot-approve-ok' : 'robot-reject-ok',
      run: async () => {
        await (approve ? approveRobots([r.id]) : rejectRobots([r.id]));
        onDecided();
      },
      success: approve ? t('machineKeys.approved') : t('machineKeys.rejectedDone'),
    });

  const columns: ColumnsType<RobotRequestRow> = [
    { title: t('machineKeys.robotsNo'), dataIndex: 'robotsNo', width: 160, ellipsis: true },
    {
      title: t('machineKeys.host'),
      key: 'host',
      width: 180,
      ellipsis: true,
      render: (_, r) => `${r.osUser}@${r.hostName}`,
    },
    { title: t('machineKeys.address'), dataIndex: 'ip', width: 130 },
    { title: t('machineKeys.department'), dataIndex: 'departmentName', width: 140, ellipsis: true },
    { title: t('machineKeys.attempts'), dataIndex: 'attempts', width: 90 },
    { title: t('machineKeys.lastSeen'), dataIndex: 'lastSeenAt', width: 170, render: time },
    {
      title: t('machineKeys.state'),
      dataIndex: 'state',
      width: 100,
      render: (s: RobotRequestRow['state']) =>
        s === 'pending' ? (
          <Tag color="orange">{t('machineKeys.pending')}</Tag>
        ) : (
          <Tag>{t('machineKeys.rejected')}</Tag>
        ),
    },
  ];
  if (canDecide) {
    columns.push(
      rowActionsColumn(t, 140, (r) => [
        {
          key: 'approve',
          label: t('machineKeys.approve'),
          onClick: () => decide(r, true),
          testId: `robot-approve-${r.robotsNo}`,
        },
        {
          key: 'reject',
          label: t('machineKeys.reject'),
          danger: true,
          shown: r.state === 'pending',
          onClick: () => decide(r, false),
          testId: `robot-reject-${r.robotsNo}`,
        },
      ]),
    );
  }

  const fitted = useFittedColumns(columns);
  if (rows.length === 0) return null;
  return (
    <Card size="small" title={t('machineKeys.pendingTitle')} data-testid="robots-pending">
      <Typography.Paragraph type="secondary">{t('machineKeys.pendingIntro')}</Typography.Paragraph>
      <Table<RobotRequestRow>
        rowKey="id"
        size="small"
        columns={fitted}
        dataSource={rows}
        scroll={{ x: 1110 }}
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
      />
    </Card>
  );
}
