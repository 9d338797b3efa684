import {
  IDENTITIES,
  OPLOG_ACTIONS,
  OPLOG_MODULES,
  OPLOG_RESULTS,
  type OperationActionValue,
  oplogDescription,
} from '@rpa/contracts';
import { defineExport } from '../../platform/xlsx/define';
import { IDENTITY_NAMES } from '../menus';

/** An operation log row as the export reads it. */
export interface LoggedRow {
  at: Date;
  userName: string;
  module: string;
  ip: string;
  identity: number | null;
  action: string;
  result: string;
  description: string;
  descriptionKey?: string | null;
  descriptionParams?: Record<string, string | number> | null;
}

/** The operation log as a file: modules, identities, actions, results and descriptions in the caller's language. */
export const oplogExport = defineExport<LoggedRow>({ zh_CN: '操作日志', en_US: 'Operation log' }, [
  { header: { zh_CN: '操作时间', en_US: 'Time' }, key: 'at', width: 22 },
  { header: { zh_CN: '用户名', en_US: 'User' }, key: 'userName', width: 18 },
  {
    header: { zh_CN: '业务模块', en_US: 'Module' },
    key: 'module',
    width: 16,
    value: (r, l) => OPLOG_MODULES[r.module as keyof typeof OPLOG_MODULES]?.[l] ?? r.module,
  },
  { header: { zh_CN: '操作 IP', en_US: 'IP' }, key: 'ip', width: 18 },
  {
    header: { zh_CN: '身份', en_US: 'Identity' },
    key: 'identity',
    width: 12,
    value: (r, l) => {
      const identity = IDENTITIES.find((i) => i === r.identity);
      return identity ? IDENTITY_NAMES[identity][l] : '';
    },
  },
  {
    header: { zh_CN: '操作类型', en_US: 'Action' },
    key: 'action',
    width: 12,
    value: (r, l) => OPLOG_ACTIONS[r.action as OperationActionValue]?.[l] ?? r.action,
  },
  {
    header: { zh_CN: '操作结果', en_US: 'Result' },
    key: 'result',
    width: 10,
    value: (r, l) => OPLOG_RESULTS[r.result as 'success' | 'fail']?.[l] ?? r.result,
  },
  {
    header: { zh_CN: '操作描述', en_US: 'Description' },
    key: 'description',
    width: 48,
    value: (r, l) =>
      oplogDescription(
        {
          description: r.description,
          descriptionKey: r.descriptionKey ?? undefined,
          descriptionParams: r.descriptionParams ?? undefined,
        },
        l,
      ),
  },
]);
