import {
  type Bilingual,
  type PriorityValue,
  TASK_SOURCE_LABELS,
  type TaskRow,
  type TaskStateValue,
} from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { dateColumn, defineExport, labelColumn } from '../../platform/xlsx/define';
import { departmentColumn } from '../departments';
import { fieldValuesOf } from '../fields';

const STATES: Record<TaskStateValue, Bilingual> = {
  pending: { zh_CN: '等待中', en_US: 'Pending' },
  running: { zh_CN: '运行中', en_US: 'Running' },
  success: { zh_CN: '成功', en_US: 'Success' },
  failed: { zh_CN: '失败', en_US: 'Failed' },
  stopping: { zh_CN: '停止中', en_US: 'Stopping' },
  stopped: { zh_CN: '已停止', en_US: 'Stopped' },
  pendout: { zh_CN: '等待超时', en_US: 'Wait timeout' },
  runout: { zh_CN: '运行超时', en_US: 'Run timeout' },
  cancelled: { zh_CN: '已取消', en_US: 'Cancelled' },
};
const PRIORITIES: Record<PriorityValue, Bilingual> = {
  urgent: { zh_CN: '紧急', en_US: 'Urgent' },
  normal: { zh_CN: '普通', en_US: 'Normal' },
  low: { zh_CN: '低', en_US: 'Low' },
};

/** A task row with the business values its run reported, as one cell. */
type ExportedTask = TaskRow & { businessFields: string };

/** The rows with their business values (passwords masked): "name: value; …". */
export async function withFieldValues(db: Db, rows: TaskRow[]): Promise<ExportedTask[]> {
  const values = await fieldValuesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    businessFields: (values.get(r.id) ?? []).map((v) => `${v.name}: ${v.value}`).join('; '),
  }));
}

/** The manager's task list as a file, headed and worded in the caller's language. */
export const taskExport = defineExport<ExportedTask>({ zh_CN: '任务', en_US: 'Tasks' }, [
  { header: { zh_CN: '任务', en_US: 'Task' }, key: 'id', width: 10 },
  { header: { zh_CN: '流程', en_US: 'Process' }, key: 'processName', width: 28 },
  { header: { zh_CN: '版本', en_US: 'Version' }, key: 'versionNumber', width: 12 },
  labelColumn({ zh_CN: '状态', en_US: 'State' }, 'state', 12, STATES),
  labelColumn({ zh_CN: '优先级', en_US: 'Priority' }, 'priority', 10, PRIORITIES),
  labelColumn({ zh_CN: '来源', en_US: 'Source' }, 'source', 10, TASK_SOURCE_LABELS),
  {
    header: { zh_CN: '操作人', en_US: 'Operator' },
    key: 'operator',
    width: 22,
    value: (r) => (r.operator ? `${r.operator.realName} (${r.operator.account})` : r.operatorName),
  },
  { header: { zh_CN: '机器人', en_US: 'Robot' }, key: 'robotName', width: 20 },
  departmentColumn(),
  dateColumn({ zh_CN: '创建时间', en_US: 'Created' }, 'createdAt'),
  dateColumn({ zh_CN: '开始时间', en_US: 'Started' }, 'startedAt'),
  dateColumn({ zh_CN: '结束时间', en_US: 'Finished' }, 'finishedAt'),
  { header: { zh_CN: '错误', en_US: 'Error' }, key: 'error', width: 36 },
  { header: { zh_CN: '业务字段', en_US: 'Business fields' }, key: 'businessFields', width: 40 },
]);
