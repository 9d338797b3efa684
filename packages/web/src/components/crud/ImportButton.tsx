import { UploadOutlined } from '@ant-design/icons';
import type { ImportResult } from '@rpa/contracts';
import { Button } from 'antd';
import type { AxiosProgressEvent } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../ImportDialog';

export interface ImportButtonProps {
  /** The dialog's title. */
  title: string;
  /** The template's file name, in the reader's language, with its `.xlsx`. */
  templateName: string;
  template: () => Promise<Blob>;
  upload: (form: FormData, progress: (e: AxiosProgressEvent) => void) => Promise<ImportResult>;
  /** Called after rows were stored, so the list can refresh. */
  onImported: () => void;
  testId?: string;
}

/** The Import button of a list and its dialog (template, upload with progress, refused rows). */
export function ImportButton({ testId, ...dialog }: ImportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid={testId}>
        {t('common.import')}
      </Button>
      <ImportDialog {...dialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
