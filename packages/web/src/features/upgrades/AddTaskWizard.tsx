import {
  issueMessage,
  type MessageKey,
  toLang,
  UPGRADE_LIMITS,
  UPGRADE_TARGETS,
  upgradeTaskFields,
} from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, type FormRule, Input, InputNumber, Radio, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request';
import { addUpgradeTask, upgradeKeys } from '../../api/upgrades';
import { notify } from '../../app/notify';
import { ErrorNote } from '../../components/ErrorNote';
import { useContractMessage, useFieldRules } from '../../components/rules';
import { validated } from '../../components/validated';
import { useUpgradeLabels } from './labels';
import { PackageSelect } from './PackageSelect';
import { RobotPicker } from './RobotPicker';
import { crossFieldIssue, type TaskValues, taskBody } from './taskForm';
import { WizardDrawer } from './WizardDrawer';

/** Refusals of the server that concern one field, and the step that field is on. */
const REFUSAL_FIELDS: Array<{ key: MessageKey; field: keyof TaskValues; step: number }> = [
  { key: 'upgrades.taskNameTaken', field: 'name', step: 0 },
  { key: 'upgrades.packageNotFound', field: 'packageId', step: 0 },
  { key: 'upgrades.robotOutOfScope', field: 'robots', step: 1 },
  { key: 'upgrades.noRobots', field: 'target', step: 1 },
];

/** A form rule of the contract's check across fields (a package chosen; designated robots, none twice). */
function useCrossFieldRule(field: 'packageId' | 'robotIds'): FormRule {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const issue = crossFieldIssue(getFieldsValue(true) as TaskValues, field);
      if (issue) throw new Error(issueMessage(issue, lang));
    },
  });
}

/**
 * Adds an upgrade task (console-administration.md §2, §3, §5) in two
 * steps: the task (name, description, package, completion prompt), then
 * its target, all robots or designated ones chosen by department, and the
 * staged rollout. The rules are the contract's; a refusal of the server is
 * shown by the field it concerns.
 */
export function AddTaskWizard({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const message = useContractMessage();
  const client = useQueryClient();
  const [form] = Form.useForm<TaskValues>();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setStep(0);
    setRefusal(null);
    form.resetFields();
  }, [open, form]);

  const next = async () => {
    if (await validated(form)) setStep(1);
  };

  const refused = (msg: string) => {
    const known = REFUSAL_FIELDS.find((r) => message(r.key) === msg);
    if (!known) return setRefusal(msg);
    setStep(known.step);
    // After the step's fields are back on screen.
    setTimeout(() => form.setFields([{ name: known.field, errors: [msg] }]));
  };

  const submit = async () => {
    if (!(await validated(form))) return;
    setRefusal(null);
    setBusy(true);
    try {
      const task = await addUpgradeTask(taskBody(form.getFieldsValue(true)));
      notify.success(t('upgrades.taskAdded', { name: task.name, count: task.targeted }));
      await client.invalidateQueries({ queryKey: upgradeKeys.all });
      onClose();
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      refused(err.message);
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <>
      <Button onClick={onClose} disabled={busy}>
        {t('common.cancel')}
      </Button>
      {step === 0 ? (
        <Button type="primary" onClick={() => void next()} data-testid="upgrade-task-next">
          {t('upgrades.next')}
        </Button>
      ) : (
        <>
          <Button onClick={() => setStep(0)} disabled={busy} data-testid="upgrade-task-back">
            {t('upgrades.back')}
          </Button>
          <Button
            type="primary"
            loading={busy}
            onClick={() => void submit()}
            data-testid="upgrade-task-submit"
          >
            {t('upgrades.createTask')}
          </Button>
        </>
      )}
    </>
  );

  return (
    <WizardDrawer
      open={open}
      title={t('upgrades.addTask')}
      steps={[t('upgrades.stepTask'), t('upgrades.stepTarget')]}
      current={step}
      width={760}
      busy={busy}
      onClose={onClose}
      footer={footer}
      testId="upgrade-task-wizard"
    >
      <Form<TaskValues>
        form={form}
        layout="vertical"
        disabled={busy}
        initialValues={{ enabled: true, target: 'designated', robots: [], firstWavePercent: 100 }}
        onValuesChange={() => setRefusal(null)}
        // Enter in the name goes on to the target.
        onFinish={() => step === 0 && void next()}
      >
        {step === 0 ? <TaskStep /> : <TargetStep />}
      </Form>
      <ErrorNote problem={refusal} testId="upgrade-task-error" />
    </WizardDrawer>
  );
}

