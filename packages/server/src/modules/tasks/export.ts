import {
  type Lang,
  MAX_RECORDS,
  type PriorityValue,
  type TaskRow,
  type TaskStateValue,
} from '@rpa/contracts';
import { workbook } from '../../platform/xlsx';

/** Rows one export holds at most (console-core.md §9). */
export const EXPORT_LIMIT = MAX_RECORDS;

const bi = (l: Lang, zh: string, en: string) => (l === 'zh_CN' ? zh : en);

const STATES: Record<TaskStateValue, [string, string]> = {
  pending: ['等待中', 'Pending'],
  running: ['运行中', 'Running'],
  success: ['成功', 'Success'],
  failed: ['失败', 'Failed'],
  stopping: ['停止中', 'Stopping'],
  stopped: ['已停止', 'Stopped'],
  pendout: ['等待超时', 'Wait timeout'],
  runout: ['运行超时', 'Run timeout'],
  cancelled: ['已取消', 'Cancelled'],
};
const PRIORITIES: Record<PriorityValue, [string, string]> = {
  urgent: ['紧急', 'Urgent'],
  normal: ['普通', 'Normal'],
  low: ['低', 'Low'],
};
const date = (iso: string | null) => (iso ? new Date(iso) : '');

/** The manager's task list as a workbook, headed and worded in the caller's language. */
export function taskBook(l: Lang, rows: TaskRow[]) {
  const pick = (pair: [string, string]) => bi(l, pair[0], pair[1]);
  return workbook(
    bi(l, '任务', 'Tasks'),
    [
      { header: bi(l, '任务', 'Task'), key: 'id', width: 10 },
      { header: bi(l, '流程', 'Process'), key: 'processName', width: 28 },
      { header: bi(l, '版本', 'Version'), key: 'versionNumber', width: 12 },
      { header: bi(l, '状态', 'State'), key: 'state', width: 12 },
      { header: bi(l, '优先级', 'Priority'), key: 'priority', width: 10 },
      { header: bi(l, '来源', 'Source'), key: 'source', width: 10 },
      { header: bi(l, '操作人', 'Operator'), key: 'operator', width: 22 },
      { header: bi(l, '机器人', 'Robot'), key: 'robotName', width: 20 },
      { header: bi(l, '部门', 'Department'), key: 'departmentName', width: 20 },
      { header: bi(l, '创建时间', 'Created'), key: 'createdAt', width: 22 },
      { header: bi(l, '开始时间', 'Started'), key: 'startedAt', width: 22 },
      { header: bi(l, '结束时间', 'Finished'), key: 'finishedAt', width: 22 },
      { header: bi(l, '错误', 'Error'), key: 'error', width: 36 },
    ],
    rows.map((r) => ({
      ...r,
      state: pick(STATES[r.state]),
      priority: pick(PRIORITIES[r.priority]),
      source: r.source === 'schedule' ? bi(l, '调度', 'Schedule') : bi(l, '手动', 'Manual'),
      operator: r.operator ? `${r.operator.realName} (${r.operator.account})` : r.operatorName,
      createdAt: date(r.createdAt),
      startedAt: date(r.startedAt),
      finishedAt: date(r.finishedAt),
    })),
  );
}
