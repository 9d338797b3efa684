import { UploadOutlined } from '@ant-design/icons';
import type { ProcessRow } from '@rpa/contracts';
import { Button, Checkbox, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  deleteProcess,
  exportProcesses,
  listProcesses,
  type ProcessQuery,
  processKeys,
} from '../../api/processes';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import {
  ChoiceSelect,
  ExportButton,
  type ListColumn,
  ListPage,
  type RowAction,
  RowActions,
  useConfirmAction,
  useListQuery,
} from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { PUBLISH_PATH } from '../versions/shared';
import { keywordsColumn } from './columns';
import { UploadDialog } from './dialogs/UploadDialog';
import { ProcessIcon } from './ProcessIcon';
import { StatusTag } from './StatusTag';
import { useProcessActions } from './useProcessActions';
import { PATHS } from './view';

type ListView = 'dev' | 'owner' | 'manager';

/**
 * The process list of the developer (upload, edit, publish, withdraw), the
 * owner (audit, assign users) and the manager (their departments'), with
 * search, paging, run and the other process dialogs, and export.
 */
export function ProcessListPage({ view }: { view: ListView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { allows } = useButtons();
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const list = useListQuery<ProcessQuery, ProcessRow>({
    keys: processKeys,
    name: view,
    fetch: (q) => listProcesses(view, q),
  });
  // The upload dialog: open for a new process (no id) or a new version of one.
  const [uploading, setUploading] = useState<{ processId?: number } | null>(null);
  const actions = useProcessActions(view);
  const paths = PATHS[view];
  const confirm = useConfirmAction([processKeys.all]);

  // The manager's delete takes the whole process, so it asks first.
  const remove = (p: ProcessRow) =>
    confirm({
      title: t('processes.deleteProcess'),
      content: t('processes.deleteProcessConfirm', { name: p.name }),
      danger: true,
      okText: t('common.delete'),
      run: () => deleteProcess(p.id),
      success: t('processes.processDeleted'),
    });

  /** The main steps for the row's state, shown as links: publish or withdraw (developer), the audit (owner). */
  const primary = (p: ProcessRow): RowAction[] => {
    const pending = p.pendingVersionId;
    if (view === 'dev') {
      return pending !== null
        ? [
            {
              key: 'withdraw',
              label: t('processes.withdraw'),
              shown: allows('withdraw'),
              onClick: () => actions.open.withdraw(pending, p.latestVersion ?? ''),
            },
          ]
        : [
            {
              key: 'publish',
              label: t('processes.publish'),
              shown: allows('publish'),
              onClick: () => navigate(`${PUBLISH_PATH}?id=${p.id}`),
              testId: `process-publish-${p.name}`,
            },
          ];
    }
    if (view === 'owner' && pending !== null) {
      return [
        {
          key: 'approve',
          label: t('processes.approve'),
          shown: allows('approve'),
          onClick: () => actions.open.approve(pending, p.name, p.latestVersion ?? ''),
          testId: `process-approve-${p.name}`,
        },
        {
          key: 'back',
          label: t('processes.back'),
          shown: allows('back'),
          onClick: () => actions.open.reason('back', pending),
          testId: `process-back-${p.name}`,
        },
        {
          key: 'reject',
          label: t('processes.reject'),
          danger: true,
          shown: allows('reject'),
          onClick: () => actions.open.reason('reject', pending),
        },
      ];
    }
    return [];
  };

  /** Everything else, under "More". */
  const more = (p: ProcessRow): RowAction[] => {
    const published = p.releasedVersion !== null;
    return [
      { key: 'detail', label: t('processes.detail'), onClick: () => navigate(`${paths.detail}?id=${p.id}`) },
      {
        key: 'versions',
        label: t('processes.versions'),
        onClick: () => navigate(`${paths.versions}?id=${p.id}`),
      },
      {
        key: 'run',
        label: t('processes.run'),
        shown: published && allows('run'),
        onClick: () => void actions.open.run(p.id),
      },
      {
        key: 'local',
        label: t('processes.runLocal'),
        shown: published,
        onClick: () => void actions.open.local(p.id),
      },
      {
        key: 'flow',
        label: t('processes.flow'),
        // The manager has a flow chart page; the others see it in a dialog.
        onClick: () =>
          view === 'manager' ? navigate(`${PATHS.manager.flow}?id=${p.id}`) : void actions.open.flow(p.id),
      },
      { key: 'help', label: t('processes.helper'), onClick: () => void actions.open.help(p.id) },
      { key: 'usage', label: t('processes.usage'), onClick: () => void actions.open.usage(p.id) },
      {
        key: 'edit',
        label: t('processes.edit'),
        shown: view === 'dev' && allows('edit'),
        onClick: () => navigate(`/developer/process/edit?id=${p.id}`),
      },
      {
        key: 'upload',
        label: t('processes.uploadVersion'),
        shown: view === 'dev' && allows('add'),
        onClick: () => setUploading({ processId: p.id }),
      },
      {
        key: 'assign',
        label: t('processes.assign'),
        shown: view === 'owner' && allows('assign'),
        onClick: () => void actions.open.assign(p.id),
      },
      {
        key: 'delete',
        label: t('versions.deleteTitle'),
        danger: true,
        shown: view === 'dev' && allows('delete'),
        onClick: () => void actions.open.deleteLatest(p.id),
      },
      {
        key: 'remove',
        label: t('processes.deleteProcess'),
        danger: true,
        shown: view === 'manager' && allows('delete'),
        onClick: () => remove(p),
      },
    ];
  };

  const rowActions = (p: ProcessRow) => {
    const first = primary(p).filter((a) => a.shown !== false);
    return (
      <RowActions
        inline={first.length}
        actions={[...first, ...more(p)]}
        moreTestId={`process-more-${p.name}`}
      />
    );
  };

  const person = (x: ProcessRow['developer']) => (x ? x.realName : '-');
  const columns: ListColumn<ProcessRow>[] = [
    {
      title: t('processes.name'),
      dataIndex: 'name',
      width: 220,
      fixed: narrow ? undefined : 'left',
      ellipsis: true,
      render: (name: string, p) => (
        <Space size={8}>
          <ProcessIcon id={p.id} icon={p.icon} size={24} />
          <Link to={`${paths.detail}?id=${p.id}`}>{name}</Link>
        </Space>
      ),
      filter: {
        input: <Input allowClear maxLength={30} style={{ width: 160 }} data-testid="processes-filter-name" />,
      },
    },
    {
      title: t('processes.status'),
      dataIndex: 'status',
      width: 120,
      render: (s: ProcessRow['status']) => <StatusTag status={s} />,
      filter: {
        input: <ChoiceSelect values={[0, 1, 2]} label={(s) => t(`processes.status${s}`)} width={150} />,
      },
    },
    // Department right after the state: it identifies the process and must stay left of the fixed actions.
    {
      title: t('processes.department'),
      dataIndex: 'departmentName',
      width: 150,
      ellipsis: true,
      filter:
        view !== 'owner'
          ? { name: 'departmentId', input: <DepartmentSelect allowClear style={{ width: 180 }} /> }
          : undefined,
    },
    { title: t('processes.latestVersion'), dataIndex: 'latestVersion', width: 110, render: (v) => v ?? '-' },
    {
      title: t('processes.releasedVersion'),
      dataIndex: 'releasedVersion',
      width: 110,
      render: (v) => v ?? '-',
    },
    { title: t('processes.versionCount'), dataIndex: 'versionCount', width: 80 },
    { title: t('processes.developer'), dataIndex: 'developer', width: 110, render: person },
    { title: t('processes.owner'), dataIndex: 'owner', width: 110, render: person },
    { title: t('processes.users'), dataIndex: 'userCount', width: 90 },
    { title: t('processes.dispatchCount'), dataIndex: 'dispatchCount', width: 90 },
    keywordsColumn<ProcessRow>(t),
    {
      title: t('processes.updatedAt'),
      dataIndex: 'updatedAt',
      width: 160,
      render: (v: string) => showTime(v, 'minute'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      // Only owners get three audit buttons next to "More"; the others need less room.
      width: view === 'owner' ? 230 : view === 'dev' ? 150 : 100,
      fixed: narrow ? undefined : 'right',
      render: (_, p) => rowActions(p),
    },
  ];

  return (
    <ListPage<ProcessRow, ProcessQuery>
      title={t('processes.title')}
      list={list}
      columns={columns}
      filters={
        view === 'owner'
          ? [
              {
                name: 'audit',
                label: '',
                valuePropName: 'checked',
                input: <Checkbox data-testid="processes-filter-audit">{t('processes.audit')}</Checkbox>,
              },
            ]
          : []
      }
      rowKey="id"
      scrollX={1800}
      testId="processes"
      toolbar={
        <>
          {view === 'dev' && allows('add') && (
            <Button
              type="primary"
              icon={<UploadOutlined />}
              onClick={() => setUploading({})}
              data-testid="processes-upload"
            >
              {t('processes.upload')}
            </Button>
          )}
          {allows('export') && (
            <ExportButton
              formats={['xlsx', 'csv']}
              title={t('processes.exportTitle')}
              fileName={t('processes.fileName')}
              run={(format, onProgress) => exportProcesses(view, { ...list.filters, format }, onProgress)}
              testId="processes-export"
            />
          )}
        </>
      }
    >
      <UploadDialog
        open={uploading !== null}
        processId={uploading?.processId}
        onClose={() => setUploading(null)}
        onUploaded={(r) => {
          actions.refresh();
          if (r.created) navigate(`/developer/process/edit?id=${r.process.id}`);
        }}
      />
      {actions.dialogs}
    </ListPage>
  );
}

export const DeveloperProcessList = () => <ProcessListPage view="dev" />;
export const OwnerProcessList = () => <ProcessListPage view="owner" />;
export const ManagerProcessList = () => <ProcessListPage view="manager" />;
