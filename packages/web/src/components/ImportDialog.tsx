import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportResult } from '@rpa/contracts';
import { Alert, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import type { AxiosProgressEvent } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../api/request';
import { saveBlob } from './timeRanges';

interface Props {
  open: boolean;
  title: string;
  templateName: string;
  template(): Promise<Blob>;
  upload(form: FormData, progress: (e: AxiosProgressEvent) => void): Promise<ImportResult>;
  /** Called after an import stored rows, so the screen can refresh. */
  onImported(): void;
  onClose(): void;
}

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Import from an xlsx template (console-administration.md §8): download the
 * template, upload with progress, then the count imported and a table of the
 * rows refused with their reason.
 */
export function ImportDialog({ open, title, templateName, template, upload, onImported, onClose }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setProgress(null);
    setResult(null);
    setProblem(null);
  };

  const send = async (file: File) => {
    reset();
    if (!file.name.toLowerCase().endsWith('.xlsx')) return setProblem(t('import.onlyXlsx'));
    if (file.size > MAX_BYTES) return setProblem(t('import.tooLarge'));
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    try {
      const r = await upload(form, (e) => setProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 50));
      setResult(r);
      if (r.imported > 0) onImported();
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      setProblem(err.message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={760}
      onCancel={() => {
        reset();
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Text>
          {t('import.step1')}{' '}
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void template().then((blob) => saveBlob(blob, templateName))}
            data-testid="import-template"
          >
            {t('import.template')}
          </Button>
        </Typography.Text>
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={progress !== null}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
          data-testid="import-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.drop')}</p>
          <p className="ant-upload-hint">{t('import.hint')}</p>
        </Upload.Dragger>
        {progress !== null && <Progress percent={progress} status="active" />}
        {problem && <Alert type="error" showIcon title={problem} />}
        {result && (
          <Alert
            type={result.errors.length ? 'warning' : 'success'}
            showIcon
            title={t('import.done', { imported: result.imported, failed: result.errors.length })}
            data-testid="import-result"
          />
        )}
        {result && result.errors.length > 0 && (
          <Table
            size="small"
            rowKey="row"
            dataSource={result.errors}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 560 }}
            columns={[
              { title: t('import.row'), dataIndex: 'row', width: 70 },
              { title: t('import.key'), dataIndex: 'key', width: 160, ellipsis: true },
              { title: t('import.reason'), dataIndex: 'reason' },
            ]}
            data-testid="import-errors"
          />
        )}
      </Flex>
    </Modal>
  );
}
