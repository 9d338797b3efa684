import { type RangeInput, REPORT_GROUPS, type ReportGroup, type ReportRow } from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Segmented, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportReport, runReport } from '../../api/dashboards';
import { ExportButton } from '../../components/crud';
import { useButtons } from '../auth/buttons';
import { FieldFilter, type FieldFilterValue } from '../fields/FieldFilter';
import { RATE_COLOUR, RUNS_COLOUR, STATE_COLOURS } from '../tasks/stateColours';
import { Chart } from './Chart';
import { percent } from './parts';
import { RangeBar } from './RangeBar';
import { ready } from './range';

/**
 * Report center (`/report/center`): runs by process, robot, department or
 * day over a range, as a chart and a table, exported to a workbook. The
 * figures are those of the caller's run records.
 */
export default function ReportCenterPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const [range, setRange] = useState<RangeInput>({ quick: 'last30Days' });
  const [groupBy, setGroupBy] = useState<ReportGroup>('process');
  const [byField, setByField] = useState<FieldFilterValue>({});
  const data = useQuery({
    queryKey: ['report', range, groupBy, byField],
    queryFn: () => runReport({ ...range, groupBy, ...byField }),
    enabled: ready(range),
    placeholderData: keepPreviousData,
  });
  const rows = data.data?.rows ?? [];
  const name = (r: ReportRow) => r.name || t('dashboards.noRobot');

  const option = useMemo(() => {
    const shown = groupBy === 'day' ? rows : rows.slice(0, 15);
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: shown.map((r) => r.name || t('dashboards.noRobot')),
        axisLabel: { width: 100, overflow: 'truncate', rotate: groupBy === 'day' ? 0 : 20 },
      },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      ],
      series: [
        {
          name: t('dashboards.runs'),
          type: 'bar',
          barMaxWidth: 40,
          data: shown.map((r) => r.total),
          color: RUNS_COLOUR,
        },
        {
          name: t('dashboards.success'),
          type: 'bar',
          barMaxWidth: 40,
          data: shown.map((r) => r.success),
          color: STATE_COLOURS.success.chart,
        },
        {
          name: t('dashboards.successRate'),
          type: 'line',
          yAxisIndex: 1,
          data: shown.map((r) => (r.successRate === null ? null : Math.round(r.successRate * 1000) / 10)),
          color: RATE_COLOUR,
        },
      ],
    };
  }, [rows, groupBy, t]);

  return (
    <Card
      title={t('dashboards.reportTitle')}
      extra={
        allows('export') && (
          <ExportButton
            formats={['xlsx', 'csv']}
            fileName={t('dashboards.fileName')}
            run={(format, onProgress) => exportReport({ ...range, groupBy, ...byField, format }, onProgress)}
            testId="report-export"
          />
        )
      }
    >
      <Flex vertical gap={16}>
        <Flex wrap gap={12} justify="space-between" align="start">
          <RangeBar value={range} onChange={setRange} resolved={data.data?.range} />
          <Segmented<ReportGroup>
            value={groupBy}
            onChange={setGroupBy}
            data-testid="report-group"
            options={REPORT_GROUPS.map((g) => ({ value: g, label: t(`dashboards.by_${g}`) }))}
          />
        </Flex>
        <FieldFilter onChange={setByField} />
        {rows.length > 0 && <Chart option={option} height={320} testId="chart-report" />}
        <Table<ReportRow>
          size="small"
          rowKey="key"
          loading={data.isFetching && !data.data}
          dataSource={rows}
          data-testid="report-table"
          scroll={{ x: 720 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('dashboards.noRuns') }}
          columns={[
            {
              title: t(`dashboards.by_${groupBy}`),
              key: 'name',
              width: 200,
              fixed: 'left',
              ellipsis: true,
              render: (_, r) => name(r),
            },
            { title: t('dashboards.runs'), dataIndex: 'total', width: 100 },
            { title: t('dashboards.success'), dataIndex: 'success', width: 100 },
            { title: t('dashboards.abnormal'), dataIndex: 'abnormal', width: 100 },
            { title: t('tasks.state_cancelled'), dataIndex: 'cancelled', width: 100 },
            { title: t('dashboards.successRate'), dataIndex: 'successRate', width: 120, render: percent },
            {
              title: t('dashboards.avgRun'),
              dataIndex: 'avgSeconds',
              width: 140,
              render: (v: number | null) => (v === null ? '-' : t('dashboards.seconds', { n: v })),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
