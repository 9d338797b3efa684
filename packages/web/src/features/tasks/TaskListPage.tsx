import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  canCancel,
  canStop,
  Identity,
  MAX_RECORDS,
  type TaskListQuery,
  type TaskRow,
  TaskState,
  type TaskStateValue,
} from '@rpa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequestError } from '../../api/request';
import { cancelTask, exportTasks, listTasks, stopTask } from '../../api/tasks';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/store';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { quickRanges, saveBlob } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { ExportDialog } from '../processes/dialogs/SmallDialogs';
import { TaskDetailDrawer } from './TaskDetailDrawer';
import { duration, TaskStateTag } from './TaskStateTag';

type Kind = 'tasks' | 'records' | 'exceptions';
const ABNORMAL: TaskStateValue[] = ['failed', 'pendout', 'runout', 'stopped'];
/** How often an open task list asks again (only while the page is visible). */
const REFRESH_MS = 5000;

interface Filters {
  processName?: string;
  operator?: string;
  state?: TaskStateValue;
  source?: 'manual' | 'schedule';
  departmentId?: number;
  range?: [Dayjs, Dayjs];
}

/**
 * Task lists: the manager's task list, the run records of managers and
 * users, the developer's exception records (runs that ended badly). An
 * open list refreshes by itself, so new and finishing runs show up.
 */
