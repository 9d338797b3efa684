import { type InputOf, messagesApi } from '@rpa/contracts';
import { queryKeys } from '../components/crud';
import { call } from './call';

/** The inbox; the bell's count and latest messages have keys of their own. */
export const inboxKeys = queryKeys('inbox');

export type InboxQuery = InputOf<typeof messagesApi.list>;

export const unreadCount = () => call(messagesApi.count, undefined, { silent: true });
export const latestUnread = () => call(messagesApi.latest, { page: 1, size: 5 }, { silent: true });
export const inbox = (q: InboxQuery) => call(messagesApi.list, q);
export const alertTypes = () => call(messagesApi.alertTypes);
export const markRead = (ids: number[]) => call(messagesApi.markRead, { ids });
export const deleteMessages = (ids: number[]) => call(messagesApi.removeMany, { ids });
