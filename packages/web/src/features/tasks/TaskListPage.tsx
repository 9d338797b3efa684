import {
  canCancel,
  canStop,
  Identity,
  TASK_SOURCE_LABELS,
  TASK_SOURCES,
  type TaskListQuery,
  type TaskRow,
  TaskState,
  type TaskStateValue,
  tasksApi,
  toLang,
} from '@rpa/contracts';
import { DatePicker, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cancelTask, exportTasks, listTasks, stopTask, taskKeys } from '../../api/tasks';
import { usePolling } from '../../app/live/useLive';
import { useSession } from '../../app/session/store';
import { useNarrow } from '../../app/shell/useWidth';
import {
  ChoiceSelect,
  ExportButton,
  type ListColumn,
  ListPage,
  rowActionsColumn,
  TextFilter,
  useConfirmAction,
  useListQuery,
} from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { LiveNote } from '../../components/LiveNote';
import { fromPicker, showTime } from '../../components/time';
import { quickRanges } from '../../components/timeRanges';
import { useButtons } from '../auth/buttons';
import { BusinessFieldSelect } from '../fields/BusinessFieldSelect';
import { usePlayTogether } from '../videos/PlayTogether';
import { TaskDetailDrawer } from './TaskDetailDrawer';
import { duration, TaskStateTag } from './TaskStateTag';

type Kind = 'tasks' | 'records' | 'exceptions';
const ABNORMAL: TaskStateValue[] = ['failed', 'pendout', 'runout', 'stopped'];
/** How often an open task list asks again (only while the page is visible). */
const REFRESH_MS = 5000;

/** The filter form's values: the creation range as the picker holds it. */
type Filters = Omit<TaskListQuery, 'createdFrom' | 'createdTo'> & { range?: [Dayjs, Dayjs] };

function toQuery({ range, ...rest }: Filters): TaskListQuery {
  return range ? { ...rest, createdFrom: fromPicker(range[0]), createdTo: fromPicker(range[1]) } : rest;
}

/**
 * Task lists: the manager's task list, the run records of managers and
 * users, the developer's exception records (runs that ended badly). An
 * open list refreshes by itself, so new and finishing runs show up.
 */
