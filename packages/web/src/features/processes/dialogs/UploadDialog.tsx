import type { PackageUploadResult } from '@rpa/contracts';
import { Alert, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadPackage } from '../../../api/processes';
import { notify } from '../../../app/notify';
import { ErrorNote } from '../../../components/ErrorNote';
import { FileDrop, useUpload } from '../../../components/upload';

/** Uploads a process package (a new process, or a new version of `processId`) with progress. */
export function UploadDialog({
  open,
  processId,
  onUploaded,
  onClose,
}: {
  open: boolean;
  processId?: number;
  onUploaded: (r: PackageUploadResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const sending = useUpload();

  const send = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.zip')) return sending.setProblem(t('processes.uploadOnlyZip'));
    const r = await sending.send(file, (form, progress) => uploadPackage(form, processId, progress));
    if (!r) return;
    notify.success(t('processes.uploaded', { name: r.process.name, version: r.version.number }));
    onUploaded(r);
    onClose();
  };

  return (
    <Modal open={open} title={t('processes.upload')} onCancel={onClose} footer={null} destroyOnHidden>
      <Alert type="info" showIcon title={t('processes.uploadHint')} style={{ marginBottom: 12 }} />
      <ErrorNote problem={sending.problem} style={{ marginBottom: 12 }} testId="upload-error" />
      <FileDrop
        accept=".zip"
        busy={sending.busy}
        onFile={(file) => void send(file)}
        text={t('processes.uploadChoose')}
        testId="upload-package"
      />
      {sending.percent !== null && <Progress percent={sending.percent} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
