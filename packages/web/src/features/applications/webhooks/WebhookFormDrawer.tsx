import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEvent,
  type WebhookRow,
  type WebhookWithSecret,
  webhookFields,
} from '@rpa/contracts';
import { Form, Input, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addWebhook, modifyWebhook, webhookKeys } from '../../../api/webhooks';
import { FormDrawer } from '../../../components/crud';
import { useFieldRules } from '../../../components/rules';
import { EventsField } from './EventsField';

interface Values {
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
}

/** What Save answers: the endpoint, with its signing secret when it is new. */
type Saved = WebhookRow | WebhookWithSecret;

interface Props {
  applicationId: number;
  /** null: closed; 'new': add; otherwise the endpoint to edit. */
  editing: WebhookRow | 'new' | null;
  onClose(): void;
  /** A new endpoint, with its signing secret to show once. */
  onCreated(webhook: WebhookWithSecret): void;
}

/** Add or edit an endpoint: the rules come from the contract; the secret is made on add and changed only by a rotation. */
export function WebhookFormDrawer({ applicationId, editing, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = useFieldRules(webhookFields);

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue(editing);
  }, [editing, form]);

  const save = (v: Values): Promise<Saved> => {
    const body = { url: v.url.trim(), events: v.events, enabled: v.enabled };
    const row = editing === 'new' ? null : editing;
    return row ? modifyWebhook({ ...body, id: row.id }) : addWebhook({ ...body, applicationId });
  };

  return (
    <FormDrawer<Values, Saved>
      open={editing !== null}
      title={editing === 'new' ? t('webhooks.add') : t('webhooks.edit')}
      form={form}
      save={save}
      savedMessage={t('webhooks.saved')}
      invalidates={[webhookKeys.all]}
      onSaved={(r) => {
        if ('secret' in r) onCreated(r);
      }}
      onClose={onClose}
      testId="webhook-form"
      submitTestId="webhook-submit"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ events: [...WEBHOOK_EVENTS], enabled: true }}
      >
        <Form.Item name="url" label={t('webhooks.url')} required validateFirst rules={rule('url')}>
          <Input
            maxLength={WEBHOOK_URL_MAX}
            placeholder="https://example.com/webhooks/rpa"
            inputMode="url"
            data-testid="webhook-url"
          />
        </Form.Item>
        <Form.Item name="events" label={t('webhooks.events')} required rules={rule('events')}>
          <EventsField />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={t('webhooks.enabled')}
          extra={t('webhooks.enabledHelp')}
          valuePropName="checked"
        >
          <Switch data-testid="webhook-enabled" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
