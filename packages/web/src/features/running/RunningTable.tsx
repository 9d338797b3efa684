import { type RunningRow, TASK_SOURCE_LABELS, toLang } from '@rpa/contracts';
import { Empty, Progress, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopTask, taskKeys } from '../../api/tasks';
import { RowActions, useConfirmAction } from '../../components/crud';
import { showTime } from '../../components/time';
import { duration, TaskStateTag } from '../tasks/TaskStateTag';

/** Re-renders every second, so run times count up between pushes. */
function useSecondTick(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const secondsSince = (iso: string | null, now: number) =>
  iso === null ? null : Math.max(0, Math.round((now - Date.parse(iso)) / 1000));

/** Runs in progress, each with its state, robot, who started it, time running and stop. */
export function RunningTable({
  view,
  rows,
  loading,
  onOpen,
}: {
  view: 'local' | 'studio';
  rows: RunningRow[] | undefined;
  loading: boolean;
  onOpen: (taskId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const now = useSecondTick();
  const ask = useConfirmAction([taskKeys.all]);
  const stop = (r: RunningRow) =>
    ask({
      title: t('tasks.stop'),
      content: t('running.stopConfirm', { id: r.id, process: r.processName, robot: r.robotName }),
      danger: true,
      okTestId: 'running-stop-ok',
      run: () => stopTask(r.id),
      success: t('tasks.stopping'),
    });
  const startedBy = (r: RunningRow) => {
    const who = r.operator?.realName ?? r.operatorName;
    const how = r.clientType ? t(`running.client_${r.clientType}`, { defaultValue: r.clientType }) : '';
    return who
      ? [who, how].filter(Boolean).join(' · ')
      : `${TASK_SOURCE_LABELS[r.source][lang]}${r.scheduleName ? ` · ${r.scheduleName}` : ''}`;
  };

  const columns: ColumnsType<RunningRow> = [
    { title: t('tasks.id'), dataIndex: 'id', width: 80 },
    {
      title: t('tasks.process'),
      key: 'process',
      width: 200,
      ellipsis: true,
      render: (_, r) => `${r.processName} · v${r.versionNumber}`,
    },
    {
      title: t('tasks.state'),
      key: 'state',
      width: 140,
      render: (_, r) => <TaskStateTag task={r} />,
    },
    { title: t('tasks.robot'), dataIndex: 'robotName', width: 140, ellipsis: true },
    // On the studio screen the caller started every run listed.
    ...(view === 'local'
      ? [
          {
            title: t('running.startedBy'),
            key: 'by',
            width: 160,
            ellipsis: true,
            render: (_: unknown, r: RunningRow) => startedBy(r),
          },
        ]
      : []),
    {
      title: t('running.started'),
      dataIndex: 'startedAt',
      width: 100,
      render: (v: string | null) => (v ? showTime(v, 'second').slice(-8) : t('running.starting')),
    },
    {
      title: t('tasks.runTime'),
      key: 'runTime',
      width: 100,
      render: (_, r) => duration(t, secondsSince(r.startedAt, now)),
    },
    {
      title: t('tasks.progress'),
      dataIndex: 'progress',
      width: 100,
      render: (p: number | null) => (p === null ? '-' : <Progress percent={p} size="small" />),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 130,
      render: (_, r) => (
        <RowActions
          actions={[
            {
              key: 'detail',
              label: t('tasks.detail'),
              onClick: () => onOpen(r.id),
              testId: `running-detail-${r.id}`,
            },
            {
              key: 'stop',
              label: t('tasks.stop'),
              danger: true,
              shown: r.canStop,
              onClick: () => stop(r),
              testId: `running-stop-${r.id}`,
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Table<RunningRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows ?? []}
      loading={loading}
      pagination={false}
      scroll={{ x: 1100 }}
      data-testid="running-table"
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`running.empty_${view}`)} />,
      }}
    />
  );
}
