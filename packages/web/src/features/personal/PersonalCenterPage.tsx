import { PHONE_PATTERN, REAL_NAME_MAX, REAL_NAME_MIN } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PersonalInfo, personalInfo, savePersonal } from '../../api/personal';
import { RequestError } from '../../api/request';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/store';
import { PasswordDialog } from '../auth/PasswordDialog';

type Basic = Pick<PersonalInfo, 'realName' | 'email' | 'phone'>;

/** The personal centre of every identity: basic settings and security (password change). */
export default function PersonalCenterPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userId = useSession((s) => s.menu?.user.id ?? 0);
  const info = useQuery({ queryKey: ['personal'], queryFn: personalInfo });
  const [saving, setSaving] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const save = async (v: Basic) => {
    setSaving(true);
    try {
      await savePersonal({
        realName: v.realName.trim(),
        email: v.email?.trim() ?? '',
        phone: v.phone?.trim() ?? '',
      });
      notify.success(t('personal.saved'));
      void client.invalidateQueries({ queryKey: ['personal'] });
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setSaving(false);
    }
  };

  const basic = info.isError ? (
    <Alert
      type="error"
      showIcon
      title={info.error.message}
      action={<Button onClick={() => void info.refetch()}>{t('personal.retry')}</Button>}
    />
  ) : (
    info.data && (
      <Form<Basic>
        layout="vertical"
        initialValues={info.data}
        onFinish={(v) => void save(v)}
        style={{ maxWidth: 480 }}
      >
        <Form.Item label={t('personal.account')}>
          <Typography.Text>{info.data.account}</Typography.Text>
        </Form.Item>
        <Form.Item label={t('personal.department')}>
          <Typography.Text>{info.data.departmentName}</Typography.Text>
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
          name="email"
          label={t('personal.email')}
          rules={[{ type: 'email', message: t('personal.emailInvalid') }]}
        >
          <Input data-testid="personal-email" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('personal.phone')}
          rules={[{ pattern: PHONE_PATTERN, message: t('personal.phoneInvalid') }]}
        >
          <Input data-testid="personal-phone" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="personal-save">
          {t('personal.save')}
        </Button>
      </Form>
    )
  );

  return (
    <Card title={t('personal.title')} loading={info.isPending}>
      <Tabs
        items={[
          { key: 'basic', label: t('personal.basic'), children: basic },
          {
            key: 'security',
            label: t('personal.security'),
            children: (
              <Button onClick={() => setPasswordOpen(true)} data-testid="personal-password">
                {t('shell.changePassword')}
              </Button>
            ),
          },
        ]}
      />
      <PasswordDialog
        open={passwordOpen}
        forced={false}
        userId={userId}
        onClose={() => setPasswordOpen(false)}
      />
    </Card>
  );
}
