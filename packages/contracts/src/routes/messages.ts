import { z } from 'zod';
import { AlertLevel } from '../enums';
import { MESSAGE_SUBJECTS } from '../messages-inbox';
import { defineRoutes } from '../route';
import { alertType, bilingual, idQuery, isoTime, pageOf, pageQuery } from '../schemas';
import { rowIdParam } from '../text';

/** The caller's own messages (console-core.md §3, §4, §7): every signed-in user, their inbox only. */

/** What a message is about: a run (its detail) or a process (its versions). */
export const messageSubject = z.object({ type: z.enum(MESSAGE_SUBJECTS), id: z.number().int() });
export type MessageSubject = z.infer<typeof messageSubject>;

/** A message in a user's inbox: raised by the system (alert) or sent to users (announcement). */
export const alertMessage = z.object({
  id: z.number().int(),
  alertLevel: z.enum(AlertLevel),
  alertType,
  /** Short text (the spec's alertDesc). */
  alertDesc: z.string(),
  content: z.string(),
  module: z.string(),
  time: z.string(),
  read: z.boolean(),
  /** Null when it is about nothing to open. */
  subject: messageSubject.nullable(),
});
export type AlertMessage = z.infer<typeof alertMessage>;

const inboxQuery = z.object({
  ...pageQuery,
  alertLevel: z.enum(AlertLevel).optional(),
  alertType: alertType.optional(),
  /** unread or read; absent for both. */
  alertStatus: z.enum(['unread', 'read']).optional(),
  keyword: z.string().trim().max(100).optional(),
  start: isoTime.optional(),
  end: isoTime.optional(),
});
/** The caller's messages to act on; some routes read an empty list as all of them. */
const messageIds = z.object({ ids: z.array(rowIdParam).max(1000) });

export const messagesApi = defineRoutes('messages', {
  count: {
    method: 'GET',
    path: '/sys/alert/count',
    permission: 'session',
    summary: "The caller's unread messages",
    result: z.object({ count: z.number().int() }),
  },
  alertTypes: {
    method: 'GET',
    path: '/sys/alert/alert-type',
    permission: 'session',
    summary: 'The categories of messages, with their labels',
    result: z.array(z.object({ key: alertType, name: bilingual })),
  },
  list: {
    path: '/sys/alert',
    permission: 'session',
    summary: "The caller's messages by level, category, read state, keyword and time",
    input: inboxQuery,
    result: pageOf(alertMessage),
  },
  latest: {
    path: '/sys/annountCement/listByUser',
    permission: 'session',
    summary: "The bell's popover: by default the caller's 5 latest unread messages",
    input: inboxQuery.extend({
      page: pageQuery.page.default(1),
      size: pageQuery.size.default(5),
      alertStatus: inboxQuery.shape.alertStatus.default('unread'),
    }),
    result: pageOf(alertMessage),
  },
  detail: {
    path: '/sys/annountCement/queryById',
    permission: 'session',
    summary: "One of the caller's messages",
    input: idQuery,
    result: alertMessage.nullable(),
  },
  markRead: {
    path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    permission: 'session',
    summary: "Marks the caller's messages read (an empty list: all of them)",
    input: messageIds,
    result: z.null(),
  },
  removeMany: {
    path: '/sys/alert/delete',
    permission: 'session',
    summary: "Deletes the caller's messages",
    input: messageIds,
    result: z.null(),
  },
  remove: {
    path: '/sys/alert/del',
    permission: 'session',
    summary: "Deletes one of the caller's messages",
    input: idQuery,
    result: z.null(),
  },
});
