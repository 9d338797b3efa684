import {
  LOG_FIELD_DECIMALS_MAX,
  LOG_FIELD_DESCRIPTION_MAX,
  LOG_FIELD_KEY_MAX,
  LOG_FIELD_NAME_MAX,
  LOG_FIELD_TYPES,
  type LogFieldRow,
  type LogFieldType,
  logFieldFields,
} from '@rpa/contracts';
import { Alert, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addLogField, logFieldKeys, modifyLogField } from '../../api/fields';
import { FormDrawer } from '../../components/crud';
import { useCrossFieldRule, useFieldRules } from '../../components/rules';
import { FieldProcessSelect } from './FieldProcessSelect';

interface Values {
  name: string;
  key: string;
  type: LogFieldType;
  decimals?: number | null;
  description?: string;
  enabled: boolean;
  extended: boolean;
  processId?: number | null;
}

/**
 * Add or edit a process log field (console-administration.md §3, §5): the
 * rules come from the contract. A preset field keeps its key and type, and
 * a field runs have reported values for keeps its type.
 */
export function LogFieldDrawer({ field, onClose }: { field: LogFieldRow | 0 | null; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = useFieldRules(logFieldFields);
  const cross = useCrossFieldRule(logFieldFields);
  const adding = field === 0;
  const editing = field ? field : null;
  const type = Form.useWatch('type', form);

  useEffect(() => {
    if (field === null) return;
    form.resetFields();
    if (field) form.setFieldsValue({ ...field, processId: field.processId ?? undefined });
  }, [field, form]);

  const save = (v: Values) => {
    const body = {
      name: v.name.trim(),
      key: v.key.trim(),
      type: v.type,
      decimals: v.type === 'decimal' ? (v.decimals ?? null) : null,
      description: v.description?.trim() ?? '',
      enabled: v.enabled,
      extended: v.extended,
      processId: v.processId ?? null,
    };
    return editing ? modifyLogField({ ...body, id: editing.id }) : addLogField(body);
  };

  return (
    <FormDrawer<Values>
      open={field !== null}
      title={adding ? t('fields.add') : t('fields.edit')}
      form={form}
      save={save}
      savedMessage={t('fields.saved')}
      invalidates={[logFieldKeys.all]}
      onClose={onClose}
      testId="log-field-drawer"
      submitTestId="log-field-submit"
    >
      {editing?.preset && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('fields.presetNote')} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ type: 'string', enabled: true, extended: false, decimals: 2 }}
      >
        <Form.Item name="name" label={t('fields.name')} required validateFirst rules={rule('name')}>
          <Input maxLength={LOG_FIELD_NAME_MAX} showCount data-testid="log-field-name" />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('fields.key')}
          required
          extra={t('fields.keyHelp')}
          validateFirst
          rules={rule('key')}
        >
          <Input maxLength={LOG_FIELD_KEY_MAX} disabled={editing?.preset} data-testid="log-field-key" />
        </Form.Item>
        <Form.Item
          name="type"
          label={t('fields.type')}
          required
          extra={editing?.used ? t('fields.typeUsed') : undefined}
        >
          <Select
            disabled={editing?.preset || editing?.used}
            options={LOG_FIELD_TYPES.map((v) => ({ value: v, label: t(`fields.type_${v}`) }))}
            data-testid="log-field-type"
          />
        </Form.Item>
        {type === 'decimal' && (
          <Form.Item
            name="decimals"
            label={t('fields.decimals')}
            required
            dependencies={['type']}
            rules={[cross('decimals')]}
          >
            <InputNumber
              min={0}
              max={LOG_FIELD_DECIMALS_MAX}
              precision={0}
              data-testid="log-field-decimals"
            />
          </Form.Item>
        )}
        <Form.Item name="processId" label={t('fields.process')} extra={t('fields.processHelp')}>
          <FieldProcessSelect
            allowClear
            placeholder={t('fields.allProcesses')}
            data-testid="log-field-process"
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
          <Switch data-testid="log-field-enabled" />
        </Form.Item>
        <Form.Item
          name="extended"
          label={t('fields.extended')}
          extra={t('fields.extendedHelp')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')} rules={rule('description')}>
          <Input.TextArea rows={2} showCount maxLength={LOG_FIELD_DESCRIPTION_MAX} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
