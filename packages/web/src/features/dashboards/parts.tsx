import type { DayRuns, RankedRow, RunStats, TaskBrief, TaskStateValue } from '@rpa/contracts';
import { Card, Col, Empty, Row, Statistic, Table } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showTime } from '../../components/time';
import { ABNORMAL_COLOUR, RUNS_COLOUR, STATE_COLOURS } from '../tasks/stateColours';
import { TaskStateTag } from '../tasks/TaskStateTag';
import { Chart } from './Chart';

export const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);

/** One figure of a dashboard: `figure-<key>` is its value's test id. */
export interface Figure {
  key: string;
  title: ReactNode;
  value: ReactNode;
}

/** A row of figures, two across on a phone. */
export function Figures({ items }: { items: Figure[] }) {
  return (
    <Row gutter={[16, 16]}>
      {items.map((i) => (
        <Col key={i.key} xs={12} md={8} xl={{ flex: '1 1 0' }}>
          <Card size="small">
            <Statistic
              title={i.title}
              value={i.value as string | number}
              valueRender={() => <span data-testid={`figure-${i.key}`}>{i.value}</span>}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The run figures every dashboard shows: runs, successes, abnormal, success rate. */
export function runFigures(t: (k: string) => string, runs: RunStats) {
  return [
    { key: 'runs', title: t('dashboards.runs'), value: runs.total },
    { key: 'success', title: t('dashboards.success'), value: runs.byState.success },
    { key: 'abnormal', title: t('dashboards.abnormal'), value: runs.abnormal },
    { key: 'rate', title: t('dashboards.successRate'), value: percent(runs.successRate) },
  ];
}

/** Runs per day: successes and abnormal runs stacked under the total. */
export function RunsPerDay({ days }: { days: DayRuns[] }) {
  const { t } = useTranslation();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: days.map((d) => d.day) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: t('dashboards.success'),
          type: 'bar',
          stack: 'runs',
          barMaxWidth: 48,
          data: days.map((d) => d.success),
          color: STATE_COLOURS.success.chart,
        },
        {
          name: t('dashboards.abnormal'),
          type: 'bar',
          stack: 'runs',
          barMaxWidth: 48,
          data: days.map((d) => d.abnormal),
          color: ABNORMAL_COLOUR,
        },
        {
          name: t('dashboards.other'),
          type: 'bar',
          stack: 'runs',
          barMaxWidth: 48,
          data: days.map((d) => d.total - d.success - d.abnormal),
          color: STATE_COLOURS.stopped.chart,
        },
      ],
    }),
    [days, t],
  );
  if (!days.length) return <Empty description={t('dashboards.noRuns')} />;
  return <Chart option={option} testId="chart-per-day" />;
}

/** Runs by state as a ring. */
export function StateRing({ runs }: { runs: RunStats }) {
  const { t } = useTranslation();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          data: Object.entries(runs.byState)
            .filter(([, n]) => n > 0)
            .map(([state, n]) => ({
              name: t(`tasks.state_${state}`),
              value: n,
              itemStyle: { color: STATE_COLOURS[state as TaskStateValue]?.chart },
            })),
        },
      ],
    }),
    [runs, t],
  );
  if (!runs.total) return <Empty description={t('dashboards.noRuns')} />;
  return <Chart option={option} testId="chart-states" />;
}

/** The processes or robots with the most runs, as horizontal bars. */
export function Ranking({ rows, testId }: { rows: RankedRow[]; testId: string }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const top = [...rows].reverse();
    return {
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        data: top.map((r) => r.name),
        axisLabel: { width: 140, overflow: 'truncate' },
      },
      series: [
        {
          name: t('dashboards.runs'),
          type: 'bar',
          barMaxWidth: 28,
          data: top.map((r) => r.runs),
          color: RUNS_COLOUR,
        },
      ],
    };
  }, [rows, t]);
  if (!rows.length) return <Empty description={t('dashboards.noRuns')} />;
  return <Chart option={option} height={Math.max(160, rows.length * 40)} testId={testId} />;
}

/** A short list of runs: process, version, robot, state, time. */
export function TaskBriefTable({ rows, testId }: { rows: TaskBrief[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table<TaskBrief>
      size="small"
      rowKey="id"
      data-testid={testId}
      dataSource={rows}
      pagination={false}
      // The process takes what is left, at least 180 px; robot, state and time keep theirs.
      scroll={{ x: 700 }}
      locale={{ emptyText: t('dashboards.noRuns') }}
      columns={[
        { title: t('dashboards.process'), dataIndex: 'processName', ellipsis: true },
        { title: t('dashboards.version'), dataIndex: 'versionNumber', width: 80 },
        {
          title: t('dashboards.robot'),
          dataIndex: 'robotName',
          width: 160,
          ellipsis: true,
          render: (v) => v || '-',
        },
        {
          title: t('dashboards.state'),
          dataIndex: 'state',
          width: 120,
          render: (_, r) => <TaskStateTag task={{ id: r.id, state: r.state, stopSubmitted: false }} />,
        },
        {
          title: t('dashboards.createdAt'),
          dataIndex: 'createdAt',
          width: 160,
          render: (v: string) => showTime(v, 'second'),
        },
      ]}
    />
  );
}
