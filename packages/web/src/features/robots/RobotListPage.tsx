import { HistoryOutlined } from '@ant-design/icons';
import {
  ALIAS_DISPLAY_MAX,
  LicenceStatus,
  ROBOT_CATEGORIES,
  type RobotRow,
  RobotRunState,
  robotListInput,
} from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  agentVersions,
  deleteRobots,
  exportRobots,
  listRobots,
  robotKeys,
  unbindRobots,
} from '../../api/robots';
import { usePolling } from '../../app/live/useLive';
import { useNarrow } from '../../app/shell/useWidth';
import {
  ChoiceSelect,
  ExportButton,
  type ListColumn,
  ListPage,
  RefreshButton,
  type RowAction,
  rowActionsColumn,
  TextFilter,
  useConfirmAction,
  useListQuery,
  useSelection,
} from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { LiveNote } from '../../components/LiveNote';
import { cutChars } from '../../components/text';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { DETAIL_PATH, REFRESH_MS } from './constants';
import { DesktopStateTag, LicenceStateTag, RunStateTag } from './labels';
import { PendingRobots } from './PendingRobots';
import { type RobotFilterFields, robotQuery } from './query';
import {
  AuthoriseDialog,
  EditRobotDialog,
  PasswordDialog,
  RecordsDialog,
  TransferDialog,
} from './RobotDialogs';

const time = (v: string | null) => (v ? showTime(v, 'second') : '-');

/**
 * The manager's robots (console-administration.md §2-§5): live run state,
 * licence and desktop steward states, search and paging; edit, client
 * password, unbind, delete, authorise, transfer department, export and
 * operation records, one by one or in batches.
 */
