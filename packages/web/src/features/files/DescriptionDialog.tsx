import { FILE_DESCRIPTION_MAX, type FileRow, filesApi } from '@rpa/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeFile, fileKeys } from '../../api/files';
import { FormDialog } from '../../components/crud';
import { useRule } from '../../components/rules';

/** Changes one file's description (at most the contract's length). */
export function DescriptionDialog({ file, onClose }: { file: FileRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ description: string }>();
  const rule = useRule(filesApi.describe.input.shape.description);
  return (
    <FormDialog<{ description: string }>
      open={file !== null}
      title={t('files.describeTitle', { name: file?.name ?? '' })}
      okTestId="files-describe-ok"
      form={form}
      initialValues={{ description: file?.description ?? '' }}
      save={(v) => describeFile(file?.id ?? 0, (v.description ?? '').trim())}
      savedMessage={t('files.described')}
      invalidates={[fileKeys.all]}
      onClose={onClose}
    >
      <Form.Item name="description" label={t('files.description')} rules={rule}>
        <Input.TextArea
          rows={3}
          showCount
          maxLength={FILE_DESCRIPTION_MAX}
          autoFocus
          data-testid="files-describe-input"
        />
      </Form.Item>
    </FormDialog>
  );
}
