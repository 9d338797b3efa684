import {
  SERVICE_EXTENDED_MAX,
  SERVICE_PASSWORD_MAX,
  SERVICE_USER_MAX,
  type ServiceParameterRow,
  serviceParameterEdit,
  serviceParameterFields,
} from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addServiceParameters, fieldUsers, modifyServiceParameters, serviceKeys } from '../../api/fields';
import { FormDrawer } from '../../components/crud';
import { useCrossFieldRule, useFieldRules } from '../../components/rules';
import { FieldProcessSelect } from './FieldProcessSelect';

interface Values {
  processId: number;
  userId: number;
  platformUser: string;
  objectId: string;
  password?: string;
  confirmPassword?: string;
  extended?: string;
}

/**
 * Set or change a user's service parameters for a process
 * (console-administration.md §3, §5). The stored password is never shown:
 * left empty on edit it is kept, typed it replaces the stored one.
 */
export function ServiceDrawer({ row, onClose }: { row: ServiceParameterRow | 0 | null; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const adding = row === 0;
  const editing = row ? row : null;
  const addRule = useFieldRules(serviceParameterFields);
  const editRule = useFieldRules(serviceParameterEdit);
  // On edit an empty password keeps the stored one.
  const rule = (field: 'platformUser' | 'objectId' | 'password' | 'extended') =>
    adding ? addRule(field) : editRule(field);
  const cross = useCrossFieldRule(adding ? serviceParameterFields : serviceParameterEdit);
  const [search, setSearch] = useState('');
  const people = useQuery({
    queryKey: [...serviceKeys.all, 'users', search],
    queryFn: () => fieldUsers(search || undefined),
    enabled: row !== null,
  });

  useEffect(() => {
    if (row === null) return;
    form.resetFields();
    setSearch('');
    if (row) form.setFieldsValue({ ...row });
  }, [row, form]);

  const userOptions = [
    // The user being edited, even when the search leaves them out.
    ...(editing ? [{ value: editing.userId, label: `${editing.userName} (${editing.userAccount})` }] : []),
    ...(people.data ?? [])
      .filter((u) => u.id !== editing?.userId)
      .map((u) => ({ value: u.id, label: `${u.realName} (${u.account})` })),
  ];

  const save = (v: Values) => {
    const body = {
      processId: v.processId,
      userId: v.userId,
      platformUser: v.platformUser.trim(),
      objectId: v.objectId.trim(),
      password: v.password ?? '',
      confirmPassword: v.confirmPassword ?? '',
      extended: v.extended?.trim() ?? '',
    };
    return editing ? modifyServiceParameters({ ...body, id: editing.id }) : addServiceParameters(body);
  };

  return (
    <FormDrawer<Values>
      open={row !== null}
      title={adding ? t('service.add') : t('service.edit')}
      form={form}
      save={save}
      savedMessage={t('service.saved')}
      invalidates={[serviceKeys.all]}
      onClose={onClose}
      testId="service-drawer"
      submitTestId="service-submit"
    >
      <Form<Values> form={form} layout="vertical">
        <Form.Item
          name="processId"
          label={t('service.process')}
          required
          rules={[{ required: true, message: t('service.processRequired') }]}
        >
          <FieldProcessSelect data-testid="service-process" />
        </Form.Item>
        <Form.Item
          name="userId"
          label={t('service.user')}
          required
          rules={[{ required: true, message: t('service.userRequired') }]}
        >
          <Select<number>
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={people.isPending}
            options={userOptions}
            notFoundContent={people.isPending ? undefined : t('service.noUsers')}
            data-testid="service-user"
          />
        </Form.Item>
        <Form.Item
          name="platformUser"
          label={t('service.platformUser')}
          required
          rules={rule('platformUser')}
        >
          <Input maxLength={SERVICE_USER_MAX} showCount data-testid="service-platform-user" />
        </Form.Item>
        <Form.Item name="objectId" label={t('service.objectId')} required rules={rule('objectId')}>
          <Input maxLength={SERVICE_USER_MAX} showCount data-testid="service-object-id" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('service.password')}
          required={adding}
          extra={editing ? t('service.passwordKept') : undefined}
          rules={rule('password')}
        >
          <Input.Password
            maxLength={SERVICE_PASSWORD_MAX}
            autoComplete="new-password"
            placeholder={editing ? t('service.passwordPlaceholder') : undefined}
            data-testid="service-password"
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('service.confirmPassword')}
          required={adding}
          dependencies={['password']}
          rules={[cross('confirmPassword')]}
        >
          <Input.Password
            maxLength={SERVICE_PASSWORD_MAX}
            autoComplete="new-password"
            data-testid="service-confirm-password"
          />
        </Form.Item>
        <Form.Item name="extended" label={t('service.extended')} rules={rule('extended')}>
          <Input.TextArea rows={3} showCount maxLength={SERVICE_EXTENDED_MAX} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