/** Step 1: the task itself. */
function TaskStep() {
  const { t } = useTranslation();
  const rule = useFieldRules(upgradeTaskFields);
  const packageRule = useCrossFieldRule('packageId');
  return (
    <>
      <Form.Item name="name" label={t('upgrades.taskName')} required validateFirst rules={rule('name')}>
        <Input maxLength={UPGRADE_LIMITS.NAME_MAX} showCount data-testid="upgrade-task-name" />
      </Form.Item>
      <Form.Item name="packageId" label={t('upgrades.package')} required rules={[packageRule]}>
        <PackageSelect placeholder={t('upgrades.choosePackage')} data-testid="upgrade-task-package" />
      </Form.Item>
      <Form.Item name="description" label={t('upgrades.description')} rules={rule('description')}>
        <Input.TextArea
          rows={2}
          maxLength={UPGRADE_LIMITS.DESCRIPTION_MAX}
          showCount
          data-testid="upgrade-task-description"
        />
      </Form.Item>
      <Form.Item
        name="prompt"
        label={t('upgrades.prompt')}
        // Clear of the character count at the right, on a phone too.
        extra={<div style={{ paddingInlineEnd: 64 }}>{t('upgrades.promptHelp')}</div>}
        rules={rule('prompt')}
      >
        <Input.TextArea
          rows={2}
          maxLength={UPGRADE_LIMITS.PROMPT_MAX}
          showCount
          data-testid="upgrade-task-prompt"
        />
      </Form.Item>
      <Form.Item
        name="enabled"
        label={t('upgrades.enabledField')}
        extra={t('upgrades.enabledHelp')}
        valuePropName="checked"
      >
        <Switch data-testid="upgrade-task-enabled" />
      </Form.Item>
    </>
  );
}

/** Step 2: which robots, and how the rollout goes. */
function TargetStep() {
  const { t } = useTranslation();
  const label = useUpgradeLabels();
  const rule = useFieldRules(upgradeTaskFields);
  const robotsRule = useCrossFieldRule('robotIds');
  const form = Form.useFormInstance<TaskValues>();
  const target = Form.useWatch('target', form);
  return (
    <>
      <Form.Item name="target" label={t('upgrades.target')} required>
        <Radio.Group
          options={UPGRADE_TARGETS.map((v) => ({ value: v, label: label.target(v) }))}
          data-testid="upgrade-task-target"
        />
      </Form.Item>
      <Form.Item
        name="robots"
        label={t('upgrades.targetRobots')}
        required
        hidden={target !== 'designated'}
        dependencies={['target']}
        rules={[robotsRule]}
      >
        <RobotPicker />
      </Form.Item>
      <Form.Item
        name="firstWavePercent"
        label={t('upgrades.firstWave')}
        extra={t('upgrades.firstWaveHelp')}
        rules={rule('firstWavePercent')}
      >
        <InputNumber min={1} max={100} precision={0} suffix="%" data-testid="upgrade-task-wave" />
      </Form.Item>
      <Form.Item
        name="pauseAbovePercent"
        label={t('upgrades.pauseAbove')}
        extra={t('upgrades.pauseAboveHelp')}
        rules={rule('pauseAbovePercent')}
      >
        <InputNumber
          min={0}
          max={99}
          precision={0}
          suffix="%"
          placeholder={t('upgrades.never')}
          data-testid="upgrade-task-pause"
        />
      </Form.Item>
    </>
  );
}
