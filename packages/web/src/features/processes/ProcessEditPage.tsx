import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ICON_LIMITS,
  PARAMETER_NAME_PATTERN,
  PARAMETER_TYPES,
  PROCESS_LIMITS,
  type ProcessDetail,
  processesApi,
  runMinutes,
  toLang,
} from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Space,
  Switch,
  Upload,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { modifyProcess, processDetail, uploadIcon } from '../../api/processes';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { useFieldRules } from '../../components/rules';
import { message, schemaRule } from '../schedules/rules';
import { ProcessIcon } from './ProcessIcon';

type Fields = Omit<ProcessDetail, 'keywords'> & { keywords: string };

/** Parameter names become environment variables: unique whatever their case. */
const unique = (list: Array<{ name?: string }> | undefined, name: string) =>
  !name || (list ?? []).filter((p) => p?.name?.toLowerCase() === name.toLowerCase()).length <= 1;

/** Why the icon cannot be used (console-core.md §5), checked before it is sent; the server checks again. */
async function iconProblem(file: File): Promise<'iconType' | 'iconSize' | 'iconPixels' | null> {
  if (!(ICON_LIMITS.MIMES as readonly string[]).includes(file.type)) return 'iconType';
  if (file.size > ICON_LIMITS.MAX_BYTES) return 'iconSize';
  try {
    const image = await createImageBitmap(file);
    const fits = (n: number) => n > ICON_LIMITS.MIN_EXCLUSIVE_PX && n < ICON_LIMITS.MAX_EXCLUSIVE_PX;
    const ok = fits(image.width) && fits(image.height);
    image.close();
    return ok ? null : 'iconPixels';
  } catch {
    return 'iconType';
  }
}

/**
 * The developer's process form (console-core.md §3, §5): every editable
 * field with the server's limits, the parameters, and the icon (type and
 * size checked here; its pixel size on the server, from the image itself).
 */
