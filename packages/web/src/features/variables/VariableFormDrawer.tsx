import {
  VARIABLE_DESCRIPTION_MAX,
  VARIABLE_NAME_MAX,
  VARIABLE_TYPES,
  type VariableType,
  variableEdit,
  variableFields,
} from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addVariable, modifyVariable, variableDetail, variableKeys } from '../../api/variables';
import { FormDrawer } from '../../components/crud';
import { DepartmentRobotsFields } from '../../components/DepartmentRobotsFields';
import { useFieldRules } from '../../components/rules';

interface Values {
  name: string;
  type: VariableType;
  value?: string;
  description?: string;
  departmentId: number;
  robotIds?: number[];
  clientModifiable?: boolean;
  expression?: boolean;
}

interface Props {
  /** null: closed; 0: add; otherwise the variable to edit. */
  variableId: number | null;
  onClose(): void;
}

/**
 * Add or edit a variable (console-administration.md §3, §5): the rules come
 * from the contract. A stored password is never shown: left empty on edit,
 * it is kept; typed, it replaces the stored one.
 */
export function VariableFormDrawer({ variableId, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = useFieldRules(variableFields);
  const editRule = useFieldRules(variableEdit);
  const adding = variableId === 0;
  const detail = useQuery({
    queryKey: variableKeys.detail(variableId),
    queryFn: () => variableDetail(variableId as number),
    enabled: !!variableId,
    gcTime: 0,
  });
  const type = Form.useWatch('type', form) ?? 'text';
  // An empty value keeps a stored password, and only that.
  const keepsPassword =
    !adding && type === 'password' && detail.data?.type === 'password' && detail.data.hasValue;

  useEffect(() => {
    if (variableId === null) return;
    form.resetFields();
    if (detail.data) form.setFieldsValue({ ...detail.data, robotIds: detail.data.robots.map((r) => r.id) });
  }, [variableId, detail.data, form]);

  const save = (v: Values) => {
    const body = {
      name: v.name.trim(),
      type: v.type,
      value: v.value ?? '',
      description: v.description?.trim() ?? '',
      departmentId: v.departmentId,
      robotIds: v.robotIds ?? [],
      clientModifiable: !!v.clientModifiable,
      expression: !!v.expression,
    };
    return adding ? addVariable(body) : modifyVariable({ ...body, id: variableId as number });
  };

  return (
    <FormDrawer<Values>
      open={variableId !== null}
      title={adding ? t('variables.add') : t('variables.edit')}
      form={form}
      save={save}
      savedMessage={t('variables.saved')}
      invalidates={[variableKeys.all]}
      onClose={onClose}
      testId="variable-drawer"
      submitTestId="variable-submit"
    >
      {!adding && detail.isPending ? (
        <Skeleton active />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ type: 'text', robotIds: [], clientModifiable: false, expression: false }}
        >
          <Form.Item name="name" label={t('variables.name')} required validateFirst rules={rule('name')}>
            <Input maxLength={VARIABLE_NAME_MAX} showCount data-testid="variable-name" />
          </Form.Item>
          <Form.Item name="type" label={t('variables.type')} required>
            <Radio.Group
              options={VARIABLE_TYPES.map((v) => ({ value: v, label: t(`variables.type_${v}`) }))}
              data-testid="variable-type"
            />
          </Form.Item>
          <Form.Item
            name="value"
            label={t('variables.value')}
            required={!keepsPassword}
            extra={keepsPassword ? t('variables.passwordKept') : undefined}
            rules={keepsPassword ? editRule('value') : rule('value')}
          >
            {type === 'password' ? (
              <Input.Password
                autoComplete="new-password"
                placeholder={keepsPassword ? t('variables.passwordPlaceholder') : undefined}
                data-testid="variable-value"
              />
            ) : (
              <Input.TextArea rows={3} data-testid="variable-value" />
            )}
          </Form.Item>
          <DepartmentRobotsFields open={variableId !== null} texts="variables" testId="variable" />
          <Form.Item
            name="clientModifiable"
            label={t('variables.clientModifiable')}
            extra={t('variables.clientModifiableHelp')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="expression"
            label={t('variables.expression')}
            extra={t('variables.expressionHelp')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item name="description" label={t('variables.description')} rules={rule('description')}>
            <Input.TextArea rows={2} showCount maxLength={VARIABLE_DESCRIPTION_MAX} />
          </Form.Item>
        </Form>
      )}
    </FormDrawer>
  );
}
