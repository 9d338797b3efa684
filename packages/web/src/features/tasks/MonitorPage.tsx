import type { TaskRow } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTasks } from '../../api/tasks';
import { usePolling } from '../../app/live/useLive';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';
import { LiveNote } from '../../components/LiveNote';
import { fromPicker, pickerNow } from '../../components/time';
import { TaskDetailDrawer } from './TaskDetailDrawer';
import { duration, TaskStateTag } from './TaskStateTag';

const EVERY = 5000;

/** Running and waiting work, live: counts, then the running and pending tasks. */
export default function MonitorPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const wide = useWindowWidth() >= DRAWER_BELOW;
  // Today as the installation counts days (its zone), like the dashboards.
  const today = fromPicker(pickerNow().startOf('day'));
  const count = listTasks;
  const every = usePolling(EVERY);
  const running = useQuery({
    queryKey: ['tasks', 'monitor', 'running'],
    queryFn: () => count({ state: 'running', page: 1, size: 50 }),
    refetchInterval: every,
  });
  const pending = useQuery({
    queryKey: ['tasks', 'monitor', 'pending'],
    queryFn: () => count({ state: 'pending', page: 1, size: 50 }),
    refetchInterval: every,
  });
  const done = useQuery({
    queryKey: ['tasks', 'monitor', 'done', today],
    queryFn: () => count({ state: 'success', createdFrom: today, page: 1, size: 1 }),
    refetchInterval: every,
  });
  const failed = useQuery({
    queryKey: ['tasks', 'monitor', 'failed', today],
    queryFn: () => count({ state: 'failed', createdFrom: today, page: 1, size: 1 }),
    refetchInterval: every,
  });

  const columns = [
    { title: t('tasks.id'), dataIndex: 'id', width: 80 },
    { title: t('tasks.process'), dataIndex: 'processName', ellipsis: true },
    {
      title: t('tasks.state'),
      key: 'state',
      width: 130,
      render: (_: unknown, r: TaskRow) => <TaskStateTag task={r} />,
    },
    { title: t('tasks.robot'), dataIndex: 'robotName', width: 140, render: (v: string) => v || '-' },
    {
      title: t('tasks.progress'),
      dataIndex: 'progress',
      width: 90,
      render: (p: number | null) => (p === null ? '-' : `${p}%`),
    },
    { title: t('tasks.wait'), dataIndex: 'waitSeconds', width: 100, render: (s: number) => duration(t, s) },
    {
      title: t('tasks.runTime'),
      dataIndex: 'runSeconds',
      width: 100,
      render: (s: number | null) => duration(t, s),
    },
  ];
  const table = (rows: TaskRow[] | undefined) => (
    <Table<TaskRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows ?? []}
      pagination={false}
      scroll={{ x: 800 }}
      onRow={(r) => ({ onClick: () => setOpen(r.id), style: { cursor: 'pointer' } })}
      locale={{ emptyText: t('common.empty') }}
    />
  );
  return (
    <Card title={t('tasks.monitorTitle')} extra={wide && <LiveNote polling={t('tasks.autoRefresh')} />}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(
          [
            ['tasks.running', running.data?.total],
            ['tasks.pending', pending.data?.total],
            ['tasks.finishedToday', done.data?.total],
            ['tasks.failedToday', failed.data?.total],
          ] as const
        ).map(([label, value]) => (
          <Col xs={12} md={6} key={label}>
            <Card size="small">
              <Statistic title={t(label)} value={value ?? 0} />
            </Card>
          </Col>
        ))}
      </Row>
      <h4>{t('tasks.running')}</h4>
      {table(running.data?.records)}
      <h4 style={{ marginTop: 16 }}>{t('tasks.pending')}</h4>
      {table(pending.data?.records)}
      <TaskDetailDrawer taskId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
