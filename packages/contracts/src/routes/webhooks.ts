import { z } from 'zod';
import type { Bilingual } from '../i18n';
import { defineRoutes } from '../route';
import { idBody, pagedList, timeText } from '../schemas';
import { rowId, rowIdParam } from '../text';

/**
 * Webhooks of an application (docs/open-api.md, "Webhooks"): endpoints it
 * registers for task events, delivered by the Standard Webhooks convention
 * (webhook-id, webhook-timestamp, webhook-signature). Each delivery is
 * written before its first attempt and retried with backoff for a day.
 */

export const WEBHOOK_EVENTS = [
  'task.created',
  'task.started',
  'task.succeeded',
  'task.failed',
  'task.stopped',
  'task.cancelled',
  'task.timedOut',
  'item.finished',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, Bilingual> = {
  'task.created': { zh_CN: '任务创建', en_US: 'Task created' },
  'task.started': { zh_CN: '任务开始运行', en_US: 'Task started' },
  'task.succeeded': { zh_CN: '任务成功', en_US: 'Task succeeded' },
  'task.failed': { zh_CN: '任务失败', en_US: 'Task failed' },
  'task.stopped': { zh_CN: '任务已停止', en_US: 'Task stopped' },
  'task.cancelled': { zh_CN: '任务已取消', en_US: 'Task cancelled' },
  'task.timedOut': { zh_CN: '任务超时', en_US: 'Task timed out' },
  'item.finished': { zh_CN: '任务数据处理完成', en_US: 'Task data item finished' },
};

export const WEBHOOK_URL_MAX = 2048;
/** Endpoints one application may register. */
export const WEBHOOKS_PER_APPLICATION = 20;

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_STATE_LABELS: Record<DeliveryState, Bilingual> = {
  pending: { zh_CN: '投递中', en_US: 'Pending' },
  delivered: { zh_CN: '已送达', en_US: 'Delivered' },
  failed: { zh_CN: '失败', en_US: 'Failed' },
};

/** An http(s) URL of at most 2048 characters. */
export const webhookUrl = z
  .string({ error: 'webhooks.urlInvalid' })
  .trim()
  .max(WEBHOOK_URL_MAX, 'webhooks.urlInvalid')
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'webhooks.urlInvalid');

export const webhookFields = z.object({
  applicationId: rowId,
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS), { error: 'webhooks.eventsRequired' })
    .min(1, 'webhooks.eventsRequired')
    .max(WEBHOOK_EVENTS.length),
  enabled: z.boolean().default(true),
});
export type WebhookFields = z.input<typeof webhookFields>;

export const webhookRow = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The signing secret's first characters; the secret is shown once. */
  secretPrefix: z.string(),
  createdAt: timeText,
  /** Deliveries by state. */
  pending: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});
export type WebhookRow = z.infer<typeof webhookRow>;

/** The answer of a create or a secret rotation: the only time the signing secret (`whsec_…`) is shown. */
export const webhookWithSecret = webhookRow.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const deliveryRow = z.object({
  id: z.number().int(),
  webhookId: z.number().int(),
  /** The `webhook-id` header: the same on every attempt. */
  messageId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  taskId: z.number().int().nullable(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  /** The HTTP status of the last attempt; null when it got no answer. */
  lastStatus: z.number().int().nullable(),
  /** The start of the last answer's body, or why there was none. */
  lastResponse: z.string(),
  createdAt: timeText,
  lastAttemptAt: timeText.nullable(),
  nextAttemptAt: timeText.nullable(),
  deliveredAt: timeText.nullable(),
});
export type DeliveryRow = z.infer<typeof deliveryRow>;

export const webhooksApi = defineRoutes('webhooks', {
  list: {
    path: '/application/webhook/list',
    permission: '1801',
    summary: "An application's webhook endpoints with their deliveries by state",
    input: z.object({ applicationId: rowIdParam }),
    result: z.array(webhookRow),
  },
  add: {
    path: '/application/webhook/add',
    permission: '1801:edit',
    summary: 'Registers an endpoint; the answer holds its signing secret, shown only then',
    input: webhookFields,
    result: webhookWithSecret,
  },
  modify: {
    path: '/application/webhook/edit',
    permission: '1801:edit',
    summary: "Changes an endpoint's URL, events or enabled flag; a disabled endpoint's events wait for it",
    input: webhookFields.omit({ applicationId: true }).extend({ id: rowId }),
    result: webhookRow,
  },
  rotateSecret: {
    path: '/application/webhook/rotateSecret',
    permission: '1801:reset',
    summary: 'Gives an endpoint a new signing secret, shown only in this answer',
    input: idBody,
    result: webhookWithSecret,
  },
  remove: {
    path: '/application/webhook/delete',
    permission: '1801:edit',
    summary: 'Deletes an endpoint and its deliveries',
    input: idBody,
    result: z.null(),
  },
  deliveries: pagedList({
    path: '/application/webhook/deliveries',
    permission: '1801',
    summary: "An endpoint's deliveries, newest first, by state",
    filters: { webhookId: rowIdParam, state: z.enum(DELIVERY_STATES).optional() },
    row: deliveryRow,
  }),
  replay: {
    path: '/application/webhook/replay',
    permission: '1801:edit',
    summary: 'Sends failed deliveries again (the given ones, or every failed one of the endpoint)',
    input: z.object({ webhookId: rowIdParam, ids: z.array(rowId).max(1000).optional() }),
    result: z.object({ replayed: z.number().int() }),
  },
});
