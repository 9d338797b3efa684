import { AI_ADDRESS_MAX, type AiServerSettings, aiServerSettings } from '@rpa/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../api/refusable';
import { aiServerSettings as loadAiServer, saveAiServer, testAiServer } from '../../api/settings';
import { notify } from '../../app/notify';
import { useFieldRules } from '../../components/rules';
import { validated } from '../../components/validated';
import { SettingsForm } from './SettingsForm';

const AI_SERVER = ['settings', 'aiServer'];

/**
 * The AI server tab: the OCR / AI service robots call, its key write-only
 * (left empty it keeps the stored one), and a connection test of what the
 * form holds.
 */
export function AiServerTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AiServerSettings>();
  const rule = useFieldRules(aiServerSettings);
  const [testing, setTesting] = useState(false);
  const test = async () => {
    const values = await validated(form);
    if (!values) return;
    await refusable(async () => {
      const { status, millis } = await testAiServer(values);
      notify.success(t('settings.ai.testPassed', { status, millis }));
    }, setTesting);
  };
  return (
    <SettingsForm
      form={form}
      queryKey={AI_SERVER}
      load={loadAiServer}
      save={saveAiServer}
      savedMessage={t('settings.saved')}
      testId="ai"
      extra={
        <Button loading={testing} onClick={() => void test()} data-testid="ai-test">
          {t('settings.ai.test')}
        </Button>
      }
    >
      {(stored) => (
        <>
          <Form.Item
            name="address"
            label={t('settings.ai.address')}
            rules={rule('address')}
            extra={t('settings.ai.addressHint')}
          >
            <Input
              maxLength={AI_ADDRESS_MAX}
              placeholder="https://ocr.example.com/v1"
              data-testid="ai-address"
            />
          </Form.Item>
          <Form.Item name="key" label={t('settings.ai.key')} rules={rule('key')}>
            <Input.Password
              maxLength={200}
              autoComplete="new-password"
              placeholder={stored.hasKey ? t('settings.ai.keyKept') : undefined}
              data-testid="ai-key"
            />
          </Form.Item>
          <Form.Item name="model" label={t('settings.ai.model')} rules={rule('model')}>
            <Input maxLength={100} data-testid="ai-model" />
          </Form.Item>
        </>
      )}
    </SettingsForm>
  );
}
