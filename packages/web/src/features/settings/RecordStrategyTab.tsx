import { type RecordStrategy, recordStrategy as rules } from '@rpa/contracts';
import { Col, Form, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordStrategy, saveRecordStrategy } from '../../api/settings';
import { useCrossFieldRule, useFieldRules } from '../../components/rules';
import { SettingsForm } from './SettingsForm';

const PORTS = ['transferPort', 'controlPort', 'logPort'] as const;

/**
 * The record strategy tab: the ports of a robot's recording service (three
 * different ones) and whether runs are recorded; offers made after a save
 * tell the robots.
 */
export function RecordStrategyTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecordStrategy>();
  const rule = useFieldRules(rules);
  const across = useCrossFieldRule(rules);
  return (
    <SettingsForm
      form={form}
      queryKey={['settings', 'recordStrategy']}
      load={recordStrategy}
      save={saveRecordStrategy}
      savedMessage={t('settings.saved')}
      testId="record"
    >
      <Row gutter={16}>
        {PORTS.map((port) => (
          <Col xs={24} sm={8} key={port}>
            <Form.Item
              name={port}
              label={t(`settings.record.${port}`)}
              // The refinement that the three differ speaks under the last of them.
              rules={port === 'logPort' ? [...rule(port), across(port)] : rule(port)}
              dependencies={PORTS.filter((p) => p !== port)}
              required
            >
              <InputNumber
                precision={0}
                maxLength={5}
                style={{ width: '100%' }}
                data-testid={`record-${port}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name="recordByDefault"
        label={t('settings.record.recordByDefault')}
        valuePropName="checked"
        extra={t('settings.record.recordByDefaultHint')}
      >
        <Switch data-testid="record-recordByDefault" />
      </Form.Item>
    </SettingsForm>
  );
}
