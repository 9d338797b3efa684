import {
  DownloadOutlined,
  DownOutlined,
  ReloadOutlined,
  SearchOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { MAX_RECORDS, type ProcessRow } from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Dropdown,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { deleteProcess, exportProcesses, listProcesses, type ProcessQuery } from '../../api/processes';
import { RequestError } from '../../api/request';
import { notify } from '../../app/notify';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { saveBlob } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { PUBLISH_PATH } from '../versions/shared';
import { ExportDialog } from './dialogs/SmallDialogs';
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
  const [form] = Form.useForm<ProcessQuery>();
  const [query, setQuery] = useState<ProcessQuery>({});
  // Each Search is a round of its own, so it asks again even with the filters unchanged.
  const [round, setRound] = useState(0);
  const [page, setPage] = useState({ page: 1, size: 10 });
  // The upload dialog: open for a new process (no id) or a new version of one.
  const [uploading, setUploading] = useState<{ processId?: number } | null>(null);
  const [exporting, setExporting] = useState(false);
  const actions = useProcessActions(view);
  const paths = PATHS[view];
  const { modal } = App.useApp();

  // The manager's delete takes the whole process, so it asks first.
  const remove = (p: ProcessRow) =>
    modal.confirm({
      title: t('processes.deleteProcess'),
      content: t('processes.deleteProcessConfirm', { name: p.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      onOk: async () => {
        try {
          await deleteProcess(p.id);
          notify.success(t('processes.processDeleted'));
          actions.refresh();
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
    });

  const data = useQuery({
    queryKey: ['processes', view, query, page, round],
    queryFn: () => listProcesses(view, { ...query, ...page }),
    placeholderData: keepPreviousData,
  });

  const menu = (p: ProcessRow) => {
    const published = p.releasedVersion !== null;
    const items = [
      { key: 'detail', label: t('processes.detail') },
      { key: 'versions', label: t('processes.versions') },
      published && allows('run') && { key: 'run', label: t('processes.run') },
      published && { key: 'local', label: t('processes.runLocal') },
      { key: 'flow', label: t('processes.flow') },
      { key: 'help', label: t('processes.helper') },
      { key: 'usage', label: t('processes.usage') },
      view === 'dev' && allows('edit') && { key: 'edit', label: t('processes.edit') },
      view === 'dev' && allows('add') && { key: 'upload', label: t('processes.uploadVersion') },
      view === 'owner' && allows('assign') && { key: 'assign', label: t('processes.assign') },
      view === 'dev' && allows('delete') && { key: 'delete', label: t('versions.deleteTitle'), danger: true },
      view === 'manager' &&
        allows('delete') && { key: 'remove', label: t('processes.deleteProcess'), danger: true },
    ].filter((i): i is { key: string; label: string; danger?: boolean } => !!i);
    const onClick = ({ key }: { key: string }) => {
      if (key === 'detail') navigate(`${paths.detail}?id=${p.id}`);
      if (key === 'versions') navigate(`${paths.versions}?id=${p.id}`);
      if (key === 'edit') navigate(`/developer/process/edit?id=${p.id}`);
      if (key === 'upload') setUploading({ processId: p.id });
      if (key === 'delete') void actions.open.deleteLatest(p.id);
      if (key === 'remove') remove(p);
      if (key === 'run') void actions.open.run(p.id);
      if (key === 'local') void actions.open.local(p.id);
      // The manager has a flow chart page; the others see it in a dialog.
      if (key === 'flow' && view === 'manager') navigate(`${PATHS.manager.flow}?id=${p.id}`);
      else if (key === 'flow') void actions.open.flow(p.id);
      if (key === 'help') void actions.open.help(p.id);
      if (key === 'usage') void actions.open.usage(p.id);
      if (key === 'assign') void actions.open.assign(p.id);
    };
    return (
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="link" size="small" data-testid={`process-more-${p.name}`}>
          {t('common.more')} <DownOutlined />
        </Button>
      </Dropdown>
    );
  };

  /** The main step for the row's state: publish or withdraw (developer), the audit (owner). */
  const primary = (p: ProcessRow) => {
    if (view === 'dev' && p.pendingVersionId !== null && allows('withdraw')) {
      return (
        <Button
          type="link"
          size="small"
          onClick={() => actions.open.withdraw(p.pendingVersionId as number, p.latestVersion ?? '')}
        >
          {t('processes.withdraw')}
        </Button>
      );
    }
    if (view === 'dev' && p.pendingVersionId === null && allows('publish')) {
      return (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`${PUBLISH_PATH}?id=${p.id}`)}
          data-testid={`process-publish-${p.name}`}
        >
          {t('processes.publish')}
        </Button>
      );
    }
    if (view === 'owner' && p.pendingVersionId !== null) {
      const v = p.pendingVersionId;
      return (
        <Space size={0}>
          {allows('approve') && (
            <Button
              type="link"
              size="small"
              onClick={() => actions.open.approve(v, p.name, p.latestVersion ?? '')}
              data-testid={`process-approve-${p.name}`}
            >
              {t('processes.approve')}
            </Button>
          )}
          {allows('back') && (
            <Button
              type="link"
              size="small"
              onClick={() => actions.open.reason('back', v)}
              data-testid={`process-back-${p.name}`}
            >
              {t('processes.back')}
            </Button>
          )}
          {allows('reject') && (
            <Button type="link" size="small" danger onClick={() => actions.open.reason('reject', v)}>
              {t('processes.reject')}
            </Button>
          )}
        </Space>
      );
    }
    return null;
  };

  const person = (x: ProcessRow['developer']) => (x ? x.realName : '-');
  const columns: ColumnsType<ProcessRow> = [
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
    },
    {
      title: t('processes.status'),
      dataIndex: 'status',
      width: 120,
      render: (s: ProcessRow['status']) => <StatusTag status={s} />,
    },
    // Department right after the state: it identifies the process and must stay left of the fixed actions.
    { title: t('processes.department'), dataIndex: 'departmentName', width: 150, ellipsis: true },
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
    {
      title: t('processes.keywords'),
      dataIndex: 'keywords',
      width: 180,
      render: (k: string) =>
        k
          .split(',')
          .filter(Boolean)
          .map((w) => <Tag key={w}>{w}</Tag>),
    },
    {
      title: t('processes.updatedAt'),
      dataIndex: 'updatedAt',
      width: 160,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      // Only owners get three audit buttons next to "More"; the others need less room.
      width: view === 'owner' ? 230 : view === 'dev' ? 150 : 100,
      fixed: narrow ? undefined : 'right',
      render: (_, p) => (
        <Space size={0} wrap>
          {primary(p)}
          {menu(p)}
        </Space>
      ),
    },
  ];

  const result = data.data;
  return (
    <Card title={t('processes.title')}>
      <Form
        form={form}
        layout="inline"
        style={{ rowGap: 12, marginBottom: 16 }}
        onFinish={(f) => {
          setRound((r) => r + 1);
          setQuery({
            ...(f.name?.trim() ? { name: f.name.trim() } : {}),
            ...(f.keyword?.trim() ? { keyword: f.keyword.trim() } : {}),
            ...(f.status !== undefined ? { status: f.status } : {}),
            ...(f.departmentId ? { departmentId: f.departmentId } : {}),
            ...(f.audit ? { audit: true } : {}),
          });
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="name" label={t('processes.name')}>
          <Input allowClear maxLength={30} style={{ width: 160 }} data-testid="processes-filter-name" />
        </Form.Item>
        <Form.Item name="keyword" label={t('processes.keyword')}>
          <Input allowClear maxLength={50} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="status" label={t('processes.status')}>
          <Select
            allowClear
            style={{ width: 150 }}
            options={[0, 1, 2].map((s) => ({ value: s, label: t(`processes.status${s}`) }))}
          />
        </Form.Item>
        {view !== 'owner' && (
          <Form.Item name="departmentId" label={t('processes.department')}>
            <DepartmentSelect allowClear style={{ width: 180 }} />
          </Form.Item>
        )}
        {view === 'owner' && (
          <Form.Item name="audit" valuePropName="checked">
            <Checkbox data-testid="processes-filter-audit">{t('processes.audit')}</Checkbox>
          </Form.Item>
        )}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="processes-search">
            {t('common.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              setRound((r) => r + 1);
              setQuery({});
              setPage((p) => ({ ...p, page: 1 }));
            }}
          >
            {t('common.reset')}
          </Button>
        </Flex>
      </Form>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
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
          <Button
            icon={<DownloadOutlined />}
            onClick={() => setExporting(true)}
            data-testid="processes-export"
          >
            {t('common.export')}
          </Button>
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
      <Table<ProcessRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result?.records ?? []}
        loading={data.isFetching}
        scroll={{ x: 1800 }}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: result?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, size) => setPage({ page: size === page.size ? p : 1, size }),
        }}
      />
      <UploadDialog
        open={uploading !== null}
        processId={uploading?.processId}
        onClose={() => setUploading(null)}
        onUploaded={(r) => {
          actions.refresh();
          if (r.created) navigate(`/developer/process/edit?id=${r.process.id}`);
        }}
      />
      <ExportDialog
        open={exporting}
        onClose={() => setExporting(false)}
        onExport={async (format) =>
          saveBlob(
            await exportProcesses(view, { ...query, format }),
            `${t('processes.fileName')}-${dayjs().format('YYYYMMDD-HHmmss')}.${format}`,
          )
        }
      />
      {actions.dialogs}
    </Card>
  );
}

export const DeveloperProcessList = () => <ProcessListPage view="dev" />;
export const OwnerProcessList = () => <ProcessListPage view="owner" />;
export const ManagerProcessList = () => <ProcessListPage view="manager" />;
