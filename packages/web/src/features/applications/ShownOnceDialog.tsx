import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';

interface Props {
  title: ReactNode;
  /** Why the secret must be stored now. */
  warning: ReactNode;
  /** Names the dialog `<testId>-dialog` and its button `<testId>-done`. */
  testId: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A secret shown this once (the server keeps only its hash or never shows it
 * again). Closed only by its button, so it is not lost to a stray click or Esc.
 */
export function ShownOnceDialog({ title, warning, testId, onClose, children }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      destroyOnHidden
      title={title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      // On the dialog itself: a Modal's own data attributes land on its size-less root.
      modalRender={(dialog) => <div data-testid={`${testId}-dialog`}>{dialog}</div>}
      footer={
        <Button type="primary" data-testid={`${testId}-done`} onClick={onClose}>
          {t('applications.done')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={warning} />
        {children}
      </Flex>
    </Modal>
  );
}

/** The secret with a copy button (`<testId>-value`, `<testId>-copy`). */
export function SecretText({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  const secretRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (plain http, refused): select the text for the reader to copy.
      if (secretRef.current) window.getSelection()?.selectAllChildren(secretRef.current);
      notify.info(t('applications.copyManually'));
    }
  };

  return (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text
        code
        ref={secretRef}
        data-testid={`${testId}-value`}
        style={{ wordBreak: 'break-all' }}
      >
        {value}
      </Typography.Text>
      <Button icon={<CopyOutlined />} data-testid={`${testId}-copy`} onClick={() => void copy()}>
        {copied ? t('applications.copied') : t('applications.copy')}
      </Button>
    </Flex>
  );
}