export default function RobotListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { allows } = useButtons();
  const navigate = useNavigate();
  const narrow = useNarrow();
  const list = useListQuery<RobotFilterFields, RobotRow>({
    keys: robotKeys,
    fetch: ({ page, size, ...filters }) => listRobots({ ...robotQuery(filters), page, size }),
    refetchInterval: usePolling(REFRESH_MS),
  });
  const selection = useSelection<RobotRow>((r) => r.alias || r.robotsNo);
  const ask = useConfirmAction([robotKeys.all]);
  // The versions in use are asked for when their list is first opened, not on every visit.
  const [versionsWanted, setVersionsWanted] = useState(false);
  const versions = useQuery({
    queryKey: [...robotKeys.all, 'versions'],
    queryFn: agentVersions,
    enabled: versionsWanted,
  });
  const [editing, setEditing] = useState<RobotRow | null>(null);
  const [password, setPassword] = useState<RobotRow[]>([]);
  const [authorising, setAuthorising] = useState<RobotRow[]>([]);
  const [moving, setMoving] = useState<RobotRow[]>([]);
  const [records, setRecords] = useState<{ robot: RobotRow | null } | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: robotKeys.all });

  const confirm = (action: 'unbind' | 'delete', rows: RobotRow[]) =>
    ask({
      title: t(action === 'unbind' ? 'robots.unbindTitle' : 'robots.deleteTitle'),
      content: t(action === 'unbind' ? 'robots.unbindConfirm' : 'robots.deleteConfirm', {
        what: rows.length === 1 ? rows[0]?.robotsNo : t('robots.selectedWhat', { count: rows.length }),
      }),
      okText: t(action === 'unbind' ? 'robots.unbind' : 'robots.delete'),
      okTestId: 'robot-confirm-ok',
      danger: true,
      run: async () => {
        const ids = rows.map((r) => r.id);
        const r = await (action === 'unbind' ? unbindRobots(ids) : deleteRobots(ids));
        selection.drop(ids);
        return r;
      },
      success: (r) => t(action === 'unbind' ? 'robots.unbindDone' : 'robots.deleteDone', { count: r.done }),
    });

  const actions = (r: RobotRow): RowAction[] => [
    {
      key: 'edit',
      label: t('common.edit'),
      shown: allows('edit'),
      onClick: () => setEditing(r),
      testId: `robot-edit-${r.robotsNo}`,
    },
    {
      key: 'password',
      label: t('robots.password'),
      shown: allows('password') && r.bindingWay === 'manager' && r.bound,
      onClick: () => setPassword([r]),
    },
    {
      key: 'licence',
      label: t('robots.authorise'),
      shown: allows('licence') && r.bound,
      onClick: () => setAuthorising([r]),
    },
    {
      key: 'transfer',
      label: t('robots.transfer'),
      shown: allows('transfer'),
      onClick: () => setMoving([r]),
    },
    {
      key: 'records',
      label: t('robots.records'),
      shown: allows('records'),
      onClick: () => setRecords({ robot: r }),
    },
    {
      key: 'detail',
      label: r.category === 'scene' ? t('robots.sceneProcesses') : t('robots.detail'),
      onClick: () => navigate(`${DETAIL_PATH}?id=${r.id}`),
    },
    {
      key: 'unbind',
      label: t('robots.unbind'),
      danger: true,
      shown: allows('unbind') && r.bound,
      onClick: () => confirm('unbind', [r]),
    },
    {
      key: 'delete',
      label: t('robots.delete'),
      danger: true,
      shown: allows('delete'),
      onClick: () => confirm('delete', [r]),
    },
  ];

  const columns: ListColumn<RobotRow>[] = [
    {
      title: t('robots.robotsNo'),
      dataIndex: 'robotsNo',
      width: 170,
      ellipsis: true,
      fixed: 'left',
      render: (no: string, r) => (
        <Link to={`${DETAIL_PATH}?id=${r.id}`} data-testid={`robot-row-${no}`} title={no}>
          {no}
        </Link>
      ),
      filter: {
        name: 'keyword',
        label: t('robots.keyword'),
        input: (
          <TextFilter
            field={robotListInput.shape.keyword}
            placeholder={t('robots.keywordHint')}
            width={210}
            data-testid="robots-filter-keyword"
          />
        ),
      },
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
      filter: {
        input: (
          <ChoiceSelect
            values={RobotRunState}
            label={(s) => t(`robots.run_${s}`)}
            width={110}
            data-testid="robots-filter-state"
          />
        ),
      },
    },
    {
      title: t('robots.licenceState'),
      dataIndex: 'licenceState',
      width: 130,
      render: (_, r) => <LicenceStateTag robot={r} />,
      filter: {
        input: (
          <ChoiceSelect
            values={[...LicenceStatus, 'none' as const]}
            label={(s) => t(`robots.licence_${s}`)}
            width={150}
          />
        ),
      },
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
      filter: {
        more: true,
        input: (
          <ChoiceSelect values={ROBOT_CATEGORIES} label={(c) => t(`robots.category_${c}`)} width={110} />
        ),
      },
    },
    {
      title: t('robots.binding'),
      dataIndex: 'bindingWay',
      width: 140,
      ellipsis: true,
      render: (b: RobotRow['bindingWay'], r) =>
        b === 'user' && r.account ? `${t('robots.binding_user')} · ${r.account}` : t(`robots.binding_${b}`),
      filter: {
        more: true,
        input: (
          <ChoiceSelect
            values={['manager', 'user'] as const}
            label={(b) => t(`robots.binding_${b}`)}
            width={130}
          />
        ),
      },
    },
    { title: t('robots.machine'), dataIndex: 'name', width: 180, ellipsis: true },
    {
      title: t('robots.department'),
      dataIndex: 'departmentName',
      width: 150,
      ellipsis: true,
      filter: { name: 'departmentId', input: <DepartmentSelect allowClear style={{ width: 170 }} /> },
    },
    {
      title: t('robots.version'),
      dataIndex: 'agentVersion',
      width: 100,
      filter: {
        more: true,
        input: (
          <ChoiceSelect
            values={versions.data ?? []}
            label={(v) => v}
            width={110}
            loading={versions.isFetching}
            onOpenChange={(open) => open && setVersionsWanted(true)}
          />
        ),
      },
    },
    { title: t('robots.address'), dataIndex: 'address', width: 130, ellipsis: true },
    { title: t('robots.lastBeat'), dataIndex: 'lastBeatAt', width: 170, render: time },
    rowActionsColumn(t, 140, actions, { inline: 1, moreTestId: (r) => `robot-more-${r.robotsNo}` }),
  ];

  // Selected rows as the last refresh shows them, so batches see the current bound state.
  const selected = (list.query.data?.records ?? []).filter((r) => selection.selected.includes(r.id));
  const bound = selected.filter((r) => r.bound);
  return (
    <ListPage<RobotRow, RobotFilterFields>
      title={t('robots.title')}
      extra={
        <Flex gap={8} align="center">
          {!narrow && <LiveNote polling={t('robots.autoRefresh')} />}
          <RefreshButton onClick={refresh} loading={list.query.isFetching} data-testid="robots-refresh" />
        </Flex>
      }
      intro={<PendingRobots canDecide={allows('approve')} onDecided={refresh} />}
      list={list}
      columns={columns}
      filters={[
        {
          name: 'bound',
          label: t('robots.boundState'),
          more: true,
          input: (
            <ChoiceSelect
              values={['yes', 'no'] as const}
              label={(b) => (b === 'yes' ? t('robots.bound') : t('robots.unbound'))}
              width={110}
            />
          ),
        },
      ]}
      scrollX={1750}
      emptyText={t('robots.empty')}
      testId="robots"
      rowSelection={selection.rowSelection}
      toolbar={
        <>
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
            <ExportButton
              fileName={t('robots.fileName')}
              run={(_format, onProgress) => exportRobots(robotQuery(list.filters), onProgress)}
              testId="robots-export"
            />
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
        </>
      }
    >
      <EditRobotDialog robot={editing} onClose={() => setEditing(null)} />
      <PasswordDialog robots={password} onClose={() => setPassword([])} />
      <AuthoriseDialog robots={authorising} onDone={refresh} onClose={() => setAuthorising([])} />
      <TransferDialog robots={moving} onDone={refresh} onClose={() => setMoving([])} />
      <RecordsDialog open={!!records} robot={records?.robot ?? null} onClose={() => setRecords(null)} />
    </ListPage>
  );
}
