import { DownloadOutlined } from '@ant-design/icons';
import type { ImportResult } from '@rpa/contracts';
import { Alert, Button, Flex, Modal, Progress, Table, Typography } from 'antd';
import type { AxiosProgressEvent } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from './ErrorNote';
import { saveBlob } from './timeRanges';
import { FileDrop, useUpload } from './upload';

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
  const sending = useUpload();
  const [result, setResult] = useState<ImportResult | null>(null);

  const reset = () => {
    setResult(null);
    sending.setProblem(null);
  };

  const send = async (file: File) => {
    reset();
    if (!file.name.toLowerCase().endsWith('.xlsx')) return sending.setProblem(t('import.onlyXlsx'));
    if (file.size > MAX_BYTES) return sending.setProblem(t('import.tooLarge'));
    const r = await sending.send(file, upload);
    if (!r) return;
    setResult(r);
    if (r.imported > 0) onImported();
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
        <FileDrop
          accept=".xlsx"
          busy={sending.busy}
          onFile={(file) => void send(file)}
          text={t('import.drop')}
          hint={t('import.hint')}
          testId="import-upload"
        />
        {sending.percent !== null && <Progress percent={sending.percent} status="active" />}
        <ErrorNote problem={sending.problem} />
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
