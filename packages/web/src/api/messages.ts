import type { AlertMessage, Page } from '@rpa/contracts';
import { api } from './client';

export interface InboxQuery {
  page?: number;
  size?: number;
  alertStatus?: 'unread' | 'read';
  alertLevel?: AlertMessage['alertLevel'];
  alertType?: string;
  keyword?: string;
}

export const unreadCount = () =>
  api().get<{ count: number }>('/sys/alert/count', undefined, { silent: true });
export const latestUnread = () =>
  api().post<Page<AlertMessage>>('/sys/annountCement/listByUser', { page: 1, size: 5 }, { silent: true });
export const inbox = (q: InboxQuery) => api().post<Page<AlertMessage>>('/sys/alert', q);
export const alertTypes = () =>
  api().get<Array<{ key: string; name: { zh_CN: string; en_US: string } }>>('/sys/alert/alert-type');
export const markRead = (ids: number[]) =>
  api().post<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { ids });
export const deleteMessages = (ids: number[]) => api().post<null>('/sys/alert/delete', { ids });
