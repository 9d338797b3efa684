import type { AlertType } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertTypes, type PersonalInfo, saveAlertConf, saveLicExc } from '../../api/personal';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';
import { currentLang } from '../../i18n';

interface Props {
  info: PersonalInfo;
  onSaved(next: PersonalInfo): void;
}

interface Values {
  receiveEmail: boolean;
  alertCategories: AlertType[];
}

/**
 * Which alert categories are mailed to the user's email, and whether
 * licence exceptions are notified at all (that switch saves at once).
 */
export function NotificationSettings({ info, onSaved }: Props) {
  const { t } = useTranslation();
  const types = useQuery({ queryKey: ['alertTypes', currentLang()], queryFn: alertTypes });
  const [form] = Form.useForm<Values>();
  const receiveEmail = Form.useWatch('receiveEmail', form) ?? info.receiveEmail;
  const [saving, setSaving] = useState(false);
  const [licSaving, setLicSaving] = useState(false);
  const noEmail = info.email === '';

  // Null only when the account vanished meanwhile: nothing to show then.
  const run = async (work: () => Promise<PersonalInfo | null>, busy: (b: boolean) => void) => {
    await refusable(async () => {
      const next = await work();
      if (next) onSaved(next);
      notify.success(t('personal.saved'));
    }, busy);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ receiveEmail: info.receiveEmail, alertCategories: info.alertCategories }}
      onFinish={(v) => void run(() => saveAlertConf(v), setSaving)}
      style={{ maxWidth: 560 }}
    >
      {noEmail && (
        <Alert type="info" showIcon title={t('personal.emailFirst')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="receiveEmail"
        label={t('personal.receiveEmail')}
        valuePropName="checked"
        extra={info.email ? t('personal.mailTo', { email: info.email }) : undefined}
      >
        <Switch disabled={noEmail && !info.receiveEmail} data-testid="personal-receiveEmail" />
      </Form.Item>
      <Form.Item
        name="alertCategories"
        label={t('personal.categories')}
        rules={[
          {
            validator: (_, v: AlertType[] | undefined) =>
              receiveEmail && !v?.length
                ? Promise.reject(new Error(t('personal.categoriesRequired')))
                : Promise.resolve(),
          },
        ]}
      >
        <Checkbox.Group
          disabled={!receiveEmail}
          options={(types.data ?? []).map((c) => ({ value: c.type, label: c.name }))}
          data-testid="personal-categories"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="personal-alert-save">
        {t('personal.save')}
      </Button>
      <Form.Item label={t('personal.licExc')} style={{ marginTop: 24 }} extra={t('personal.licExcHelp')}>
        <Switch
          checked={info.licExc}
          loading={licSaving}
          onChange={(on) => void run(() => saveLicExc(on), setLicSaving)}
          data-testid="personal-licExc"
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('personal.inboxAlways')}</Typography.Paragraph>
    </Form>
  );
}
