import { DownloadOutlined, DownOutlined, HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import { ALIAS_DISPLAY_MAX, MAX_RECORDS, type RobotListQuery, type RobotRow } from '@rpa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, type ButtonProps, Card, Dropdown, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RequestError } from '../../api/request';
import { deleteRobots, exportRobots, listRobots, unbindRobots } from '../../api/robots';
import { notify } from '../../app/notify';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { labelledSelection } from '../../components/selection';
import { cutChars } from '../../components/text';
import { saveBlob } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { DETAIL_PATH, REFRESH_MS } from './constants';
import { DesktopStateTag, LicenceStateTag, RunStateTag } from './labels';
import { PendingRobots } from './PendingRobots';
import {
  AuthoriseDialog,
  EditRobotDialog,
  PasswordDialog,
  RecordsDialog,
  TransferDialog,
} from './RobotDialogs';
import { RobotFilters } from './RobotFilters';

/**
 * The manager's robots (console-administration.md §2-§5): live run state,
 * licence and desktop steward states, search and paging; edit, client
 * password, unbind, delete, authorise, transfer department, export and
 * operation records, one by one or in batches.
 */
export default function RobotListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const { allows } = useButtons();
  const navigate = useNavigate();
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const [query, setQuery] = useState<RobotListQuery>({});
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<RobotRow | null>(null);
  const [password, setPassword] = useState<RobotRow[]>([]);
  const [authorising, setAuthorising] = useState<RobotRow[]>([]);
  const [moving, setMoving] = useState<RobotRow[]>([]);
  const [records, setRecords] = useState<{ robot: RobotRow | null } | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);

  const data = useQuery({
    queryKey: ['robots', 'list', query, page],
    queryFn: () => listRobots({ ...query, ...page }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['robots'] });

  const confirm = (action: 'unbind' | 'delete', rows: RobotRow[]) =>
    modal.confirm({
      title: t(action === 'unbind' ? 'robots.unbindTitle' : 'robots.deleteTitle'),
      content: t(action === 'unbind' ? 'robots.unbindConfirm' : 'robots.deleteConfirm', {
        what: rows.length === 1 ? rows[0]?.robotsNo : t('robots.selectedWhat', { count: rows.length }),
      }),
      okText: t(action === 'unbind' ? 'robots.unbind' : 'robots.delete'),
      okButtonProps: { danger: true, 'data-testid': 'robot-confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          const ids = rows.map((r) => r.id);
          const r = await (action === 'unbind' ? unbindRobots(ids) : deleteRobots(ids));
          notify.success(
            t(action === 'unbind' ? 'robots.unbindDone' : 'robots.deleteDone', { count: r.done }),
          );
          setSelectedIds((s) => s.filter((id) => !ids.includes(id)));
          refresh();
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
    });

  const runExport = async () => {
    setExporting(0);
    try {
      const blob = await exportRobots(query, (e) =>
        setExporting(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
      );
      saveBlob(blob, `${t('robots.fileName')}-${dayjs().format('YYYYMMDD-HHmmss')}.xlsx`);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setExporting(null);
    }
  };

  const actions = (r: RobotRow) => {
    const items = [
      allows('password') &&
        r.bindingWay === 'manager' &&
        r.bound && { key: 'password', label: t('robots.password') },
      allows('licence') && r.bound && { key: 'licence', label: t('robots.authorise') },
      allows('transfer') && { key: 'transfer', label: t('robots.transfer') },
      allows('records') && { key: 'records', label: t('robots.records') },
      { key: 'detail', label: r.category === 'scene' ? t('robots.sceneProcesses') : t('robots.detail') },
      allows('unbind') && r.bound && { key: 'unbind', label: t('robots.unbind'), danger: true },
      allows('delete') && { key: 'delete', label: t('robots.delete'), danger: true },
    ].filter((i): i is Exclude<typeof i, false> => !!i);
    const onClick = ({ key }: { key: string }) => {
      if (key === 'password') setPassword([r]);
      if (key === 'licence') setAuthorising([r]);
      if (key === 'transfer') setMoving([r]);
      if (key === 'records') setRecords({ robot: r });
      if (key === 'detail') navigate(`${DETAIL_PATH}?id=${r.id}`);
      if (key === 'unbind' || key === 'delete') confirm(key, [r]);
    };
    return (
      <Space size={0}>
        {allows('edit') && (
          <Button
            type="link"
            size="small"
            onClick={() => setEditing(r)}
            data-testid={`robot-edit-${r.robotsNo}`}
          >
            {t('common.edit')}
          </Button>
        )}
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick,
          }}
        >
          <Button type="link" size="small" data-testid={`robot-more-${r.robotsNo}`}>
            {t('common.more')} <DownOutlined />
          </Button>
        </Dropdown>
      </Space>
    );
  };

  const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');
  const columns: ColumnsType<RobotRow> = [
    {
      title: t('robots.robotsNo'),
      dataIndex: 'robotsNo',
      width: 170,
      ellipsis: true,
      fixed: narrow ? undefined : 'left',
      render: (no: string, r) => (
        <Link to={`${DETAIL_PATH}?id=${r.id}`} data-testid={`robot-row-${no}`} title={no}>
          {no}
        </Link>
      ),
    },
    {
      title: t('robots.alias'),
      dataIndex: 'alias',
      width: 120,
      // Aliases show cut to 10 (console-administration.md §9); the whole one is the tooltip.
      render: (a: string, r) => (
        <span data-testid={`robot-alias-${r.robotsNo}`} title={a || undefined}>
          {a ? cutChars(a, ALIAS_DISPLAY_MAX) : '-'}
        </span>
      ),
    },
    {
      title: t('robots.runState'),
      dataIndex: 'runState',
      width: 100,
      render: (_, r) => <RunStateTag robot={r} />,
    },
    {
      title: t('robots.licenceState'),
      dataIndex: 'licenceState',
      width: 130,
      render: (_, r) => <LicenceStateTag robot={r} />,
    },
    {
      title: t('robots.desktopState'),
      dataIndex: 'desktopState',
      width: 120,
      render: (_, r) => <DesktopStateTag robot={r} />,
    },
    {
      title: t('robots.category'),
      dataIndex: 'category',
      width: 100,
      render: (c: string) => t(`robots.category_${c}`),
    },
    {
      title: t('robots.binding'),
      dataIndex: 'bindingWay',
      width: 140,
      ellipsis: true,
      render: (b: RobotRow['bindingWay'], r) =>
        b === 'user' && r.account ? `${t('robots.binding_user')} · ${r.account}` : t(`robots.binding_${b}`),
    },
    { title: t('robots.machine'), dataIndex: 'name', width: 180, ellipsis: true },
    { title: t('robots.department'), dataIndex: 'departmentName', width: 150, ellipsis: true },
    { title: t('robots.version'), dataIndex: 'agentVersion', width: 100 },
    { title: t('robots.address'), dataIndex: 'address', width: 130, ellipsis: true },
    { title: t('robots.lastBeat'), dataIndex: 'lastBeatAt', width: 170, render: time },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      fixed: narrow ? undefined : 'right',
      render: (_, r) => actions(r),
    },
  ];

  const result = data.data;
  // Selected rows as the last refresh shows them, so batches see the current bound state.
  const selected = (result?.records ?? []).filter((r) => selectedIds.includes(r.id));
  const bound = selected.filter((r) => r.bound);
  return (
    <Card
      title={t('robots.title')}
      extra={
        <Flex gap={8} align="center">
          {!narrow && <Typography.Text type="secondary">{t('robots.autoRefresh')}</Typography.Text>}
          <Button
            icon={<ReloadOutlined />}
            onClick={refresh}
            loading={data.isFetching}
            aria-label={t('common.refresh')}
            data-testid="robots-refresh"
          >
            {narrow ? null : t('common.refresh')}
          </Button>
        </Flex>
      }
    >
      <PendingRobots canDecide={allows('approve')} onDecided={refresh} />
      <RobotFilters
        onSearch={(q) => {
          setQuery(q);
          setSelectedIds([]);
          setPage((p) => ({ ...p, page: 1 }));
        }}
      />
      <Flex gap={8} wrap style={{ marginBottom: 12 }} align="center">
        {allows('licence') && (
          <Button
            disabled={bound.length === 0}
            onClick={() => setAuthorising(bound)}
            data-testid="robots-authorise"
          >
            {t('robots.authorise')}
          </Button>
        )}
        {allows('transfer') && (
          <Button disabled={selected.length === 0} onClick={() => setMoving(selected)}>
            {t('robots.transfer')}
          </Button>
        )}
        {allows('unbind') && (
          <Button danger disabled={bound.length === 0} onClick={() => confirm('unbind', bound)}>
            {t('robots.unbind')}
          </Button>
        )}
        {allows('export') && (
          <Button
            icon={<DownloadOutlined />}
            loading={exporting !== null}
            onClick={() => void runExport()}
            data-testid="robots-export"
          >
            {exporting !== null && exporting > 0
              ? t('robots.exporting', { percent: exporting })
              : t('common.export')}
          </Button>
        )}
        {allows('records') && (
          <Button icon={<HistoryOutlined />} onClick={() => setRecords({ robot: null })}>
            {t('robots.records')}
          </Button>
        )}
        {selected.length > 0 && (
          <Typography.Text type="secondary">
            {t('robots.selected', { count: selected.length })}
          </Typography.Text>
        )}
      </Flex>
      {result?.capped && (
        <Alert
          type="info"
          showIcon
          title={t('common.capped', { max: MAX_RECORDS })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<RobotRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result?.records ?? []}
        loading={data.isFetching && !result}
        scroll={{ x: 1750 }}
        locale={{ emptyText: t('robots.empty') }}
        rowSelection={labelledSelection(t, (r: RobotRow) => r.alias || r.robotsNo, {
          selectedRowKeys: selectedIds,
          onChange: (keys) => setSelectedIds(keys.map(Number)),
        })}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: result?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => {
            setSelectedIds([]);
            setPage({ page: size === page.size ? p : 1, size });
          },
        }}
      />
      <EditRobotDialog robot={editing} onDone={refresh} onClose={() => setEditing(null)} />
      <PasswordDialog robots={password} onClose={() => setPassword([])} />
      <AuthoriseDialog robots={authorising} onDone={refresh} onClose={() => setAuthorising([])} />
      <TransferDialog robots={moving} onDone={refresh} onClose={() => setMoving([])} />
      <RecordsDialog open={!!records} robot={records?.robot ?? null} onClose={() => setRecords(null)} />
    </Card>
  );
}