export default function ProcessEditPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [form] = Form.useForm<Fields>();
  const rule = useFieldRules(processesApi.modify.input);
  const [saving, setSaving] = useState(false);
  const data = useQuery({
    queryKey: ['processes', 'detail', 'dev', id],
    queryFn: () => processDetail('dev', id),
    enabled: id > 0,
    retry: false,
  });
  useEffect(() => {
    if (data.data) form.setFieldsValue(data.data);
  }, [data.data, form]);
  if (!(id > 0) || data.isError) return <Result status="404" title={t('processes.notFound')} />;
  if (!data.data) return <Card loading />;
  const p = data.data;
  const max = (n: number) => ({ max: n, message: t('processes.tooLong', { max: n }) });
  // No min/max on the inputs: they would quietly turn -5 into 0; the shared rule refuses it instead.
  const minutes = { precision: 0, style: { width: '100%' } };
  const minutesRule = schemaRule(runMinutes, message(toLang(i18n.language), 'error.minutesRange'));

  const save = async (v: Fields) => {
    await refusable(async () => {
      await modifyProcess({ ...v, id, parameters: v.parameters ?? [] });
      notify.success(t('processes.saved'));
      void client.invalidateQueries({ queryKey: ['processes'] });
      navigate(`/developer/process/detail?id=${id}`);
    }, setSaving);
  };

  const sendIcon = async (file: File) => {
    const problem = await iconProblem(file);
    if (problem) return notify.error(t(`processes.${problem}`));
    const body = new FormData();
    body.append('file', file);
    await refusable(async () => {
      await uploadIcon(id, body);
      notify.success(t('processes.iconUploaded'));
      void client.invalidateQueries({ queryKey: ['processes'] });
    });
  };

  return (
    <Card title={t('processes.editTitle', { name: p.name })}>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} scrollToFirstError>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('processes.name')}
              validateFirst
              rules={[
                { required: true, whitespace: true, message: t('processes.nameRequired') },
                ...rule('name'),
              ]}
            >
              <Input maxLength={PROCESS_LIMITS.NAME_MAX} showCount data-testid="edit-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="departmentId" label={t('processes.department')}>
              <DepartmentSelect
                known={[{ id: p.departmentId, name: p.departmentName }]}
                data-testid="edit-department"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="keywords" label={t('processes.keywords')} rules={rule('keywords')}>
              <Input maxLength={PROCESS_LIMITS.KEYWORDS_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="introduction" label={t('processes.introduction')} rules={rule('introduction')}>
              <Input.TextArea rows={3} maxLength={PROCESS_LIMITS.INTRODUCTION_MAX} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="description" label={t('processes.description')} rules={rule('description')}>
              <Input.TextArea rows={3} maxLength={PROCESS_LIMITS.DESCRIPTION_MAX} showCount />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="help" label={t('processes.help')} rules={rule('help')}>
              <Input.TextArea rows={4} maxLength={PROCESS_LIMITS.HELP_MAX} showCount />
            </Form.Item>
          </Col>
          {(
            [
              ['waitTimeout', 'processes.waitTimeout'],
              ['runTimeout', 'processes.runTimeout'],
              ['manualMinutes', 'processes.manualMinutes'],
              ['autoStopMinutes', 'processes.autoStopMinutes'],
            ] as const
          ).map(([name, label]) => (
            <Col xs={12} md={6} key={name}>
              <Form.Item name={name} label={t(label)} rules={[minutesRule]}>
                <InputNumber {...minutes} data-testid={`process-${name}`} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={12} md={6}>
            <Form.Item name="failedRetries" label={t('processes.failedRetries')}>
              <InputNumber
                min={0}
                max={PROCESS_LIMITS.FAILED_RETRIES_MAX}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="assistant" label={t('processes.assistant')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="startOnBoot" label={t('processes.startOnBoot')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('processes.icon')} extra={t('processes.iconHint')}>
              <Space>
                <ProcessIcon id={p.id} icon={p.icon} size={48} />
                <Upload
                  accept="image/png,image/jpeg"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void sendIcon(file);
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />} data-testid="edit-icon">
                    {t('processes.iconChange')}
                  </Button>
                </Upload>
              </Space>
            </Form.Item>
          </Col>
        </Row>
        <h4>{t('processes.parameters')}</h4>
        <Form.List name="parameters">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} wrap align="start" style={{ marginBottom: 4 }}>
                  <Form.Item
                    name={[f.name, 'name']}
                    rules={[
                      {
                        required: true,
                        pattern: PARAMETER_NAME_PATTERN,
                        message: t('processes.paramNameInvalid'),
                      },
                      {
                        validator: (_, name: string) =>
                          unique(form.getFieldValue('parameters'), name)
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('processes.paramDuplicate', { name }))),
                      },
                    ]}
                  >
                    <Input placeholder={t('processes.paramName')} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'description']} rules={[max(126)]}>
                    <Input placeholder={t('processes.description')} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'type']} initialValue="string">
                    <Select
                      style={{ width: 110 }}
                      options={PARAMETER_TYPES.map((v) => ({ value: v, label: v }))}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'defaultValue']} rules={[max(1000)]}>
                    <Input placeholder={t('processes.paramDefault')} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'help']} rules={[max(254)]}>
                    <Input placeholder={t('processes.paramHelp')} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'required']} valuePropName="checked" initialValue={false}>
                    <Checkbox>{t('processes.paramRequired')}</Checkbox>
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() => remove(f.name)}
                    aria-label={t('common.delete')}
                  />
                </Space>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() =>
                  add({ type: 'string', required: false, defaultValue: '', description: '', help: '' })
                }
                disabled={fields.length >= PROCESS_LIMITS.PARAMETERS_MAX}
                style={{ marginBottom: 16 }}
              >
                {t('processes.parameters')}
              </Button>
            </>
          )}
        </Form.List>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="edit-save">
            {t('common.save')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
