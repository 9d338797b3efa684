import { z } from 'zod';
import { Priority, RunMode } from '../enums';
import { defineRoutes } from '../route';
import { CALENDARS, SCHEDULE_LIMITS, scheduleFieldsSchema, timeSettingsSchema } from '../schedules';
import { pageOf, timeText } from '../schemas';
import { rowIdParam } from '../text';

/**
 * Schedules (console-core.md §3, §4, §5, §9). Managers, developers, owners
 * and users each reach them from their own menus, some from several (a
 * manager's schedule, process and robot screens), so the handlers check
 * "any of these keys" per identity themselves: the routes only need a session.
 */

const person = z.object({ id: z.number().int(), account: z.string(), realName: z.string() });

export const scheduleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  info: z.string(),
  processId: z.number().int(),
  processName: z.string(),
  versionId: z.number().int().nullable(),
  versionNumber: z.string().nullable(),
  priority: z.enum(Priority),
  runMode: z.enum(RunMode),
  timing: timeSettingsSchema,
  calendar: z.enum(CALENDARS),
  calendarId: z.number().int().nullable(),
  calendarName: z.string().nullable(),
  enabled: z.boolean(),
  nextFireAt: timeText.nullable(),
  lastFireAt: timeText.nullable(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  creator: person.nullable(),
  createdAt: timeText,
  updatedAt: timeText,
});
export type ScheduleRow = z.infer<typeof scheduleRow>;

export const scheduleDetail = scheduleRow.extend({
  receiverUserIds: z.array(z.number().int()),
  receiverDepartmentIds: z.array(z.number().int()),
  robotIds: z.array(z.number().int()),
  failedRetries: z.number().int(),
  taskCount: z.number().int(),
  waitTimeout: z.number().int(),
  runTimeout: z.number().int(),
  manualMinutes: z.number().int(),
  autoStopMinutes: z.number().int(),
  startAt: timeText.nullable(),
  stopAt: timeText.nullable(),
});
export type ScheduleDetail = z.infer<typeof scheduleDetail>;

export const schedulesApi = defineRoutes('schedules', {
  list: {
    method: 'POST',
    path: '/schedule/list',
    permission: 'session',
    summary: 'Schedules the caller sees, by name, process, state and whether they fire once',
    input: z.object({
      page: z.coerce.number<number>().int().optional(),
      size: z.coerce.number<number>().int().optional(),
      name: z.string().trim().max(SCHEDULE_LIMITS.NAME_MAX).optional(),
      processId: rowIdParam.optional(),
      enabled: z.boolean().optional(),
      once: z.boolean().optional(),
    }),
    result: pageOf(scheduleDetail),
  },
  detail: {
    method: 'GET',
    path: '/schedule/detail',
    permission: 'session',
    summary: 'A schedule the caller sees',
    input: z.object({ id: rowIdParam }),
    result: scheduleDetail,
  },
  preview: {
    method: 'POST',
    path: '/schedule/preview',
    permission: 'session',
    summary: 'The next fire times of time settings, as the scheduler will compute them',
    input: z.object({
      timing: timeSettingsSchema,
      calendar: z.enum(CALENDARS).default('daily'),
      calendarId: rowIdParam.nullable().default(null),
      startAt: z.iso.datetime({ offset: true }).nullable().default(null),
      stopAt: z.iso.datetime({ offset: true }).nullable().default(null),
      count: z.number().int().min(1).max(20).default(5),
    }),
    result: z.array(timeText),
  },
  save: {
    method: 'POST',
    path: '/schedule/save',
    permission: 'session',
    summary: 'Creates a schedule, or changes one when the body names its id',
    input: z.intersection(z.object({ id: rowIdParam.optional() }), scheduleFieldsSchema),
    result: scheduleDetail,
  },
  remove: {
    method: 'POST',
    path: '/schedule/delete',
    permission: 'session',
    summary: 'Deletes a schedule and withdraws its waiting runs',
    input: z.object({ id: rowIdParam }),
    result: z.null(),
  },
  enable: {
    method: 'POST',
    path: '/schedule/enable',
    permission: 'session',
    summary: 'Enables a schedule (reissuing the runs disabling withdrew) or disables it',
    input: z.object({ id: rowIdParam, enabled: z.boolean() }),
    result: scheduleDetail,
  },
});
