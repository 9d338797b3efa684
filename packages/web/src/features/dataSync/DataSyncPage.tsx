import {
  DATA_SYNC_PASSWORD_MAX,
  DATA_SYNC_URL_MAX,
  DATA_SYNC_USER_MAX,
  type DataSyncSettings,
  dataSyncSettings,
} from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, Radio, Row, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataSyncTarget, saveDataSync, testDataSync } from '../../api/dataSync';
import { RequestError } from '../../api/request';
import { useFieldRules } from '../../components/rules';
import { validated } from '../../components/validated';
import { SettingsForm } from '../settings/SettingsForm';
import { STATUS, SyncStatusPanel } from './SyncStatusPanel';

const TARGET = ['dataSync', 'target'];

type TestResult = { ok: true; text: string } | { ok: false; text: string };

/**
 * Data sync (console-administration.md §2, §3 "Sync config"): the
 * PostgreSQL database run records, their logs, business field values and the
 * operation log are copied to, and where the copy stands. The password is
 * write-only: left empty it keeps the stored one. The connection test uses
 * what the form holds. The spec's Elasticsearch target is shown as not
 * available in this version.
 */
export default function DataSyncPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<DataSyncSettings>();
  const rule = useFieldRules(dataSyncSettings);
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);

  const test = async () => {
    const values = await validated(form);
    if (!values) return;
    setTesting(true);
    setResult(null);
    try {
      const { serverVersion, millis } = await testDataSync(values);
      setResult({ ok: true, text: t('dataSync.testPassed', { version: serverVersion, millis }) });
    } catch (err) {
      if (!(err instanceof Error)) throw err;
      setResult({ ok: false, text: err instanceof RequestError ? err.message : String(err) });
    } finally {
      setTesting(false);
    }
  };
  const save = async (values: DataSyncSettings) => {
    await saveDataSync(values);
    await client.invalidateQueries({ queryKey: STATUS });
  };

  return (
    <Card title={t('dataSync.title')}>
      <Flex vertical gap={24}>
        <Alert type="info" showIcon title={t('dataSync.intro')} style={{ maxWidth: 640 }} />
        <SettingsForm
          form={form}
          queryKey={TARGET}
          load={dataSyncTarget}
          save={save}
          savedMessage={t('dataSync.saved')}
          testId="sync"
          extra={
            <Button loading={testing} onClick={() => void test()} data-testid="sync-test">
              {t('dataSync.test')}
            </Button>
          }
        >
          {(stored) => (
            <>
              <Form.Item
                name="enabled"
                label={t('dataSync.enabled')}
                valuePropName="checked"
                extra={t('dataSync.enabledHint')}
              >
                <Switch data-testid="sync-enabled" />
              </Form.Item>
              <Form.Item
                name="kind"
                label={t('dataSync.kind')}
                rules={rule('kind')}
                extra={t('dataSync.elasticsearchLeftOut')}
                required
              >
                <Radio.Group
                  options={[
                    { value: 'postgresql', label: 'PostgreSQL' },
                    { value: 'elasticsearch', label: t('dataSync.elasticsearch'), disabled: true },
                  ]}
                  data-testid="sync-kind"
                />
              </Form.Item>
              <Form.Item
                name="url"
                label={t('dataSync.url')}
                rules={rule('url')}
                extra={t('dataSync.urlHint')}
                required
              >
                <Input
                  maxLength={DATA_SYNC_URL_MAX}
                  placeholder="postgres://db.example.com:5432/reports"
                  data-testid="sync-url"
                />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item name="user" label={t('dataSync.user')} rules={rule('user')} required>
                    <Input maxLength={DATA_SYNC_USER_MAX} autoComplete="off" data-testid="sync-user" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="password" label={t('dataSync.password')} rules={rule('password')}>
                    <Input.Password
                      maxLength={DATA_SYNC_PASSWORD_MAX}
                      autoComplete="new-password"
                      placeholder={stored.hasPassword ? t('dataSync.passwordKept') : undefined}
                      data-testid="sync-password"
                    />
                  </Form.Item>
                </Col>
              </Row>
              {result && (
                <Alert
                  type={result.ok ? 'success' : 'error'}
                  showIcon
                  title={result.text}
                  style={{ marginBottom: 16, wordBreak: 'break-word' }}
                  role="status"
                  data-testid="sync-test-result"
                />
              )}
            </>
          )}
        </SettingsForm>
        <SyncStatusPanel />
      </Flex>
    </Card>
  );
}
