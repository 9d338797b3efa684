import { DESCRIPTION_MAX, type UserFields, userAdd } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Drawer, Flex, Form, Input, Select, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertTypes } from '../../api/personal';
import { refusable } from '../../api/refusable';
import { encryptPassword } from '../../api/signIn';
import { addUser, modifyUser, roleOptions, userInfo } from '../../api/users';
import { notify } from '../../app/notify';
import { useWindowWidth } from '../../app/shell/useWidth';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { useFieldRules } from '../../components/rules';
import { validated } from '../../components/validated';
import { currentLang } from '../../i18n';
import { roleName } from '../roles/roleName';
import { NewPasswordFields } from './NewPasswordFields';

type Values = UserFields & { account: string; password?: string; confirmPassword?: string };

interface Props {
  /** null: closed; 0: add; otherwise the id of the user to edit. */
  userId: number | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a user: the fields and rules of console-administration.md §3 and §5. */
export function UserFormDrawer({ userId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const rule = useFieldRules(userAdd);
  const adding = userId === 0;
  const width = useWindowWidth();
  const detail = useQuery({
    queryKey: ['user', userId],
    queryFn: () => userInfo(userId as number),
    enabled: !!userId,
    gcTime: 0,
  });
  const roles = useQuery({
    queryKey: ['roleOptions', userId],
    queryFn: () => roleOptions(userId || undefined),
    enabled: userId !== null,
  });
  const types = useQuery({
    queryKey: ['alertTypes', currentLang()],
    queryFn: alertTypes,
    enabled: userId !== null,
  });
  const receiveEmail = Form.useWatch('receiveEmail', form);

  useEffect(() => {
    if (userId === null) return;
    form.resetFields();
    if (detail.data) form.setFieldsValue(detail.data);
  }, [userId, detail.data, form]);

  const submit = async () => {
    const v = await validated(form);
    if (!v) return;
    const fields: UserFields = {
      realName: v.realName.trim(),
      departmentId: v.departmentId,
      roleIds: v.roleIds,
      description: v.description?.trim() ?? '',
      email: v.email?.trim() ?? '',
      phone: v.phone?.trim() ?? '',
      isNeedModifyPwd: !!v.isNeedModifyPwd,
      studioLicence: !!v.studioLicence,
      assistantLicence: !!v.assistantLicence,
      receiveEmail: !!v.receiveEmail,
      alertCategories: v.alertCategories ?? [],
    };
    await refusable(async () => {
      if (adding) {
        await addUser({
          ...fields,
          account: v.account.trim(),
          password: await encryptPassword(v.password ?? ''),
          confirmPassword: await encryptPassword(v.confirmPassword ?? ''),
        });
      } else {
        await modifyUser({ ...fields, id: userId as number });
      }
      notify.success(t('users.saved'));
      onSaved();
      onClose();
    }, setSaving);
  };

  const roleChoices = [1, 2, 3, 4].map((identity) => ({
    label: t(`identity.${identity}`),
    title: t(`identity.${identity}`),
    options: (roles.data ?? [])
      .filter((r) => r.identity === identity)
      .map((r) => ({ value: r.id, label: roleName(t, r) })),
  }));

  return (
    <Drawer
      open={userId !== null}
      title={adding ? t('users.add') : t('users.edit')}
      size={width < 640 ? width : 560}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="user-submit">
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      {!adding && detail.isPending ? (
        <Skeleton active />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ isNeedModifyPwd: true, alertCategories: [], roleIds: [] }}
          onFinish={() => void submit()}
        >
          <Form.Item
            name="account"
            label={t('users.account')}
            required={adding}
            validateFirst
            rules={
              adding ? [{ required: true, message: t('users.accountRequired') }, ...rule('account')] : []
            }
          >
            <Input disabled={!adding} maxLength={50} data-testid="user-account" />
          </Form.Item>
          <Form.Item
            name="realName"
            label={t('users.realName')}
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('personal.realNameRequired') },
              ...rule('realName'),
            ]}
          >
            <Input data-testid="user-realName" />
          </Form.Item>
          {adding && <NewPasswordFields />}
          <Form.Item
            name="departmentId"
            label={t('users.department')}
            rules={[{ required: true, message: t('users.departmentRequired') }]}
          >
            <DepartmentSelect data-testid="user-department" />
          </Form.Item>
          <Form.Item
            name="roleIds"
            label={t('users.roles')}
            extra={t('users.rolesHelp')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('users.roleRequired') },
              {
                validator: (_, ids: number[] | undefined) => {
                  const identities = (ids ?? []).map((id) => roles.data?.find((r) => r.id === id)?.identity);
                  return new Set(identities).size === identities.length
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('users.oneRolePerIdentity')));
                },
              },
            ]}
          >
            <Select
              mode="multiple"
              options={roleChoices}
              showSearch={{ optionFilterProp: 'label' }}
              loading={roles.isPending}
              data-testid="user-roles"
            />
          </Form.Item>
          <Form.Item name="description" label={t('users.description')} rules={rule('description')}>
            <Input.TextArea rows={2} showCount maxLength={DESCRIPTION_MAX} />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('personal.email')}
            rules={[{ type: 'email', message: t('personal.emailInvalid') }]}
          >
            <Input data-testid="user-email" />
          </Form.Item>
          <Form.Item name="phone" label={t('personal.phone')} rules={rule('phone')}>
            <Input />
          </Form.Item>
          <Form.Item name="isNeedModifyPwd" label={t('users.forceChange')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('users.licences')}>
            <Flex gap={16} wrap>
              <Form.Item name="studioLicence" valuePropName="checked" noStyle>
                <Checkbox>{t('users.studioLicence')}</Checkbox>
              </Form.Item>
              <Form.Item name="assistantLicence" valuePropName="checked" noStyle>
                <Checkbox>{t('users.assistantLicence')}</Checkbox>
              </Form.Item>
            </Flex>
          </Form.Item>
          <Form.Item name="receiveEmail" label={t('personal.receiveEmail')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="alertCategories" label={t('personal.categories')}>
            <Checkbox.Group
              disabled={!receiveEmail}
              options={(types.data ?? []).map((c) => ({ value: c.type, label: c.name }))}
            />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
