import { VARIABLE_ACCESS_LABELS, type VariableAccessRow } from '@rpa/contracts';
import { dateColumn, defineExport, labelColumn, nullableColumn } from '../../platform/xlsx/define';

/** A variable's access records as a file: never a value. */
export const accessExport = defineExport<VariableAccessRow>(
  { zh_CN: '变量访问记录', en_US: 'Variable access records' },
  [
    { header: { zh_CN: '变量', en_US: 'Variable' }, key: 'variableName', width: 24 },
    labelColumn({ zh_CN: '操作', en_US: 'Action' }, 'action', 10, VARIABLE_ACCESS_LABELS),
    { header: { zh_CN: '机器人', en_US: 'Robot' }, key: 'robotsNo', width: 20 },
    { header: { zh_CN: '流程', en_US: 'Process' }, key: 'processName', width: 24 },
    nullableColumn({ zh_CN: '任务编号', en_US: 'Task number' }, 'taskId', 12),
    dateColumn({ zh_CN: '时间', en_US: 'Time' }, 'at'),
  ],
);
