import { ALIAS_MAX, ALIAS_PATTERN, PHONE_PATTERN, REAL_NAME_MAX, REAL_NAME_MIN } from '@rpa/contracts';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Basic, type PersonalInfo, savePersonal } from '../../api/personal';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';

interface Props {
  info: PersonalInfo;
  onSaved(next: PersonalInfo): void;
}

/** Real name, alias, email and phone; account and department are shown, not edited. */
export function BasicSettings({ info, onSaved }: Props) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const save = async (v: Basic) => {
    await refusable(async () => {
      const next = await savePersonal({
        realName: v.realName.trim(),
        alias: v.alias?.trim() ?? '',
        email: v.email?.trim() ?? '',
        phone: v.phone?.trim() ?? '',
      });
      notify.success(t('personal.saved'));
      // Null only when the account vanished meanwhile.
      if (next) onSaved(next);
    }, setSaving);
  };

  return (
    <Form<Basic>
      layout="vertical"
      initialValues={info}
      onFinish={(v) => void save(v)}
      style={{ maxWidth: 480 }}
    >
      <Form.Item label={t('personal.account')}>
        <Typography.Text>{info.account}</Typography.Text>
      </Form.Item>
      <Form.Item label={t('personal.department')}>
        <Typography.Text>{info.departmentName}</Typography.Text>
      </Form.Item>
      <Form.Item
        name="realName"
        label={t('personal.realName')}
        rules={[
          { required: true, whitespace: true, message: t('personal.realNameRequired') },
          {
            min: REAL_NAME_MIN,
            max: REAL_NAME_MAX,
            message: t('personal.realNameLength', { min: REAL_NAME_MIN, max: REAL_NAME_MAX }),
          },
        ]}
      >
        <Input data-testid="personal-realName" />
      </Form.Item>
      <Form.Item
        name="alias"
        label={t('personal.alias')}
        extra={t('personal.aliasHelp')}
        rules={[
          { max: ALIAS_MAX, message: t('personal.aliasLength', { max: ALIAS_MAX }) },
          { pattern: ALIAS_PATTERN, message: t('personal.aliasInvalid') },
        ]}
      >
        <Input data-testid="personal-alias" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('personal.email')}
        rules={[
          { required: true, whitespace: true, message: t('personal.emailRequired') },
          { type: 'email', message: t('personal.emailInvalid') },
        ]}
      >
        <Input data-testid="personal-email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('personal.phone')}
        rules={[
          { required: true, whitespace: true, message: t('personal.phoneRequired') },
          { pattern: PHONE_PATTERN, message: t('personal.phoneInvalid') },
        ]}
      >
        <Input data-testid="personal-phone" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="personal-save">
        {t('personal.save')}
      </Button>
    </Form>
  );
}
