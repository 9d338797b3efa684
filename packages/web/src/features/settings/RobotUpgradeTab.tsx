import { ROBOT_UPGRADE_LIMITS, type RobotUpgrade, robotUpgrade as rules } from '@rpa/contracts';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { robotUpgrade, saveRobotUpgrade } from '../../api/settings';
import { useFieldRules } from '../../components/rules';
import { SettingsForm } from './SettingsForm';
import { UpgradeFileTable } from './UpgradeFileTable';

/**
 * The 9.0 robot upgrade tab: a version and the files robots fetch to reach
 * it. Saving an empty list asks first, since robots then download nothing.
 */
export function RobotUpgradeTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RobotUpgrade>();
  const rule = useFieldRules(rules);
  return (
    <SettingsForm
      form={form}
      queryKey={['settings', 'robotUpgrade']}
      load={robotUpgrade}
      save={saveRobotUpgrade}
      savedMessage={t('settings.saved')}
      testId="robot-upgrade"
      wide
      confirmSave={({ files }) =>
        files?.length
          ? null
          : {
              title: t('settings.robotUpgrade.emptyTitle'),
              content: t('settings.robotUpgrade.emptyConfirm'),
            }
      }
    >
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t('settings.robotUpgrade.intro')}
      </Typography.Paragraph>
      <Form.Item
        name="version"
        label={t('settings.robotUpgrade.version')}
        rules={rule('version')}
        required
        style={{ maxWidth: 320 }}
      >
        <Input
          count={{ show: true, max: ROBOT_UPGRADE_LIMITS.VERSION_MAX }}
          data-testid="robot-upgrade-version"
        />
      </Form.Item>
      <div style={{ marginBottom: 24 }}>
        <UpgradeFileTable />
      </div>
    </SettingsForm>
  );
}
