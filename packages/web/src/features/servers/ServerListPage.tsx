import { ReloadOutlined } from '@ant-design/icons';
import type { ServerNodeRow } from '@rpa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Card, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request';
import { deleteServers, listServers } from '../../api/servers';
import { notify } from '../../app/notify';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { useButtons } from '../auth/buttons';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

/**
 * The server nodes (console-administration.md §2): each registers itself
 * when it listens and beats; a node that shut down or missed three beats is
 * stopped and may be removed from the list.
 */
export default function ServerListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const { allows } = useButtons();
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const [page, setPage] = useState({ page: 1, size: 10 });
  const data = useQuery({
    queryKey: ['servers', page],
    queryFn: () => listServers(page),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['servers'] });

  const remove = (n: ServerNodeRow) =>
    modal.confirm({
      title: t('servers.deleteTitle'),
      content: t('servers.deleteConfirm', { id: n.id, address: n.address }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'server-delete-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await deleteServers([n.id]);
          notify.success(t('servers.deleted'));
          refresh();
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
    });

  const columns: ColumnsType<ServerNodeRow> = [
    {
      title: t('servers.node'),
      dataIndex: 'id',
      width: 220,
      ellipsis: true,
      fixed: narrow ? undefined : 'left',
      render: (id: string) => <span title={id}>{id}</span>,
    },
    { title: t('servers.address'), dataIndex: 'address', width: 180, ellipsis: true },
    { title: t('servers.version'), dataIndex: 'version', width: 90 },
    {
      title: t('servers.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: ServerNodeRow['status'], n) => (
        <Tag color={s === 'running' ? 'green' : 'default'} data-testid={`server-status-${n.id}`}>
          {t(`servers.status_${s}`)}
        </Tag>
      ),
    },
    { title: t('servers.robots'), dataIndex: 'robots', width: 120 },
    { title: t('servers.startedAt'), dataIndex: 'startedAt', width: 170, render: time },
    { title: t('servers.lastBeat'), dataIndex: 'lastBeatAt', width: 170, render: time },
  ];
  if (allows('delete')) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      fixed: narrow ? undefined : 'right',
      render: (_, n) =>
        n.status === 'stopped' ? (
          <Button type="link" size="small" danger onClick={() => remove(n)}>
            {t('common.delete')}
          </Button>
        ) : (
          <Tooltip title={t('servers.runningHint')}>
            <Button type="link" size="small" disabled>
              {t('common.delete')}
            </Button>
          </Tooltip>
        ),
    });
  }

  return (
    <Card
      title={t('servers.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={data.isFetching}>
          {narrow ? null : t('common.refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('servers.intro')}</Typography.Paragraph>
      <Table<ServerNodeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.data?.records ?? []}
        loading={data.isFetching && !data.data}
        scroll={{ x: 1040 }}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: data.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
    </Card>
  );
}
