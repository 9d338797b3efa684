import { CopyOutlined } from '@ant-design/icons';
import type { ApplicationWithSecret } from '@rpa/contracts';
import { Alert, Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';

export interface ShownSecret {
  application: ApplicationWithSecret;
  /** Why it is shown: a new application, or a reset of its secret. */
  reason: 'created' | 'reset';
}

interface Props {
  shown: ShownSecret;
  onClose(): void;
}

/**
 * The AppSecret, this once (at creation or reset): the server keeps only its
 * hash. Closed only by its button, so it is not lost to a stray click or Esc.
 */
export function SecretDialog({ shown, onClose }: Props) {
  const { t } = useTranslation();
  const { application, reason } = shown;
  const secretRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(application.appSecret);
      setCopied(true);
    } catch {
      // No clipboard (plain http, refused): select the text for the reader to copy.
      if (secretRef.current) window.getSelection()?.selectAllChildren(secretRef.current);
      notify.info(t('applications.copyManually'));
    }
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={t(reason === 'created' ? 'applications.createdTitle' : 'applications.resetDone', {
        name: application.name,
      })}
      closable={false}
      maskClosable={false}
      keyboard={false}
      // On the dialog itself: a Modal's own data attributes land on its size-less root.
      modalRender={(dialog) => <div data-testid="application-secret-dialog">{dialog}</div>}
      footer={
        <Button type="primary" data-testid="application-secret-done" onClick={onClose}>
          {t('applications.done')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={t('applications.secretWarning')} />
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
            <Flex vertical gap={8} align="flex-start">
              <Typography.Text
                code
                ref={secretRef}
                data-testid="application-secret-value"
                style={{ wordBreak: 'break-all' }}
              >
                {application.appSecret}
              </Typography.Text>
              <Button
                icon={<CopyOutlined />}
                data-testid="application-secret-copy"
                onClick={() => void copy()}
              >
                {copied ? t('applications.copied') : t('applications.copy')}
              </Button>
            </Flex>
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    </Modal>
  );
}
