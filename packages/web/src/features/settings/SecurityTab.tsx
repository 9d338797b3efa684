import {
  LANGS,
  type Lang,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordLevelName,
  type SecurityPolicy,
  securityPolicy,
} from '@rpa/contracts';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { securityPolicy as loadPolicy, saveSecurityPolicy } from '../../api/settings';
import { useCrossFieldRule, useFieldRules, useRule } from '../../components/rules';
import { SettingsForm } from './SettingsForm';

const descShape = securityPolicy.shape.patternDesc.shape;

/** A whole number of the policy, with its unit after it. */
function NumberItem({ name, unit }: { name: keyof SecurityPolicy & string; unit?: string }) {
  const { t } = useTranslation();
  const rule = useFieldRules(securityPolicy);
  return (
    <Form.Item name={name} label={t(`settings.security.${name}`)} rules={rule(name)}>
      <InputNumber precision={0} suffix={unit} style={{ width: '100%' }} data-testid={`security-${name}`} />
    </Form.Item>
  );
}

/** What the pattern demands, in one language: required of both once a pattern is set. */
function PatternDescItem({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const own = useRule(descShape[lang]);
  const across = useCrossFieldRule(securityPolicy);
  return (
    <Form.Item
      name={['patternDesc', lang]}
      label={t(`settings.security.patternDesc.${lang}`)}
      rules={[...own, across('patternDesc')]}
      dependencies={['pattern']}
    >
      <Input maxLength={200} data-testid={`security-patternDesc-${lang}`} />
    </Form.Item>
  );
}

/**
 * The security tab (console-administration.md §5): password length and
 * strength, the extra pattern with what it demands in both languages,
 * lockout, session timeout and captcha. Saved changes apply to the next
 * sign-in or password change on every node.
 */
export function SecurityTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SecurityPolicy>();
  const rule = useFieldRules(securityPolicy);
  const across = useCrossFieldRule(securityPolicy);
  const minutes = t('settings.security.minutes');
  return (
    <SettingsForm
      form={form}
      queryKey={['settings', 'security']}
      load={loadPolicy}
      save={saveSecurityPolicy}
      savedMessage={t('settings.saved')}
      testId="security"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <NumberItem name="minLength" />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxLength"
            label={t('settings.security.maxLength')}
            rules={[...rule('maxLength'), across('maxLength')]}
            dependencies={['minLength']}
            extra={t('settings.security.lengthHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="security-maxLength" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="level" label={t('settings.security.level')} rules={rule('level')}>
        <Select
          data-testid="security-level"
          options={passwordLevelName.options.map((level) => ({
            value: level,
            label: t(`settings.security.levels.${level}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="pattern"
        label={t('settings.security.pattern')}
        rules={rule('pattern')}
        extra={t('settings.security.patternHint')}
      >
        <Input maxLength={200} data-testid="security-pattern" />
      </Form.Item>
      <Row gutter={16}>
        {LANGS.map((lang) => (
          <Col xs={24} sm={12} key={lang}>
            <PatternDescItem lang={lang} />
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <NumberItem name="sessionTimeoutMinutes" unit={minutes} />
        </Col>
        <Col xs={24} sm={12}>
          <NumberItem name="captchaAfterFailures" />
        </Col>
        <Col xs={24} sm={12}>
          <NumberItem name="lockThreshold" />
        </Col>
        <Col xs={24} sm={12}>
          <NumberItem name="lockMinutes" unit={minutes} />
        </Col>
      </Row>
    </SettingsForm>
  );
}
