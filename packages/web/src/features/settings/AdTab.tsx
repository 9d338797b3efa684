import {
  AD_ACCOUNT_MAX,
  AD_ADDRESS_MAX,
  AD_FREQUENCIES,
  AD_PASSWORD_MAX,
  AD_VERSIONS,
  type AdDetected,
  type AdSettings,
  adSettings,
} from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../api/refusable';
import { adDomainSettings, detectAdDomain, saveAdDomain, testAdDomain } from '../../api/settings';
import { notify } from '../../app/notify';
import { useCrossFieldRule, useFieldRules } from '../../components/rules';
import { zoneLabel } from '../../components/time';
import { validated } from '../../components/validated';
import { AdDetectedDialog } from './AdDetectedDialog';
import { AdSyncPanel } from './AdSyncPanel';
import { SettingsForm } from './SettingsForm';

const AD = ['settings', 'adDomain'];

/**
 * The AD domain tab (console-administration.md §3, §5): the domain
 * controller, the base DN synced from, the account that reads it (its
 * password write-only: left empty it keeps the stored one), the protocol
 * version and the sync frequency. The connection test and the detection
 * use what the form holds; the sync panel below follows the saved settings.
 */
export function AdTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdSettings>();
  const rule = useFieldRules(adSettings);
  const across = useCrossFieldRule(adSettings);
  const stored = useQuery({ queryKey: AD, queryFn: adDomainSettings });
  const [testing, setTesting] = useState(false);
  const [detecting, setDetecting] = useState(false);
  const [detected, setDetected] = useState<AdDetected | null>(null);

  const withForm = async (work: (values: AdSettings) => Promise<void>, setBusy: (busy: boolean) => void) => {
    const values = await validated(form);
    if (values) await refusable(() => work(values), setBusy);
  };
  const test = () =>
    withForm(async (values) => {
      const { baseDn, millis } = await testAdDomain(values);
      notify.success(t('settings.ad.testPassed', { baseDn, millis }));
    }, setTesting);
  const detect = () => withForm(async (values) => setDetected(await detectAdDomain(values)), setDetecting);

  return (
    <>
      <SettingsForm
        form={form}
        queryKey={AD}
        load={adDomainSettings}
        save={saveAdDomain}
        savedMessage={t('settings.saved')}
        testId="ad"
        extra={
          <>
            <Button loading={testing} onClick={() => void test()} data-testid="ad-test">
              {t('settings.ad.test')}
            </Button>
            <Button loading={detecting} onClick={() => void detect()} data-testid="ad-detect">
              {t('settings.ad.detect')}
            </Button>
          </>
        }
      >
        <Row gutter={16}>
          <Col xs={24} sm={16}>
            <Form.Item
              name="address"
              label={t('settings.ad.address')}
              rules={rule('address')}
              extra={t('settings.ad.addressHint')}
            >
              <Input maxLength={AD_ADDRESS_MAX} placeholder="dc1.example.com" data-testid="ad-address" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="port" label={t('settings.ad.port')} rules={rule('port')} required>
              <InputNumber precision={0} maxLength={5} style={{ width: '100%' }} data-testid="ad-port" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="targetAddress"
          label={t('settings.ad.targetAddress')}
          rules={rule('targetAddress')}
          extra={t('settings.ad.targetAddressHint')}
        >
          <Input
            maxLength={AD_ADDRESS_MAX}
            placeholder="ou=Staff,dc=example,dc=com"
            data-testid="ad-targetAddress"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="account"
              label={t('settings.ad.account')}
              rules={[...rule('account'), across('account')]}
              dependencies={['address']}
            >
              <Input maxLength={AD_ACCOUNT_MAX} placeholder="admin@example.com" data-testid="ad-account" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="password" label={t('settings.ad.password')} rules={rule('password')}>
              <Input.Password
                maxLength={AD_PASSWORD_MAX}
                autoComplete="new-password"
                placeholder={stored.data?.hasPassword ? t('settings.ad.passwordKept') : undefined}
                data-testid="ad-password"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="version" label={t('settings.ad.version')} rules={rule('version')} required>
              <Select
                options={AD_VERSIONS.map((v) => ({ value: v, label: `LDAP v${v}` }))}
                data-testid="ad-version"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item
              name="frequency"
              label={t('settings.ad.frequency')}
              rules={rule('frequency')}
              extra={t('settings.ad.frequencyHint', { zone: zoneLabel() })}
              required
            >
              <Radio.Group
                options={AD_FREQUENCIES.map((f) => ({ value: f, label: t(`settings.ad.frequencies.${f}`) }))}
                data-testid="ad-frequency"
              />
            </Form.Item>
          </Col>
        </Row>
      </SettingsForm>
      <AdSyncPanel />
      <AdDetectedDialog detected={detected} onClose={() => setDetected(null)} />
    </>
  );
}
