import { filesApi, forwardRulesApi, type InputOf } from '@rpa/contracts';
import { queryKeys } from '../components/crud/keys';
import { call } from './call';
import type { CallOptions } from './request';

/** Forwarding and receiving rules of the file screen (docs/api.md, "Forwarding and receiving rules"). */
export const forwardRuleKeys = queryKeys('forwardRules');

export interface ForwardRuleQuery {
  /** Part of the name. */
  name?: string;
}

type Paging = { page: number; size: number };

export const listForwardRules = (q: ForwardRuleQuery & Paging) => call(forwardRulesApi.list, q);
export const forwardReceivers = () => call(forwardRulesApi.receivers);
/** The processes a rule may take files from or give them to: those whose documents the caller sees. */
export const forwardProcesses = () => call(filesApi.processes);
export const addForwardRule = (body: InputOf<typeof forwardRulesApi.add>, opts?: CallOptions) =>
  call(forwardRulesApi.add, body, opts);
export const modifyForwardRule = (body: InputOf<typeof forwardRulesApi.modify>, opts?: CallOptions) =>
  call(forwardRulesApi.modify, body, opts);
export const deleteForwardRules = (ids: number[]) => call(forwardRulesApi.remove, { ids });
export const forwardHistory = (q: { ruleId: number } & Paging) => call(forwardRulesApi.history, q);
