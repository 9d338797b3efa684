import type { FilePlace } from '@rpa/contracts';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyFiles, fileKeys } from '../../api/files';
import { FormDialog } from '../../components/crud';
import { DestinationFields } from './DestinationFields';

interface Values {
  place: FilePlace;
  processId?: number;
}

interface Props {
  /** The files to copy; null: closed. */
  ids: number[] | null;
  onCopied(): void;
  onClose(): void;
}

/** Copies the selected files to the caller's own files or a process's documents; a file of the same name there is replaced. */
export function CopyDialog({ ids, onCopied, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values, { files: unknown[] }>
      open={ids !== null}
      title={t('files.copyTitle', { count: ids?.length ?? 0 })}
      okText={t('files.copy')}
      okTestId="files-copy-ok"
      form={form}
      initialValues={{ place: 'personal' }}
      save={(v) => copyFiles(ids ?? [], v)}
      savedMessage={(r) => t('files.copied', { count: r.files.length })}
      invalidates={[fileKeys.all]}
      onSaved={onCopied}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('files.copyHint')}</Typography.Paragraph>
      <DestinationFields testId="files-copy" />
    </FormDialog>
  );
}
