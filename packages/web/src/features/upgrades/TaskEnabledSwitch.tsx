import type { UpgradeTaskRow } from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../api/refusable';
import { enableUpgradeTask, upgradeKeys } from '../../api/upgrades';
import { notify } from '../../app/notify';
import { useConfirmAction } from '../../components/crud';

/**
 * Enables or disables a task from its row (console-administration.md §4):
 * disabling asks first, since a disabled task offers nothing to robots;
 * enabling (which also resumes a paused task) does not.
 */
export function useTaskSwitch() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const confirm = useConfirmAction([upgradeKeys.all]);
  const enable = (task: UpgradeTaskRow, busy: (on: boolean) => void) =>
    void refusable(async () => {
      await enableUpgradeTask(task.id, true);
      notify.success(t('upgrades.enabled', { name: task.name }));
      await client.invalidateQueries({ queryKey: upgradeKeys.all });
    }, busy);
  const disable = (task: UpgradeTaskRow) =>
    confirm({
      title: t('upgrades.disableTitle'),
      content: t('upgrades.disableBody', { name: task.name }),
      okText: t('upgrades.disable'),
      okTestId: 'upgrade-task-disable-ok',
      run: () => enableUpgradeTask(task.id, false),
      success: t('upgrades.disabled', { name: task.name }),
    });
  return { enable, disable };
}

/** The switch of a task's row; read-only without the enable button. */
export function TaskEnabledSwitch({ task, editable }: { task: UpgradeTaskRow; editable: boolean }) {
  const { t } = useTranslation();
  const { enable, disable } = useTaskSwitch();
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      size="small"
      checked={task.enabled}
      loading={busy}
      disabled={!editable}
      onChange={(on) => (on ? enable(task, setBusy) : disable(task))}
      aria-label={t('upgrades.enabledOf', { name: task.name })}
      data-testid={`upgrade-task-enabled-${task.id}`}
    />
  );
}
