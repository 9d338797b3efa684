import {
  type Lang,
  MAX_RECORDS,
  type PersonRef,
  PROCESS_STATUS_LABELS,
  type ProcessRow,
  type UserProcessRow,
} from '@rpa/contracts';
import { type Column, workbook } from '../../platform/xlsx';

/** Rows one export holds at most (console-core.md §9). */
export const EXPORT_LIMIT = MAX_RECORDS;

const bi = (lang: Lang, zh: string, en: string) => (lang === 'zh_CN' ? zh : en);
const person = (p: PersonRef | null) => (p ? `${p.realName} (${p.account})` : '');
const date = (iso: string | null) => (iso ? new Date(iso) : '');

function common(l: Lang): Column[] {
  return [
    { header: bi(l, '流程名称', 'Process'), key: 'name', width: 28 },
    { header: bi(l, '关键词', 'Keywords'), key: 'keywords', width: 24 },
    { header: bi(l, '简介', 'Introduction'), key: 'introduction', width: 36 },
    { header: bi(l, '开发者', 'Developer'), key: 'developer', width: 22 },
    { header: bi(l, '负责人', 'Owner'), key: 'owner', width: 22 },
    { header: bi(l, '调度次数', 'Dispatches'), key: 'dispatchCount', width: 12 },
    { header: bi(l, '最后运行', 'Last run'), key: 'lastRunAt', width: 22 },
  ];
}

/** The developer's, owner's and manager's process list as a workbook. */
export function processBook(l: Lang, rows: ProcessRow[]) {
  return workbook(
    bi(l, '流程', 'Processes'),
    [
      ...common(l),
      { header: bi(l, '状态', 'Status'), key: 'status', width: 14 },
      { header: bi(l, '最新版本', 'Latest version'), key: 'latestVersion', width: 14 },
      { header: bi(l, '发布版本', 'Published version'), key: 'releasedVersion', width: 16 },
      { header: bi(l, '版本数', 'Versions'), key: 'versionCount', width: 10 },
      { header: bi(l, '部门', 'Department'), key: 'departmentName', width: 20 },
      { header: bi(l, '使用人数', 'Users'), key: 'userCount', width: 10 },
      { header: bi(l, '更新时间', 'Updated'), key: 'updatedAt', width: 22 },
    ],
    rows.map((r) => ({
      ...r,
      developer: person(r.developer),
      owner: person(r.owner),
      status: PROCESS_STATUS_LABELS[r.status][l],
      latestVersion: r.latestVersion ?? '',
      releasedVersion: r.releasedVersion ?? '',
      lastRunAt: date(r.lastRunAt),
      updatedAt: date(r.updatedAt),
    })),
  );
}

/** The user's list of processes they may run, as a workbook. */
export function userProcessBook(l: Lang, rows: UserProcessRow[]) {
  return workbook(
    bi(l, '流程', 'Processes'),
    [...common(l), { header: bi(l, '运行版本', 'Version'), key: 'version', width: 14 }],
    rows.map((r) => ({
      ...r,
      developer: person(r.developer),
      owner: person(r.owner),
      lastRunAt: date(r.lastRunAt),
    })),
  );
}
