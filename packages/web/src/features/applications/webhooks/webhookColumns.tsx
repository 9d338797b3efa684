import {
  DELIVERY_STATE_LABELS,
  DELIVERY_STATES,
  type Lang,
  WEBHOOK_EVENT_LABELS,
  type WebhookRow,
} from '@rpa/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { showTime } from '../../../components/time';
import { DELIVERY_COLOURS } from './deliveryColumns';

/** An application's endpoints before the actions: URL, events, state, secret prefix and deliveries by state. */
export function webhookColumns(t: TFunction, lang: Lang): ColumnsType<WebhookRow> {
  return [
    {
      title: t('webhooks.url'),
      dataIndex: 'url',
      width: 260,
      fixed: 'left',
      render: (v: string, r) => (
        <Typography.Text
          ellipsis={{ tooltip: v }}
          style={{ maxWidth: 240 }}
          data-testid={`webhook-url-${r.id}`}
        >
          {v}
        </Typography.Text>
      ),
    },
    {
      title: t('webhooks.events'),
      dataIndex: 'events',
      width: 280,
      render: (v: WebhookRow['events']) => (
        <Flex gap={4} wrap>
          {v.map((e) => (
            <Tag key={e} title={e} style={{ marginInlineEnd: 0 }}>
              {WEBHOOK_EVENT_LABELS[e][lang]}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('webhooks.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (v: boolean) =>
        v ? <Tag color="green">{t('webhooks.on')}</Tag> : <Tag>{t('webhooks.off')}</Tag>,
    },
    {
      title: t('webhooks.secret'),
      dataIndex: 'secretPrefix',
      width: 170,
      // Only the prefix is known: the secret was shown once.
      render: (v: string) => <Typography.Text code>{v}••••••••</Typography.Text>,
    },
    {
      title: t('webhooks.deliveries'),
      key: 'deliveries',
      width: 200,
      render: (_: unknown, r) => (
        <Flex gap={4} wrap data-testid={`webhook-counts-${r.id}`}>
          {DELIVERY_STATES.map((s) => (
            <Tag key={s} color={DELIVERY_COLOURS[s]} style={{ marginInlineEnd: 0 }}>
              {DELIVERY_STATE_LABELS[s][lang]} {r[s]}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('webhooks.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
  ];
}
