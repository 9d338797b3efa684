import { COMPONENT_LIMITS } from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { componentKeys, uploadComponent } from '../../api/components';
import { notify } from '../../app/notify';
import { useWindowWidth } from '../../app/shell/useWidth';
import { ErrorNote } from '../../components/ErrorNote';
import { formatSize } from '../../components/text';
import { FileDrop, useUpload } from '../../components/upload';

const MAX_BYTES = COMPONENT_LIMITS.PACKAGE_MAX_MB * 1024 * 1024;

/**
 * Uploads a component package: the file is checked here first (a .zip, at
 * most the limit) and then by the server, which refuses with the reason
 * (no manifest, not a component, a version already uploaded...) shown in
 * the dialog. The first version of a name creates the project.
 */
export function UploadComponentDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose(): void;
  /** The project the package went to, to show its detail. */
  onUploaded(componentId: number): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const width = useWindowWidth();
  const sending = useUpload();
  const { setProblem } = sending;
  const [file, setFile] = useState<File | null>(null);

  // Each opening starts again.
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProblem(null);
  }, [open, setProblem]);

  const choose = (f: File) => {
    setFile(f);
    if (!f.name.toLowerCase().endsWith('.zip')) return setProblem(t('components.onlyZip'));
    if (f.size > MAX_BYTES)
      return setProblem(t('components.tooLarge', { max: COMPONENT_LIMITS.PACKAGE_MAX_MB }));
    setProblem(null);
  };

  const submit = async () => {
    if (!file) return setProblem(t('components.chooseFirst'));
    if (sending.problem) return;
    const done = await sending.send(file, uploadComponent);
    if (!done) return;
    notify.success(t('components.uploaded', { name: done.name, version: done.latestVersion }));
    await client.invalidateQueries({ queryKey: componentKeys.all });
    onClose();
    onUploaded(done.id);
  };

  return (
    <Modal
      open={open}
      title={t('components.uploadTitle')}
      width={width < 600 ? width - 16 : 560}
      onCancel={sending.busy ? undefined : onClose}
      maskClosable={!sending.busy}
      destroyOnHidden
      data-testid="component-upload-dialog"
      footer={
        <>
          <Button onClick={onClose} disabled={sending.busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="primary"
            loading={sending.busy}
            disabled={!file || !!sending.problem}
            onClick={() => void submit()}
            data-testid="component-upload-submit"
          >
            {t('components.uploadOk')}
          </Button>
        </>
      }
    >
      <Alert type="info" showIcon title={t('components.uploadHint')} style={{ marginBottom: 16 }} />
      <FileDrop
        accept=".zip"
        busy={sending.busy}
        onFile={choose}
        text={t('components.chooseFile')}
        hint={t('components.chooseFileHint', { max: COMPONENT_LIMITS.PACKAGE_MAX_MB })}
        testId="component-upload-file"
      />
      {file && (
        <Typography.Paragraph
          style={{ marginTop: 12, marginBottom: 0 }}
          ellipsis={{ tooltip: file.name }}
          data-testid="component-upload-chosen"
        >
          {t('components.chosenFile', { name: file.name, size: formatSize(file.size) })}
        </Typography.Paragraph>
      )}
      {sending.percent !== null && <Progress percent={sending.percent} status="active" />}
      <ErrorNote problem={sending.problem} testId="component-upload-error" style={{ marginTop: 16 }} />
    </Modal>
  );
}
