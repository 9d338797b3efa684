import type { ServerNodeRow } from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteServers, listServers, serverKeys } from '../../api/servers';
import {
  actionsColumn,
  type ListColumn,
  ListPage,
  RefreshButton,
  useConfirmAction,
  useListQuery,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';

const time = (v: string) => showTime(v, 'second');

/**
 * The server nodes (console-administration.md §2): each registers itself
 * when it listens and beats; a node that shut down or missed three beats is
 * stopped and may be removed from the list.
 */
export default function ServerListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { allows } = useButtons();
  const list = useListQuery<object, ServerNodeRow>({
    keys: serverKeys,
    fetch: listServers,
    refetchInterval: 10_000,
  });
  const confirm = useConfirmAction([serverKeys.all]);

  const remove = (n: ServerNodeRow) =>
    confirm({
      title: t('servers.deleteTitle'),
      content: t('servers.deleteConfirm', { id: n.id, address: n.address }),
      okText: t('common.delete'),
      okTestId: 'server-delete-ok',
      danger: true,
      success: t('servers.deleted'),
      run: () => deleteServers([n.id]),
    });

  const columns: ListColumn<ServerNodeRow>[] = [
    {
      title: t('servers.node'),
      dataIndex: 'id',
      width: 220,
      ellipsis: true,
      fixed: 'left',
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
    columns.push(
      actionsColumn(t, 90, (n) =>
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
      ),
    );
  }

  return (
    <ListPage<ServerNodeRow, object>
      title={t('servers.title')}
      intro={t('servers.intro')}
      extra={
        <RefreshButton
          onClick={() => void client.invalidateQueries({ queryKey: serverKeys.all })}
          loading={list.query.isFetching}
        />
      }
      list={list}
      columns={columns}
      scrollX={1040}
    />
  );
}
