import {
  FORWARD_SOURCE_LABELS,
  FORWARD_SOURCES,
  type ForwardRuleRow,
  type ForwardSource,
  forwardRuleFields,
  RECEIVE_MODE_LABELS,
  RECEIVE_MODES,
  type ReceiveMode,
  RULE_NAME_MAX,
  RULE_RECEIVERS_MAX,
  toLang,
} from '@rpa/contracts';
import { Form, Input, Radio, Select, Switch } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addForwardRule, forwardRuleKeys, modifyForwardRule } from '../../../api/forwardRules';
import { RequestError } from '../../../api/request';
import { FormDrawer } from '../../../components/crud';
import { ErrorNote } from '../../../components/ErrorNote';
import { useCrossFieldRule, useFieldRules } from '../../../components/rules';
import { useRuleChoices } from './useRuleChoices';

interface Values {
  name: string;
  source: ForwardSource;
  sourceProcessId?: number | null;
  receiverUserIds: number[];
  receiverProcessIds: number[];
  receiveMode: ReceiveMode;
  enabled: boolean;
}

// The name starts empty rather than missing: the receivers' check across fields then runs with it.
const NEW_RULE: Values = {
  name: '',
  source: 'process',
  sourceProcessId: null,
  receiverUserIds: [],
  receiverProcessIds: [],
  receiveMode: 'cover',
  enabled: true,
};

const valuesOf = (r: ForwardRuleRow): Values => ({
  name: r.name,
  source: r.source,
  sourceProcessId: r.sourceProcessId,
  receiverUserIds: r.receiverUsers.map((u) => u.id),
  receiverProcessIds: r.receiverProcesses.map((p) => p.id),
  receiveMode: r.receiveMode,
  enabled: r.enabled,
});

interface Props {
  /** null: closed; 'new': add; otherwise the rule to edit. */
  editing: ForwardRuleRow | 'new' | null;
  onClose(): void;
}

/**
 * Add or edit a forwarding rule: the contract's rules in the form (a name, a
 * source process when the source is one, at least one receiver); what only
 * the server can tell (a receiver out of reach, twice, gone) shows above the
 * fields, and the form stays as typed.
 */
export function RuleFormDrawer({ editing, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const [form] = Form.useForm<Values>();
  const rule = useFieldRules(forwardRuleFields);
  const across = useCrossFieldRule(forwardRuleFields);
  const [problem, setProblem] = useState<ReactNode>(null);
  const open = editing !== null;
  const row = editing === 'new' ? null : editing;
  const choices = useRuleChoices(open, row);
  const source = Form.useWatch('source', form) ?? 'process';

  useEffect(() => {
    if (editing === null) return;
    setProblem(null);
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue(valuesOf(editing));
  }, [editing, form]);

  const save = async (v: Values) => {
    setProblem(null);
    const body = {
      name: v.name.trim(),
      source: v.source,
      sourceProcessId: v.source === 'process' ? (v.sourceProcessId ?? null) : null,
      receiverUserIds: v.receiverUserIds ?? [],
      receiverProcessIds: v.receiverProcessIds ?? [],
      receiveMode: v.receiveMode,
      enabled: v.enabled,
    };
    try {
      // Silent: the refusal belongs with the form, not in a toast that hides as it is read.
      return row
        ? await modifyForwardRule({ ...body, id: row.id }, { silent: true })
        : await addForwardRule(body, { silent: true });
    } catch (err) {
      if (err instanceof RequestError) setProblem(err.message);
      throw err;
    }
  };

  return (
    <FormDrawer<Values>
      open={open}
      title={row ? t('forwardRules.edit') : t('forwardRules.add')}
      width={600}
      form={form}
      save={save}
      savedMessage={t('forwardRules.saved')}
      invalidates={[forwardRuleKeys.all]}
      onClose={onClose}
      testId="rules-form"
      submitTestId="rules-form-submit"
    >
      <ErrorNote problem={problem} testId="rules-form-error" style={{ marginBottom: 16 }} />
      <Form<Values> form={form} layout="vertical" initialValues={NEW_RULE}>
        <Form.Item name="name" label={t('forwardRules.name')} required validateFirst rules={rule('name')}>
          <Input
            maxLength={RULE_NAME_MAX}
            showCount
            placeholder={t('forwardRules.namePlaceholder')}
            data-testid="rules-form-name"
          />
        </Form.Item>
        <Form.Item name="source" label={t('forwardRules.source')} required rules={rule('source')}>
          <Radio.Group
            options={FORWARD_SOURCES.map((s) => ({ value: s, label: FORWARD_SOURCE_LABELS[s][lang] }))}
            data-testid="rules-form-source"
          />
        </Form.Item>
        {source === 'process' ? (
          <Form.Item
            name="sourceProcessId"
            label={t('forwardRules.sourceProcess')}
            required
            extra={t('forwardRules.sourceProcessHelp')}
            dependencies={['source']}
            rules={[across('sourceProcessId')]}
          >
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('forwardRules.processPlaceholder')}
              loading={choices.processesLoading}
              notFoundContent={choices.processesLoading ? undefined : t('forwardRules.noProcesses')}
              options={choices.processes}
              data-testid="rules-form-process"
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('forwardRules.sourceProcess')}>
            <span data-testid="rules-form-mine">{t('forwardRules.mineHelp')}</span>
          </Form.Item>
        )}
        <Form.Item
          name="receiverUserIds"
          label={t('forwardRules.receiverUsers')}
          extra={t('forwardRules.receiverUsersHelp')}
          dependencies={['receiverProcessIds']}
          rules={[...rule('receiverUserIds'), across('receiverUserIds')]}
        >
          <Select<number[]>
            mode="multiple"
            allowClear
            maxCount={RULE_RECEIVERS_MAX}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('forwardRules.usersPlaceholder')}
            loading={choices.usersLoading}
            notFoundContent={choices.usersLoading ? undefined : t('forwardRules.noUsers')}
            options={choices.users}
            data-testid="rules-form-users"
          />
        </Form.Item>
        <Form.Item
          name="receiverProcessIds"
          label={t('forwardRules.receiverProcesses')}
          rules={rule('receiverProcessIds')}
        >
          <Select<number[]>
            mode="multiple"
            allowClear
            maxCount={RULE_RECEIVERS_MAX}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('forwardRules.processesPlaceholder')}
            loading={choices.processesLoading}
            notFoundContent={choices.processesLoading ? undefined : t('forwardRules.noProcesses')}
            options={choices.processes}
            data-testid="rules-form-processes"
          />
        </Form.Item>
        <Form.Item name="receiveMode" label={t('forwardRules.receiveMode')} required>
          <Radio.Group
            options={RECEIVE_MODES.map((m) => ({ value: m, label: RECEIVE_MODE_LABELS[m][lang] }))}
            data-testid="rules-form-mode"
          />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={t('forwardRules.enabled')}
          extra={t('forwardRules.enabledHelp')}
          valuePropName="checked"
        >
          <Switch data-testid="rules-form-enabled" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