export function TaskListPage({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const identity = useSession((s) => s.curIden);
  const manager = identity === Identity.MANAGER;
  const { allows } = useButtons();
  const wide = !useNarrow();
  const [open, setOpen] = useState<number | null>(null);
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

  const list = useListQuery<Filters, TaskRow>({
    keys: taskKeys,
    name: kind,
    fetch: ({ page, size, ...filters }) => {
      const query = toQuery(filters);
      return listTasks({
        ...query,
        ...(kind === 'exceptions' && !query.state ? { state: 'failed' } : {}),
        page,
        size,
      });
    },
    // Runs appear and move on their own (schedules, other people): pushed, or asked every 5 s while the push is down.
    refetchInterval: usePolling(REFRESH_MS),
  });
  const ask = useConfirmAction([taskKeys.all]);
  const together = usePlayTogether();

  // Managers need the list's buttons; users act on the tasks they started (the server checks).
  const mayCancel = (r: TaskRow) =>
    canCancel(r.state) && (manager ? allows('cancel') : kind !== 'exceptions');
  const mayStop = (r: TaskRow) => canStop(r.state) && (manager ? allows('stop') : kind !== 'exceptions');
  const confirm = (r: Pick<TaskRow, 'id'>, action: 'cancel' | 'stop') =>
    ask({
      title: t(`tasks.${action}`),
      content: t(action === 'cancel' ? 'tasks.cancelConfirm' : 'tasks.stopConfirm', { id: r.id }),
      danger: action === 'stop',
      run: () => (action === 'cancel' ? cancelTask(r.id) : stopTask(r.id)),
      success: action === 'cancel' ? t('tasks.cancelled') : t('tasks.stopping'),
    });

  const columns: ListColumn<TaskRow>[] = [
    { title: t('tasks.id'), dataIndex: 'id', width: 80, fixed: 'left' },
    {
      title: t('tasks.process'),
      dataIndex: 'processName',
      width: 200,
      ellipsis: true,
      filter: {
        input: (
          <TextFilter
            field={tasksApi.list.input.shape.processName}
            width={150}
            data-testid="tasks-filter-process"
          />
        ),
      },
    },
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
      filter: {
        name: 'state',
        input: <ChoiceSelect values={states} label={(s) => t(`tasks.state_${s}`)} width={130} />,
      },
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
      filter:
        identity !== Identity.USER
          ? {
              name: 'operator',
              input: <TextFilter field={tasksApi.list.input.shape.operator} width={120} />,
            }
          : undefined,
    },
    {
      title: t('tasks.source'),
      key: 'source',
      width: 150,
      ellipsis: true,
      render: (_, r) =>
        `${TASK_SOURCE_LABELS[r.source][lang]}${r.scheduleName ? ` · ${r.scheduleName}` : ''}`,
      filter: {
        name: 'source',
        input: <ChoiceSelect values={TASK_SOURCES} label={(s) => TASK_SOURCE_LABELS[s][lang]} width={110} />,
      },
    },
    {
      title: t('tasks.priority'),
      dataIndex: 'priority',
      width: 80,
      render: (p: string) => t(`tasks.priority_${p}`),
    },
    {
      title: t('tasks.department'),
      dataIndex: 'departmentName',
      width: 140,
      ellipsis: true,
      filter: manager
        ? { name: 'departmentId', input: <DepartmentSelect allowClear style={{ width: 170 }} /> }
        : undefined,
    },
    {
      title: t('tasks.created'),
      dataIndex: 'createdAt',
      width: 160,
      render: (v: string) => showTime(v, 'second'),
      filter: {
        name: 'range',
        label: t('tasks.timeRange'),
        input: <DatePicker.RangePicker showTime presets={quickRanges(t)} />,
      },
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
    rowActionsColumn(
      t,
      170,
      (r) => [
        {
          key: 'detail',
          label: t('tasks.detail'),
          onClick: () => setOpen(r.id),
          testId: `task-detail-${r.id}`,
        },
        {
          key: 'cancel',
          label: t('tasks.cancel'),
          shown: mayCancel(r),
          onClick: () => confirm(r, 'cancel'),
          testId: `task-cancel-${r.id}`,
        },
        {
          key: 'stop',
          label: t('tasks.stop'),
          danger: true,
          shown: mayStop(r),
          onClick: () => confirm(r, 'stop'),
          testId: `task-stop-${r.id}`,
        },
      ],
      { inline: 3 },
    ),
  ];

  const title = {
    tasks: t('tasks.title'),
    records: t('tasks.recordsTitle'),
    exceptions: t('tasks.exceptionTitle'),
  }[kind];
  return (
    <ListPage<TaskRow, Filters>
      title={title}
      extra={wide && <LiveNote polling={t('tasks.autoRefresh')} />}
      list={list}
      columns={columns}
      filters={[
        {
          name: 'fieldId',
          label: t('fields.businessField'),
          input: <BusinessFieldSelect style={{ width: 200 }} data-testid="tasks-filter-field" />,
          more: true,
        },
        {
          name: 'fieldValue',
          label: t('fields.businessValue'),
          input: (
            <TextFilter
              field={tasksApi.list.input.shape.fieldValue}
              width={180}
              placeholder={t('fields.valuePlaceholder')}
              data-testid="tasks-filter-field-value"
            />
          ),
          more: true,
        },
      ]}
      scrollX={1900}
      testId="tasks"
      rowSelection={kind === 'records' ? together.rowSelection : undefined}
      toolbar={
        kind === 'records' ? (
          together.button
        ) : kind === 'tasks' && manager && allows('export') ? (
          <ExportButton
            formats={['xlsx', 'csv']}
            title={t('tasks.exportTitle')}
            fileName={t('tasks.fileName')}
            run={(format, onProgress) => exportTasks({ ...toQuery(list.filters), format }, onProgress)}
            testId="tasks-export"
          />
        ) : null
      }
    >
      <TaskDetailDrawer
        taskId={open}
        onClose={close}
        onCancel={(d) => confirm(d, 'cancel')}
        onStop={(d) => confirm(d, 'stop')}
        canShare={kind === 'records' && allows('share')}
      />
    </ListPage>
  );
}

export const ManagerTaskList = () => <TaskListPage kind="tasks" />;
export const RunRecords = () => <TaskListPage kind="records" />;
export const ExceptionRecords = () => <TaskListPage kind="exceptions" />;
