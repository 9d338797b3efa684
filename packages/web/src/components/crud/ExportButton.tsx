import { DownloadOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@rpa/contracts';
import { Button, type ButtonProps, Form, Modal, Progress, Radio } from 'antd';
import type { AxiosProgressEvent } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request';
import { notify } from '../../app/notify';
import { pickerNow } from '../time';
import { saveBlob } from '../timeRanges';

export interface ExportButtonProps {
  /** Fetches the file for the list's current filters, reporting download progress when the server tells its size. */
  run: (format: ExportFormat, onProgress: (e: AxiosProgressEvent) => void) => Promise<Blob>;
  /** The file's name before its time stamp, in the reader's language. */
  fileName: string;
  /** The format dialog's title; asked only when more than one format is offered. */
  title?: string;
  formats?: readonly ExportFormat[];
  testId?: string;
  /** The format dialog's OK button. */
  okTestId?: string;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'choosing'; missing: boolean }
  | { kind: 'running'; percent: number | null };

/**
 * Export with the list's filters (console-core.md §9): with several formats a
 * dialog asks which one first; while the file downloads a dialog shows its
 * progress, then it is saved as `<name>-<time>.<format>`.
 */
export function ExportButton({
  run,
  fileName,
  title,
  formats = ['xlsx'],
  testId,
  okTestId = 'export-ok',
}: ExportButtonProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [format, setFormat] = useState<ExportFormat | null>(null);

  const start = async (chosen: ExportFormat) => {
    setStep({ kind: 'running', percent: null });
    try {
      const blob = await run(chosen, (e) =>
        setStep({ kind: 'running', percent: e.total ? Math.round((e.loaded / e.total) * 100) : null }),
      );
      saveBlob(blob, `${fileName}-${pickerNow().format('YYYYMMDD-HHmmss')}.${chosen}`);
      notify.success(t('common.exported'));
    } catch (err) {
      // The request client has shown the refusal.
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setStep({ kind: 'idle' });
    }
  };

  const open = () => {
    if (formats.length === 1) return void start(formats[0] as ExportFormat);
    setFormat(null);
    setStep({ kind: 'choosing', missing: false });
  };

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        loading={step.kind === 'running'}
        onClick={open}
        data-testid={testId}
      >
        {t('common.export')}
      </Button>
      <Modal
        open={step.kind === 'choosing'}
        title={title ?? t('common.export')}
        onCancel={() => setStep({ kind: 'idle' })}
        onOk={() => (format ? void start(format) : setStep({ kind: 'choosing', missing: true }))}
        okText={t('common.export')}
        okButtonProps={{ 'data-testid': okTestId } as ButtonProps}
      >
        <Form layout="vertical">
          <Form.Item
            label={t('common.exportFormat')}
            required
            validateStatus={step.kind === 'choosing' && step.missing ? 'error' : undefined}
            help={step.kind === 'choosing' && step.missing ? t('common.exportFormatRequired') : undefined}
          >
            <Radio.Group
              value={format}
              onChange={(e) => {
                setFormat(e.target.value as ExportFormat);
                setStep({ kind: 'choosing', missing: false });
              }}
              options={formats.map((f) => ({ value: f, label: f.toUpperCase() }))}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={step.kind === 'running'} title={t('common.exporting')} footer={null} closable={false}>
        {/* Without a size from the server the bar only shows that work goes on. */}
        <Progress
          percent={step.kind === 'running' ? (step.percent ?? 100) : 0}
          status="active"
          showInfo={step.kind === 'running' && step.percent !== null}
        />
      </Modal>
    </>
  );
}
