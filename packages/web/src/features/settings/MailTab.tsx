import { MAIL_FIELD_MAX, type MailSettings, mailSettings, testMailTo } from '@rpa/contracts';
import { Button, type ButtonProps, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../api/refusable';
import { mailServer, saveMailServer, sendTestMail } from '../../api/settings';
import { notify } from '../../app/notify';
import { useFieldRules, useRule } from '../../components/rules';
import { validated } from '../../components/validated';
import { SettingsForm } from './SettingsForm';

const MAIL = ['settings', 'mail'];

/** What the form shows before any server is saved. */
const BLANK: MailSettings = {
  host: '',
  port: 25,
  timeout: 30,
  sender: '',
  username: '',
  password: '',
  ssl: false,
};

async function loadMail(): Promise<MailSettings & { hasPassword: boolean }> {
  return (await mailServer()) ?? { ...BLANK, hasPassword: false };
}

/**
 * The mailbox-server tab (console-administration.md §3, §5): the server
 * every notice is mailed from. The password is write-only: left empty it
 * keeps the stored one. A test mail goes out with what the form holds.
 */
export function MailTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<MailSettings>();
  const rule = useFieldRules(mailSettings);
  const [testing, setTesting] = useState(false);
  const text = (name: 'host' | 'sender' | 'username') => (
    <Form.Item
      name={name}
      label={t(`settings.mail.${name}`)}
      rules={rule(name)}
      required={name !== 'username'}
    >
      <Input maxLength={MAIL_FIELD_MAX} data-testid={`mail-${name}`} />
    </Form.Item>
  );
  return (
    <>
      <SettingsForm
        form={form}
        queryKey={MAIL}
        load={loadMail}
        save={saveMailServer}
        savedMessage={t('settings.saved')}
        testId="mail"
        extra={
          <Button onClick={() => setTesting(true)} data-testid="mail-test">
            {t('settings.mail.test')}
          </Button>
        }
      >
        {(stored) => (
          <>
            <Row gutter={16}>
              <Col xs={24} sm={16}>
                {text('host')}
              </Col>
              <Col xs={12} sm={4}>
                <Form.Item name="port" label={t('settings.mail.port')} rules={rule('port')} required>
                  <InputNumber
                    precision={0}
                    maxLength={5}
                    style={{ width: '100%' }}
                    data-testid="mail-port"
                  />
                </Form.Item>
              </Col>
              <Col xs={12} sm={4}>
                <Form.Item name="timeout" label={t('settings.mail.timeout')} rules={rule('timeout')} required>
                  <InputNumber
                    precision={0}
                    suffix="s"
                    style={{ width: '100%' }}
                    data-testid="mail-timeout"
                  />
                </Form.Item>
              </Col>
            </Row>
            {text('sender')}
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                {text('username')}
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="password" label={t('settings.mail.password')} rules={rule('password')}>
                  <Input.Password
                    maxLength={MAIL_FIELD_MAX}
                    autoComplete="new-password"
                    placeholder={stored.hasPassword ? t('settings.mail.passwordKept') : undefined}
                    data-testid="mail-password"
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="ssl"
              label={t('settings.mail.ssl')}
              valuePropName="checked"
              extra={t('settings.mail.sslHint')}
            >
              <Switch data-testid="mail-ssl" />
            </Form.Item>
          </>
        )}
      </SettingsForm>
      <TestMailDialog open={testing} settings={() => validated(form)} onClose={() => setTesting(false)} />
    </>
  );
}

/** Asks where the test mail goes, then sends it with the form's settings; the server's own answer shows on failure. */
function TestMailDialog({
  open,
  settings,
  onClose,
}: {
  open: boolean;
  settings: () => Promise<MailSettings | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ to: string }>();
  const [busy, setBusy] = useState(false);
  const toRule = useRule(testMailTo);
  const send = async () => {
    const to = await validated(form);
    if (!to) return;
    const values = await settings();
    if (!values) {
      onClose();
      return;
    }
    await refusable(async () => {
      await sendTestMail(values, to.to.trim());
      notify.success(t('settings.mail.testSent', { to: to.to.trim() }));
      onClose();
    }, setBusy);
  };
  return (
    <Modal
      open={open}
      title={t('settings.mail.test')}
      okText={t('settings.mail.send')}
      okButtonProps={{ 'data-testid': 'mail-test-send' } as ButtonProps}
      confirmLoading={busy}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={() => void send()}>
        <Form.Item name="to" label={t('settings.mail.to')} rules={toRule}>
          <Input maxLength={100} autoFocus data-testid="mail-test-to" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
