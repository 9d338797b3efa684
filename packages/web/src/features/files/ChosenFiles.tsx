import { DeleteOutlined, FolderOpenOutlined, InboxOutlined } from '@ant-design/icons';
import type { FileUploadSettings } from '@rpa/contracts';
import { Alert, Button, Flex, List, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../components/rules';
import { formatSize } from '../../components/text';
import { type Chosen, refusalOf } from './chosen';

interface PickerProps {
  busy: boolean;
  onPick: (files: File[]) => void;
}

/** Files dropped or chosen (several at once), and a whole folder whose inner paths become folders. */
export function FilePickers({ busy, onPick }: PickerProps) {
  const { t } = useTranslation();
  // antd would send each file itself: it is taken here and kept out of antd's own list.
  const take = (file: File) => {
    onPick([file]);
    return Upload.LIST_IGNORE;
  };
  return (
    <Flex vertical gap={8}>
      <div data-testid="files-upload-drop">
        <Upload.Dragger multiple showUploadList={false} disabled={busy} beforeUpload={take}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('files.drop')}</p>
        </Upload.Dragger>
      </div>
      <div data-testid="files-upload-folder">
        <Upload directory multiple showUploadList={false} disabled={busy} beforeUpload={take}>
          <Button icon={<FolderOpenOutlined />} disabled={busy}>
            {t('files.chooseFolder')}
          </Button>
        </Upload>
      </div>
    </Flex>
  );
}

interface ListProps {
  chosen: Chosen[];
  settings: FileUploadSettings | undefined;
  busy: boolean;
  onRemove: (key: string) => void;
}

/** The chosen files, each with its size or why it would be refused; the batch's own limit above them. */
export function ChosenList({ chosen, settings, busy, onRemove }: ListProps) {
  const { t } = useTranslation();
  const message = useContractMessage();
  if (chosen.length === 0) return null;
  const tooMany = settings && chosen.length > settings.batchCount;
  return (
    <Flex vertical gap={8}>
      {tooMany && (
        <Alert
          type="error"
          showIcon
          title={message('upload.tooMany', { count: settings.batchCount })}
          data-testid="files-upload-too-many"
        />
      )}
      <List
        size="small"
        bordered
        style={{ maxHeight: 260, overflowY: 'auto' }}
        dataSource={chosen}
        header={t('files.chosenCount', { count: chosen.length })}
        renderItem={(c) => {
          const refusal = settings ? refusalOf(settings, c) : null;
          return (
            <List.Item data-testid="files-upload-item">
              <Flex align="center" gap={8} style={{ width: '100%' }}>
                <Flex vertical style={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>
                  <span>
                    {c.folder && <Typography.Text type="secondary">{c.folder}/</Typography.Text>}
                    {c.file.name}
                  </span>
                  {refusal ? (
                    <Typography.Text type="danger" data-testid="files-upload-refusal">
                      {message(refusal.key, refusal.params)}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">{formatSize(c.file.size)}</Typography.Text>
                  )}
                </Flex>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  disabled={busy}
                  aria-label={t('files.removeChosen', { name: c.file.name })}
                  onClick={() => onRemove(c.key)}
                />
              </Flex>
            </List.Item>
          );
        }}
      />
    </Flex>
  );
}

/** What the settings allow, said once above the pickers. */
export function UploadLimits({ settings }: { settings: FileUploadSettings }) {
  const { t } = useTranslation();
  const types = settings.allowedTypes.trim() === '*' ? t('files.anyType') : settings.allowedTypes;
  return (
    <Typography.Text type="secondary" data-testid="files-upload-limits">
      {t('files.limits', {
        types,
        count: settings.batchCount,
        size: settings.sizeLimitMb,
        depth: settings.maxDepth,
      })}
    </Typography.Text>
  );
}
