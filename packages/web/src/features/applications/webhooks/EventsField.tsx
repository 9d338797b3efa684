import { toLang, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@rpa/contracts';
import { Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  id?: string;
  value?: WebhookEvent[];
  onChange?: (value: WebhookEvent[]) => void;
}

/** The events an endpoint receives, each by its label and its name in the payload's `type`, with "all". */
export function EventsField({ id, value = [], onChange }: Props) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const all = value.length === WEBHOOK_EVENTS.length;
  return (
    <Flex vertical gap={8} id={id} data-testid="webhook-events">
      <Checkbox
        checked={all}
        indeterminate={value.length > 0 && !all}
        onChange={(e) => onChange?.(e.target.checked ? [...WEBHOOK_EVENTS] : [])}
        data-testid="webhook-events-all"
      >
        {t('webhooks.allEvents')}
      </Checkbox>
      <Checkbox.Group<WebhookEvent>
        value={value}
        onChange={onChange}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 8 }}
        options={WEBHOOK_EVENTS.map((e) => ({
          value: e,
          label: (
            <>
              {WEBHOOK_EVENT_LABELS[e][lang]}{' '}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {e}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </Flex>
  );
}
