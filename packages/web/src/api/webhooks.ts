import { type DeliveryState, type InputOf, webhooksApi } from '@rpa/contracts';
import { queryKeys } from '../components/crud/keys';
import { call } from './call';

/** Webhooks of an application (menu 1801): its endpoints for task events and their deliveries. */
export const webhookKeys = queryKeys('webhooks');

export interface DeliveryQuery {
  state?: DeliveryState;
}

export const listWebhooks = (applicationId: number) => call(webhooksApi.list, { applicationId });
export const addWebhook = (body: InputOf<typeof webhooksApi.add>) => call(webhooksApi.add, body);
export const modifyWebhook = (body: InputOf<typeof webhooksApi.modify>) => call(webhooksApi.modify, body);
export const rotateWebhookSecret = (id: number) => call(webhooksApi.rotateSecret, { id });
export const deleteWebhook = (id: number) => call(webhooksApi.remove, { id });
export const listDeliveries = (q: DeliveryQuery & { webhookId: number; page: number; size: number }) =>
  call(webhooksApi.deliveries, q);
/** Sends the given failed deliveries again, or every failed one of the endpoint when none are given. */
export const replayDeliveries = (webhookId: number, ids?: number[]) =>
  call(webhooksApi.replay, { webhookId, ids });
