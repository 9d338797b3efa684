import type { ApplicationWithSecret } from '@rpa/contracts';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecretText, ShownOnceDialog } from './ShownOnceDialog';

export interface ShownSecret {
  application: ApplicationWithSecret;
  /** Why it is shown: a new application, or a reset of its secret. */
  reason: 'created' | 'reset';
}

interface Props {
  shown: ShownSecret;
  onClose(): void;
}

/** The AppSecret, this once (at creation or reset): the server keeps only its hash. */
export function SecretDialog({ shown, onClose }: Props) {
  const { t } = useTranslation();
  const { application, reason } = shown;
  return (
    <ShownOnceDialog
      title={t(reason === 'created' ? 'applications.createdTitle' : 'applications.resetDone', {
        name: application.name,
      })}
      warning={t('applications.secretWarning')}
      testId="application-secret"
      onClose={onClose}
    >
      <Descriptions column={1} size="small" bordered layout="vertical">
        <Descriptions.Item label={t('applications.appKey')}>
          <Typography.Text
            code
            copyable={{ tooltips: [t('applications.copy'), t('applications.copied')] }}
            style={{ wordBreak: 'break-all' }}
          >
            {application.appKey}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('applications.appSecret')}>
          <SecretText value={application.appSecret} testId="application-secret" />
        </Descriptions.Item>
      </Descriptions>
    </ShownOnceDialog>
  );
}
