import {
  type FileUploadSettings,
  fileUpload,
  UPLOAD_BATCH_MAX,
  UPLOAD_DEPTH_MAX,
  UPLOAD_SIZE_MAX_MB,
  UPLOAD_TYPES_MAX,
} from '@rpa/contracts';
import { Col, Flex, Form, Input, InputNumber, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILE_UPLOAD_KEY, fileUploadSettings, saveFileUpload } from '../../api/settings';
import { useFieldRules } from '../../components/rules';
import { SettingsForm } from './SettingsForm';

const NUMBERS = [
  { name: 'batchCount', max: UPLOAD_BATCH_MAX },
  { name: 'maxDepth', max: UPLOAD_DEPTH_MAX },
  { name: 'sizeLimitMb', max: UPLOAD_SIZE_MAX_MB },
] as const;

/**
 * The file upload tab: which types may be uploaded (`.txt,.jpg` or `*`),
 * how many files at once, how deep a folder and how large a file. Every
 * upload of the product follows it; executables and scripts never pass,
 * whatever it says, so that list is shown but not editable.
 */
export function FileUploadTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FileUploadSettings>();
  const rule = useFieldRules(fileUpload);
  return (
    <SettingsForm
      form={form}
      queryKey={FILE_UPLOAD_KEY}
      load={fileUploadSettings}
      save={saveFileUpload}
      savedMessage={t('settings.saved')}
      testId="upload"
    >
      {(stored) => (
        <>
          <Form.Item
            name="allowedTypes"
            label={t('settings.upload.allowedTypes')}
            rules={rule('allowedTypes')}
            extra={t('settings.upload.allowedTypesHint')}
            required
          >
            <Input maxLength={UPLOAD_TYPES_MAX} placeholder=".txt,.jpg" data-testid="upload-allowedTypes" />
          </Form.Item>
          <Row gutter={16}>
            {NUMBERS.map(({ name, max }) => (
              <Col xs={24} sm={8} key={name}>
                <Form.Item name={name} label={t(`settings.upload.${name}`)} rules={rule(name)} required>
                  <InputNumber
                    min={1}
                    max={max}
                    precision={0}
                    style={{ width: '100%' }}
                    suffix={name === 'sizeLimitMb' ? 'MB' : undefined}
                    data-testid={`upload-${name}`}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Form.Item label={t('settings.upload.blacklist')} extra={t('settings.upload.blacklistHint')}>
            <Flex wrap gap={4} data-testid="upload-blacklist">
              {stored.blacklist.map((type) => (
                <Tag key={type}>{type}</Tag>
              ))}
            </Flex>
          </Form.Item>
        </>
      )}
    </SettingsForm>
  );
}
