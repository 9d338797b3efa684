import { validateRunParameters } from '@rpa/contracts';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaults, issueText, localCommand, packageFileName } from '../view';
import type { Runnable } from './RunDialog';

/**
 * Running on the user's own machine with the reference robot: the values
 * typed here (defaults first) make the command to copy; the package can be
 * downloaded when the caller may download it.
 */
export function RunLocallyDialog({
  process,
  onDownload,
  onClose,
}: {
  process: Runnable | null;
  /** Offered when the caller may download the package. */
  onDownload?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (process) setValues(defaults(process.parameters));
  }, [process]);
  if (!process) return <Modal open={false} />;
  const file = packageFileName(process.name, process.version);
  const command = localCommand(file, values);
  const issues = validateRunParameters(process.parameters, values).map((i) => issueText(t, i));
  return (
    <Modal
      open
      title={t('processes.runLocalTitle', { name: process.name })}
      onCancel={onClose}
      footer={null}
      width={680}
    >
      <Typography.Paragraph>{t('processes.runLocalHint', { file })}</Typography.Paragraph>
      {process.parameters.length > 0 && (
        <Form layout="vertical" size="small">
          {process.parameters.map((p) => (
            <Form.Item
              key={p.name}
              label={p.description ? `${p.description} (${p.name})` : p.name}
              required={p.required}
              style={{ marginBottom: 8 }}
            >
              <Input
                value={values[p.name] ?? ''}
                placeholder={p.help || undefined}
                onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
              />
            </Form.Item>
          ))}
        </Form>
      )}
      <Typography.Paragraph
        copyable={{ text: command, tooltips: [t('processes.copy'), t('processes.copied')] }}
        style={{ marginTop: 12 }}
      >
        <code data-testid="run-local-command" style={{ wordBreak: 'break-all' }}>
          {command}
        </code>
      </Typography.Paragraph>
      {issues.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={issues.map((i) => <div key={i}>{i}</div>)}
        />
      )}
      {onDownload && (
        <Button onClick={onDownload} data-testid="run-local-download">
          {t('processes.downloadPackage')}
        </Button>
      )}
    </Modal>
  );
}
