import type { Bilingual, ReportGroup, ReportRow } from '@rpa/contracts';
import { defineExport, nullableColumn } from '../../platform/xlsx/define';

const GROUP_HEADERS: Record<ReportGroup, Bilingual> = {
  process: { zh_CN: '流程', en_US: 'Process' },
  robot: { zh_CN: '机器人', en_US: 'Robot' },
  department: { zh_CN: '部门', en_US: 'Department' },
  day: { zh_CN: '日期', en_US: 'Day' },
};

/** The run report as a file; its first column is what the runs are grouped by. */
export function reportExport(groupBy: ReportGroup) {
  return defineExport<ReportRow>({ zh_CN: '运行报表', en_US: 'Run report' }, [
    {
      header: GROUP_HEADERS[groupBy],
      key: 'name',
      width: 28,
      value: (r, l) => r.name || { zh_CN: '（未分配机器人）', en_US: '(no robot)' }[l],
    },
    { header: { zh_CN: '运行次数', en_US: 'Runs' }, key: 'total', width: 12 },
    { header: { zh_CN: '成功', en_US: 'Succeeded' }, key: 'success', width: 12 },
    { header: { zh_CN: '异常', en_US: 'Abnormal' }, key: 'abnormal', width: 12 },
    { header: { zh_CN: '已取消', en_US: 'Cancelled' }, key: 'cancelled', width: 12 },
    {
      header: { zh_CN: '成功率', en_US: 'Success rate' },
      key: 'rate',
      width: 14,
      value: (r) => (r.successRate === null ? '' : `${(r.successRate * 100).toFixed(1)}%`),
    },
    nullableColumn({ zh_CN: '平均运行时长（秒）', en_US: 'Average run (s)' }, 'avgSeconds', 18),
  ]);
}
