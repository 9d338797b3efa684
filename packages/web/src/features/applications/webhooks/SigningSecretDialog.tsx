import type { WebhookWithSecret } from '@rpa/contracts';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecretText, ShownOnceDialog } from '../ShownOnceDialog';

export interface ShownSigningSecret {
  webhook: WebhookWithSecret;
  /** Why it is shown: a new endpoint, or a rotation of its secret. */
  reason: 'created' | 'rotated';
}

interface Props {
  shown: ShownSigningSecret;
  onClose(): void;
}

/** An endpoint's signing secret (`whsec_…`), this once: after add or rotation. */
export function SigningSecretDialog({ shown, onClose }: Props) {
  const { t } = useTranslation();
  const { webhook, reason } = shown;
  return (
    <ShownOnceDialog
      title={t(reason === 'created' ? 'webhooks.createdTitle' : 'webhooks.rotatedTitle')}
      warning={t('webhooks.secretWarning')}
      testId="webhook-secret"
      onClose={onClose}
    >
      <Descriptions column={1} size="small" bordered layout="vertical">
        <Descriptions.Item label={t('webhooks.url')}>
          <span style={{ wordBreak: 'break-all' }}>{webhook.url}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('webhooks.secret')}>
          <SecretText value={webhook.secret} testId="webhook-secret" />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('webhooks.verifyNote')}
      </Typography.Paragraph>
    </ShownOnceDialog>
  );
}
