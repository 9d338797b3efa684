import {
  APPLICATION_DESCRIPTION_MAX,
  APPLICATION_NAME_MAX,
  APPLICATION_RATE_LIMIT,
  type ApplicationRow,
  type ApplicationWithSecret,
  applicationFields,
} from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addApplication,
  applicationDetail,
  applicationKeys,
  modifyApplication,
} from '../../api/applications';
import { FormDrawer } from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { useFieldRules } from '../../components/rules';

interface Values {
  name: string;
  departmentId: number;
  description?: string;
  enabled: boolean;
  rateLimit: number;
}

/** What Save answers: the application, with its secret when it is new. */
type Saved = ApplicationRow | ApplicationWithSecret;

interface Props {
  /** null: closed; 0: add; otherwise the application to edit. */
  applicationId: number | null;
  onClose(): void;
  /** A new application, with its secret to show once. */
  onCreated(application: ApplicationWithSecret): void;
}

/**
 * Add or edit an application (console-administration.md §3, §5): the rules
 * come from the contract. The secret is not part of the form: it is made on
 * add and changed only by a reset.
 */
export function ApplicationFormDrawer({ applicationId, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = useFieldRules(applicationFields);
  const adding = applicationId === 0;
  const detail = useQuery({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: () => applicationDetail(applicationId as number),
    enabled: !!applicationId,
    gcTime: 0,
  });

  useEffect(() => {
    if (applicationId === null) return;
    form.resetFields();
    if (detail.data) form.setFieldsValue(detail.data);
  }, [applicationId, detail.data, form]);

  const save = (v: Values): Promise<Saved> => {
    const body = {
      name: v.name.trim(),
      departmentId: v.departmentId,
      description: v.description?.trim() ?? '',
      enabled: v.enabled,
      rateLimit: v.rateLimit,
    };
    return adding ? addApplication(body) : modifyApplication({ ...body, id: applicationId as number });
  };

  return (
    <FormDrawer<Values, Saved>
      open={applicationId !== null}
      title={adding ? t('applications.add') : t('applications.edit')}
      form={form}
      save={save}
      savedMessage={t('applications.saved')}
      invalidates={[applicationKeys.all]}
      onSaved={(r) => {
        if ('appSecret' in r) onCreated(r);
      }}
      onClose={onClose}
      testId="application-drawer"
      submitTestId="application-submit"
    >
      {!adding && detail.isPending ? (
        <Skeleton active />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ enabled: true, rateLimit: APPLICATION_RATE_LIMIT.default }}
        >
          <Form.Item name="name" label={t('applications.name')} required validateFirst rules={rule('name')}>
            <Input maxLength={APPLICATION_NAME_MAX} showCount data-testid="application-name" />
          </Form.Item>
          <Form.Item
            name="departmentId"
            label={t('applications.department')}
            rules={[{ required: true, message: t('applications.departmentRequired') }]}
          >
            <DepartmentSelect data-testid="application-department" />
          </Form.Item>
          <Form.Item name="description" label={t('applications.description')} rules={rule('description')}>
            <Input.TextArea
              rows={3}
              showCount
              maxLength={APPLICATION_DESCRIPTION_MAX}
              data-testid="application-description"
            />
          </Form.Item>
          <Form.Item
            name="rateLimit"
            label={t('applications.rateLimit')}
            extra={t('applications.rateLimitHelp')}
            required
            rules={rule('rateLimit')}
          >
            <InputNumber
              min={APPLICATION_RATE_LIMIT.min}
              max={APPLICATION_RATE_LIMIT.max}
              precision={0}
              style={{ width: 200 }}
              data-testid="application-rate-limit"
            />
          </Form.Item>
          <Form.Item
            name="enabled"
            label={t('applications.enabled')}
            extra={t('applications.enabledHelp')}
            valuePropName="checked"
          >
            <Switch data-testid="application-enabled" />
          </Form.Item>
        </Form>
      )}
    </FormDrawer>
  );
}
