import { InboxOutlined } from '@ant-design/icons';
import type { PackageUploadResult } from '@rpa/contracts';
import { Alert, Modal, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPackage } from '../../../api/processes';
import { RequestError } from '../../../api/request';
import { notify } from '../../../app/notify';

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
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.zip')) {
      setError(t('processes.uploadOnlyZip'));
      return;
    }
    setError(null);
    setPercent(0);
    const form = new FormData();
    form.append('file', file);
    try {
      const r = await uploadPackage(form, processId, (e) =>
        setPercent(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
      );
      notify.success(t('processes.uploaded', { name: r.process.name, version: r.version.number }));
      onUploaded(r);
      onClose();
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      setError(err.message);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal open={open} title={t('processes.upload')} onCancel={onClose} footer={null} destroyOnHidden>
      <Alert type="info" showIcon title={t('processes.uploadHint')} style={{ marginBottom: 12 }} />
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="upload-error" />
      )}
      <Upload.Dragger
        accept=".zip"
        multiple={false}
        showUploadList={false}
        disabled={percent !== null}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
        data-testid="upload-package"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('processes.uploadChoose')}</p>
      </Upload.Dragger>
      {percent !== null && <Progress percent={percent} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
