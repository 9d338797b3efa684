import type { ForwardRuleRow } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { forwardProcesses, forwardReceivers, forwardRuleKeys } from '../../../api/forwardRules';

export interface Choice {
  value: number;
  label: string;
}

/** A user as the rule shows them: the name, then the account that tells namesakes apart. */
export const userLabel = (u: { account: string; realName: string }) =>
  u.realName ? `${u.realName} (${u.account})` : u.account;

/** Options with the rule's own choices kept, so an edited rule never shows a bare id. */
function withKept(options: Choice[], kept: Choice[]): Choice[] {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...kept.filter((k) => !known.has(k.value))];
}

/** The users and processes a rule may name, fetched while its form is open. */
export function useRuleChoices(open: boolean, rule: ForwardRuleRow | null) {
  const users = useQuery({
    queryKey: [...forwardRuleKeys.all, 'receivers'],
    queryFn: forwardReceivers,
    enabled: open,
  });
  const processes = useQuery({
    queryKey: [...forwardRuleKeys.all, 'processes'],
    queryFn: forwardProcesses,
    enabled: open,
  });
  const keptProcesses: Choice[] = rule
    ? [
        ...(rule.sourceProcessId ? [{ value: rule.sourceProcessId, label: rule.sourceProcessName }] : []),
        ...rule.receiverProcesses.map((p) => ({ value: p.id, label: p.name })),
      ]
    : [];
  return {
    users: withKept(
      (users.data ?? []).map((u) => ({ value: u.id, label: userLabel(u) })),
      (rule?.receiverUsers ?? []).map((u) => ({ value: u.id, label: userLabel(u) })),
    ),
    usersLoading: users.isPending && open,
    processes: withKept(
      (processes.data ?? []).map((p) => ({ value: p.id, label: p.name })),
      keptProcesses,
    ),
    processesLoading: processes.isPending && open,
  };
}
