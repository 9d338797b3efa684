import type { ForwardRuleRow } from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forwardRuleKeys, modifyForwardRule } from '../../../api/forwardRules';
import { refusable } from '../../../api/refusable';
import { notify } from '../../../app/notify';

/**
 * A rule switched on or off from its row: the rule is saved whole, as the
 * form would save it, since the server has no call for the flag alone.
 */
export function EnabledSwitch({ rule }: { rule: ForwardRuleRow }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = (enabled: boolean) =>
    void refusable(async () => {
      await modifyForwardRule({
        id: rule.id,
        name: rule.name,
        source: rule.source,
        sourceProcessId: rule.sourceProcessId,
        receiverUserIds: rule.receiverUsers.map((u) => u.id),
        receiverProcessIds: rule.receiverProcesses.map((p) => p.id),
        receiveMode: rule.receiveMode,
        enabled,
      });
      notify.success(
        t(enabled ? 'forwardRules.switchedOn' : 'forwardRules.switchedOff', { name: rule.name }),
      );
      await client.invalidateQueries({ queryKey: forwardRuleKeys.all });
    }, setBusy);
  return (
    <Switch
      size="small"
      checked={rule.enabled}
      loading={busy}
      onChange={toggle}
      aria-label={t('forwardRules.enabledOf', { name: rule.name })}
      data-testid={`rules-enabled-${rule.id}`}
    />
  );
}
