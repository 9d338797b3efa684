import { FILE_DESCRIPTION_MAX, type FilePlace, filesApi } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Progress, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileKeys, uploadFiles } from '../../api/files';
import { FILE_UPLOAD_KEY, fileUploadSettings } from '../../api/settings';
import { notify } from '../../app/notify';
import { ErrorNote } from '../../components/ErrorNote';
import { useContractMessage, useRule } from '../../components/rules';
import { useUpload } from '../../components/upload';
import { validated } from '../../components/validated';
import { ChosenList, FilePickers, UploadLimits } from './ChosenFiles';
import { addChosen, type Chosen, refusalOf, uploadForm } from './chosen';
import { DestinationFields } from './DestinationFields';

interface Values {
  place: FilePlace;
  processId?: number;
  description?: string;
  test: boolean;
}

interface Props {
  open: boolean;
  /** Where the files go unless changed: the tab it was opened from. */
  place: FilePlace;
  onClose(): void;
}

/**
 * Uploads several files (or a folder) at once to the caller's own files or
 * a process's documents. Every file is checked here against the upload
 * settings, as the server checks it, and each refusal shown by its file
 * before anything is sent; then one request with its progress.
 */
export function UploadDialog({ open, place, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t('files.upload')}
      onCancel={() => !busy && onClose()}
      maskClosable={false}
      closable={!busy}
      footer={null}
      width={640}
      destroyOnHidden
      data-testid="files-upload-dialog"
    >
      <UploadForm place={place} onBusy={setBusy} onClose={onClose} />
    </Modal>
  );
}

function UploadForm({ place, onBusy, onClose }: Omit<Props, 'open'> & { onBusy(on: boolean): void }) {
  const { t } = useTranslation();
  const message = useContractMessage();
  // Optional here: an empty description is left out of the query.
  const descriptionRule = useRule(filesApi.upload.input.shape.description);
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const sending = useUpload();
  const settings = useQuery({ queryKey: FILE_UPLOAD_KEY, queryFn: fileUploadSettings });
  const s = settings.data;
  // A note about the earlier choice no longer holds once it changes.
  const change = (next: (c: Chosen[]) => Chosen[]) => {
    sending.setProblem(null);
    setChosen(next);
  };

  const submit = async () => {
    const values = await validated(form);
    if (!values || !s) return;
    if (chosen.length === 0) return sending.setProblem(message('files.selectFile'));
    if (chosen.length > s.batchCount || chosen.some((c) => refusalOf(s, c)))
      return sending.setProblem(t('files.fixRefusals'));
    onBusy(true);
    const result = await sending.sendForm(uploadForm(chosen), (body, progress) =>
      uploadFiles(body, { ...values, description: values.description?.trim() }, progress),
    );
    onBusy(false);
    if (!result) return;
    const replaced = result.files.filter((f) => f.replaced).length;
    notify.success(
      replaced
        ? t('files.uploadedReplaced', { count: result.files.length, replaced })
        : t('files.uploaded', { count: result.files.length }),
    );
    await client.invalidateQueries({ queryKey: fileKeys.all });
    onClose();
  };

  if (settings.isError) return <Alert type="error" showIcon title={settings.error.message} />;
  if (!s) return <Skeleton active />;
  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ place, test: false }}
        disabled={sending.busy}
      >
        <DestinationFields testId="files-upload" />
        <Form.Item label={t('files.files')} required>
          <Flex vertical gap={8}>
            <UploadLimits settings={s} />
            <FilePickers busy={sending.busy} onPick={(files) => change((c) => addChosen(c, files))} />
            <ChosenList
              chosen={chosen}
              settings={s}
              busy={sending.busy}
              onRemove={(key) => change((c) => c.filter((x) => x.key !== key))}
            />
          </Flex>
        </Form.Item>
        <Form.Item name="description" label={t('files.description')} rules={descriptionRule}>
          <Input.TextArea
            rows={2}
            showCount
            maxLength={FILE_DESCRIPTION_MAX}
            data-testid="files-upload-description"
          />
        </Form.Item>
        <Form.Item
          name="test"
          label={t('files.testFile')}
          valuePropName="checked"
          extra={t('files.testFileHint')}
        >
          <Switch data-testid="files-upload-test" />
        </Form.Item>
      </Form>
      {sending.percent !== null && (
        <Progress percent={sending.percent} status="active" data-testid="files-upload-progress" />
      )}
      <ErrorNote problem={sending.problem} testId="files-upload-error" style={{ marginBottom: 16 }} />
      <Flex gap={8} justify="flex-end">
        <Button onClick={onClose} disabled={sending.busy}>
          {t('common.cancel')}
        </Button>
        <Button
          type="primary"
          loading={sending.busy}
          onClick={() => void submit()}
          data-testid="files-upload-submit"
        >
          {t('files.uploadSubmit')}
        </Button>
      </Flex>
    </>
  );
}
