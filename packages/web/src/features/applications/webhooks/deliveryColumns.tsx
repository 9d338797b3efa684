import {
  DELIVERY_STATE_LABELS,
  DELIVERY_STATES,
  type DeliveryRow,
  type DeliveryState,
  type Lang,
  WEBHOOK_EVENT_LABELS,
  type WebhookEvent,
} from '@rpa/contracts';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ChoiceSelect, type ListColumn } from '../../../components/crud';
import { showTime } from '../../../components/time';

/** A delivery state's tag colour, the same in the endpoint's counts and in its deliveries. */
export const DELIVERY_COLOURS: Record<DeliveryState, string> = {
  pending: 'blue',
  delivered: 'green',
  failed: 'red',
};

const time = (v: string | null) => showTime(v, 'second');

/** An endpoint's deliveries, with the state as the list's filter. */
export function deliveryColumns(t: TFunction, lang: Lang): ListColumn<DeliveryRow>[] {
  return [
    {
      title: t('webhooks.event'),
      dataIndex: 'event',
      width: 140,
      render: (v: WebhookEvent) => <span title={v}>{WEBHOOK_EVENT_LABELS[v][lang]}</span>,
    },
    { title: t('webhooks.taskId'), dataIndex: 'taskId', width: 90, render: (v: number | null) => v ?? '-' },
    {
      title: t('webhooks.state'),
      dataIndex: 'state',
      width: 100,
      render: (v: DeliveryState, r) => (
        <Tag color={DELIVERY_COLOURS[v]} data-testid={`delivery-state-${r.id}`}>
          {DELIVERY_STATE_LABELS[v][lang]}
        </Tag>
      ),
      filter: {
        input: (
          <ChoiceSelect
            values={DELIVERY_STATES}
            label={(v) => DELIVERY_STATE_LABELS[v][lang]}
            width={130}
            data-testid="webhook-deliveries-filter-state"
          />
        ),
      },
    },
    { title: t('webhooks.attempts'), dataIndex: 'attempts', width: 90, align: 'right' },
    {
      title: t('webhooks.lastStatus'),
      dataIndex: 'lastStatus',
      width: 100,
      render: (v: number | null) => v ?? '-',
    },
    {
      title: t('webhooks.lastResponse'),
      dataIndex: 'lastResponse',
      width: 220,
      render: (v: string) =>
        v ? (
          <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 200 }}>
            {v}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    { title: t('webhooks.createdAt'), dataIndex: 'createdAt', width: 170, render: time },
    { title: t('webhooks.lastAttemptAt'), dataIndex: 'lastAttemptAt', width: 170, render: time },
    { title: t('webhooks.nextAttemptAt'), dataIndex: 'nextAttemptAt', width: 170, render: time },
  ];
}
