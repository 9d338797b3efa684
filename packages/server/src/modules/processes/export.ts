import { type Bilingual, PROCESS_STATUS_LABELS, type ProcessRow, type UserProcessRow } from '@rpa/contracts';
import {
  dateColumn,
  defineExport,
  labelColumn,
  nullableColumn,
  type SheetColumn,
} from '../../platform/xlsx/define';
import { departmentColumn } from '../departments';

/** A column naming a person as "Real Name (account)", blank for nobody. */
const personColumn = (
  header: Bilingual,
  key: 'developer' | 'owner',
): SheetColumn<ProcessRow | UserProcessRow> => ({
  header,
  key,
  width: 22,
  value: (r) => {
    const p = r[key];
    return p ? `${p.realName} (${p.account})` : '';
  },
});

const SHEET = { zh_CN: '流程', en_US: 'Processes' };

/** The columns every process list has, the user's included. */
const common: SheetColumn<ProcessRow | UserProcessRow>[] = [
  { header: { zh_CN: '流程名称', en_US: 'Process' }, key: 'name', width: 28 },
  { header: { zh_CN: '关键词', en_US: 'Keywords' }, key: 'keywords', width: 24 },
  { header: { zh_CN: '简介', en_US: 'Introduction' }, key: 'introduction', width: 36 },
  personColumn({ zh_CN: '开发者', en_US: 'Developer' }, 'developer'),
  personColumn({ zh_CN: '负责人', en_US: 'Owner' }, 'owner'),
  { header: { zh_CN: '调度次数', en_US: 'Dispatches' }, key: 'dispatchCount', width: 12 },
  dateColumn({ zh_CN: '最后运行', en_US: 'Last run' }, 'lastRunAt'),
];

/** The developer's, owner's and manager's process list as a file. */
export const processExport = defineExport<ProcessRow>(SHEET, [
  ...common,
  labelColumn({ zh_CN: '状态', en_US: 'Status' }, 'status', 14, PROCESS_STATUS_LABELS),
  nullableColumn({ zh_CN: '最新版本', en_US: 'Latest version' }, 'latestVersion', 14),
  nullableColumn({ zh_CN: '发布版本', en_US: 'Published version' }, 'releasedVersion', 16),
  { header: { zh_CN: '版本数', en_US: 'Versions' }, key: 'versionCount', width: 10 },
  departmentColumn(),
  { header: { zh_CN: '使用人数', en_US: 'Users' }, key: 'userCount', width: 10 },
  dateColumn({ zh_CN: '更新时间', en_US: 'Updated' }, 'updatedAt'),
]);

/** The user's list of processes they may run, as a file. */
export const userProcessExport = defineExport<UserProcessRow>(SHEET, [
  ...common,
  { header: { zh_CN: '运行版本', en_US: 'Version' }, key: 'version', width: 14 },
]);