export function TaskListPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const identity = useSession((s) => s.curIden);
  const manager = identity === Identity.MANAGER;
  const { allows } = useButtons();
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const wide = !narrow;
  const [form] = Form.useForm<Filters>();
  const [query, setQuery] = useState<TaskListQuery>({});
  // Each Search is a round of its own, so it asks again even with the filters unchanged.
  const [round, setRound] = useState(0);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [open, setOpen] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  // `?taskId=` (a message about the run) opens its detail.
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('taskId'));
  useEffect(() => {
    if (Number.isInteger(linked) && linked > 0) setOpen(linked);
  }, [linked]);
  const close = () => {
    setOpen(null);
    if (params.has('taskId')) setParams({}, { replace: true });
  };
  const states = kind === 'exceptions' ? ABNORMAL : [...TaskState];

  const data = useQuery({
    queryKey: ['tasks', kind, query, page, round],
    queryFn: () =>
      listTasks({ ...query, ...(kind === 'exceptions' && !query.state ? { state: 'failed' } : {}), ...page }),
    placeholderData: keepPreviousData,
    // Runs appear and move on their own (schedules, other people): the open list asks every 5 s while visible.
    refetchInterval: REFRESH_MS,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['tasks'] });

  // Managers need the list's buttons; users act on the tasks they started (the server checks).
  const mayCancel = (r: TaskRow) =>
    canCancel(r.state) && (manager ? allows('cancel') : kind !== 'exceptions');
  const mayStop = (r: TaskRow) => canStop(r.state) && (manager ? allows('stop') : kind !== 'exceptions');
  const confirm = (r: Pick<TaskRow, 'id'>, action: 'cancel' | 'stop') =>
    modal.confirm({
      title: t(`tasks.${action}`),
      content: t(action === 'cancel' ? 'tasks.cancelConfirm' : 'tasks.stopConfirm', { id: r.id }),
      okButtonProps: { danger: action === 'stop' },
      onOk: async () => {
        try {
          await (action === 'cancel' ? cancelTask(r.id) : stopTask(r.id));
          notify.success(action === 'cancel' ? t('tasks.cancelled') : t('tasks.stopping'));
          refresh();
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
    });

  const columns: ColumnsType<TaskRow> = [
    { title: t('tasks.id'), dataIndex: 'id', width: 80, fixed: narrow ? undefined : 'left' },
    { title: t('tasks.process'), dataIndex: 'processName', width: 200, ellipsis: true },
    { title: t('tasks.version'), dataIndex: 'versionNumber', width: 90 },
    {
      title: t('tasks.state'),
      key: 'state',
      width: 170,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <TaskStateTag task={r} />
          {r.state === 'pending' && r.hint && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`tasks.hint_${r.hint}`)}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('tasks.robot'),
      dataIndex: 'robotName',
      width: 140,
      ellipsis: true,
      render: (v: string) => v || '-',
    },
    {
      title: t('tasks.operator'),
      key: 'operator',
      width: 110,
      render: (_, r) => r.operator?.realName ?? (r.operatorName || '-'),
    },
    {
      title: t('tasks.source'),
      key: 'source',
      width: 150,
      ellipsis: true,
      render: (_, r) => `${t(`tasks.source_${r.source}`)}${r.scheduleName ? ` · ${r.scheduleName}` : ''}`,
    },
    {
      title: t('tasks.priority'),
      dataIndex: 'priority',
      width: 80,
      render: (p: string) => t(`tasks.priority_${p}`),
    },
    { title: t('tasks.department'), dataIndex: 'departmentName', width: 140, ellipsis: true },
    {
      title: t('tasks.created'),
      dataIndex: 'createdAt',
      width: 160,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('tasks.wait'), dataIndex: 'waitSeconds', width: 100, render: (s: number) => duration(t, s) },
    {
      title: t('tasks.runTime'),
      dataIndex: 'runSeconds',
      width: 100,
      render: (s: number | null) => duration(t, s),
    },
    { title: t('tasks.logs'), dataIndex: 'logCount', width: 70 },
    { title: t('tasks.files'), dataIndex: 'fileCount', width: 70 },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      fixed: narrow ? undefined : 'right',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen(r.id)} data-testid={`task-detail-${r.id}`}>
            {t('tasks.detail')}
          </Button>
          {mayCancel(r) && (
            <Button
              type="link"
              size="small"
              onClick={() => confirm(r, 'cancel')}
              data-testid={`task-cancel-${r.id}`}
            >
              {t('tasks.cancel')}
            </Button>
          )}
          {mayStop(r) && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirm(r, 'stop')}
              data-testid={`task-stop-${r.id}`}
            >
              {t('tasks.stop')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const title = {
    tasks: t('tasks.title'),
    records: t('tasks.recordsTitle'),
    exceptions: t('tasks.exceptionTitle'),
  }[kind];
  const result = data.data;
  return (
    <Card
      title={title}
      extra={wide && <Typography.Text type="secondary">{t('tasks.autoRefresh')}</Typography.Text>}
    >
      <Form
        form={form}
        layout="inline"
        style={{ rowGap: 12, marginBottom: 16 }}
        onFinish={(f) => {
          setRound((r) => r + 1);
          setQuery({
            ...(f.processName?.trim() ? { processName: f.processName.trim() } : {}),
            ...(f.operator?.trim() ? { operator: f.operator.trim() } : {}),
            ...(f.state ? { state: f.state } : {}),
            ...(f.source ? { source: f.source } : {}),
            ...(f.departmentId ? { departmentId: f.departmentId } : {}),
            ...(f.range
              ? { createdFrom: f.range[0].toISOString(), createdTo: f.range[1].toISOString() }
              : {}),
          });
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="processName" label={t('tasks.process')}>
          <Input allowClear maxLength={30} style={{ width: 150 }} data-testid="tasks-filter-process" />
        </Form.Item>
        {identity !== Identity.USER && (
          <Form.Item name="operator" label={t('tasks.operator')}>
            <Input allowClear maxLength={50} style={{ width: 120 }} />
          </Form.Item>
        )}
        <Form.Item name="state" label={t('tasks.state')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={states.map((s) => ({ value: s, label: t(`tasks.state_${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="source" label={t('tasks.source')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={(['manual', 'schedule'] as const).map((s) => ({
              value: s,
              label: t(`tasks.source_${s}`),
            }))}
          />
        </Form.Item>
        {manager && (
          <Form.Item name="departmentId" label={t('tasks.department')}>
            <DepartmentSelect allowClear style={{ width: 170 }} />
          </Form.Item>
        )}
        <Form.Item name="range" label={t('tasks.timeRange')}>
          <DatePicker.RangePicker showTime presets={quickRanges(t, dayjs())} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="tasks-search">
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
          {kind === 'tasks' && manager && allows('export') && (
            <Button icon={<DownloadOutlined />} onClick={() => setExporting(true)} data-testid="tasks-export">
              {t('common.export')}
            </Button>
          )}
        </Flex>
      </Form>
      {result?.capped && (
        <Alert
          type="info"
          showIcon
          title={t('common.capped', { max: MAX_RECORDS })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<TaskRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result?.records ?? []}
        loading={data.isFetching && !result}
        scroll={{ x: 1900 }}
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
      <ExportDialog
        open={exporting}
        onClose={() => setExporting(false)}
        onExport={async (format) =>
          saveBlob(
            await exportTasks({ ...query, format }),
            `${t('tasks.fileName')}-${dayjs().format('YYYYMMDD-HHmmss')}.${format}`,
          )
        }
      />
      <TaskDetailDrawer
        taskId={open}
        onClose={close}
        onCancel={(d) => confirm(d, 'cancel')}
        onStop={(d) => confirm(d, 'stop')}
        canShare={kind === 'records' && allows('share')}
      />
    </Card>
  );
}

export const ManagerTaskList = () => <TaskListPage kind="tasks" />;
export const RunRecords = () => <TaskListPage kind="records" />;
export const ExceptionRecords = () => <TaskListPage kind="exceptions" />;
