import type { RobotRequestRow } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request';
import { approveRobots, rejectRobots, robotRequests } from '../../api/robots';
import { notify } from '../../app/notify';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

/**
 * Robots waiting for approval, above the robot list while there are any:
 * new robot numbers that came without a machine key. Approving one makes it
 * a robot of its department; rejecting refuses it for good.
 */
export function PendingRobots({ canDecide, onDecided }: { canDecide: boolean; onDecided: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const requests = useQuery({ queryKey: ['robotRequests'], queryFn: robotRequests, refetchInterval: 10_000 });
  const rows = requests.data ?? [];
  if (rows.length === 0) return null;

  const decide = (r: RobotRequestRow, approve: boolean) =>
    modal.confirm({
      title: approve ? t('machineKeys.approve') : t('machineKeys.reject'),
      content: approve
        ? t('machineKeys.approveConfirm', {
            robotsNo: r.robotsNo,
            host: r.hostName,
            ip: r.ip,
            department: r.departmentName,
          })
        : t('machineKeys.rejectConfirm', { robotsNo: r.robotsNo }),
      okButtonProps: {
        danger: !approve,
        'data-testid': approve ? 'robot-approve-ok' : 'robot-reject-ok',
      } as ButtonProps,
      onOk: async () => {
        try {
          await (approve ? approveRobots([r.id]) : rejectRobots([r.id]));
          notify.success(approve ? t('machineKeys.approved') : t('machineKeys.rejectedDone'));
          void client.invalidateQueries({ queryKey: ['robotRequests'] });
          onDecided();
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
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
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            data-testid={`robot-approve-${r.robotsNo}`}
            onClick={() => decide(r, true)}
          >
            {t('machineKeys.approve')}
          </Button>
          {r.state === 'pending' && (
            <Button
              type="link"
              size="small"
              danger
              data-testid={`robot-reject-${r.robotsNo}`}
              onClick={() => decide(r, false)}
            >
              {t('machineKeys.reject')}
            </Button>
          )}
        </Flex>
      ),
    });
  }

  return (
    <Card
      size="small"
      title={t('machineKeys.pendingTitle')}
      style={{ marginBottom: 12 }}
      data-testid="robots-pending"
    >
      <Typography.Paragraph type="secondary">{t('machineKeys.pendingIntro')}</Typography.Paragraph>
      <Table<RobotRequestRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 1110 }}
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
      />
    </Card>
  );
}
