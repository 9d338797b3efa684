import { z } from 'zod';
import { Priority, RunMode } from '../enums';
import { runTimeFields } from '../processes';
import { defineRoutes, type IdentityPermissions } from '../route';
import { CALENDARS, SCHEDULE_LIMITS, scheduleFieldsSchema, timeSettingsSchema } from '../schedules';
import { departmentRef, idQuery, isoTime, pagedList, personRef, timeText } from '../schemas';
import { rowIdParam } from '../text';

/**
 * Schedules (console-core.md §3, §4, §5, §9). Managers, developers, owners
 * and users each reach them from their own menus, some from several (a
 * manager's schedule, process and robot screens), so the handlers check
 * "any of these keys" per identity themselves: the routes only need a session.
 */

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
  queueSpaceId: z.number().int().nullable(),
  /** The watched space's name; null when it is not a queue schedule or the space was deleted. */
  queueSpaceName: z.string().nullable(),
  timing: timeSettingsSchema,
  calendar: z.enum(CALENDARS),
  calendarId: z.number().int().nullable(),
  calendarName: z.string().nullable(),
  enabled: z.boolean(),
  nextFireAt: timeText.nullable(),
  lastFireAt: timeText.nullable(),
  ...departmentRef,
  creator: personRef.nullable(),
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
  ...runTimeFields,
  startAt: timeText.nullable(),
  stopAt: timeText.nullable(),
});
export type ScheduleDetail = z.infer<typeof scheduleDetail>;

/**
 * Menu and button keys of the schedule screens per identity (menu catalogue):
 * the same screen sits under several menus, and any one of them will do.
 */
export const SCHEDULE_PERMISSIONS = {
  list: { 1: ['1403', '1203', '1404'], 2: ['206'], 3: ['304'], 4: ['405'] },
  add: { 1: ['1403:add', '1203:add', '1404:add'], 3: ['304:add'], 4: ['405:add'] },
  edit: { 1: ['1403:edit', '1203:edit'], 3: ['304:edit'] },
  delete: { 1: ['1403:delete', '1203:delete', '1404:delete'], 3: ['304:delete'], 4: ['405:delete'] },
  enable: { 1: ['1403:enable', '1203:enable'], 3: ['304:enable'] },
} as const satisfies Record<string, IdentityPermissions>;

/** Save adds or edits: the guard lets through either key, the handler checks the one the body asks for. */
const addOrEdit: IdentityPermissions = {
  1: [...SCHEDULE_PERMISSIONS.add[1], ...SCHEDULE_PERMISSIONS.edit[1]],
  3: [...SCHEDULE_PERMISSIONS.add[3], ...SCHEDULE_PERMISSIONS.edit[3]],
  4: SCHEDULE_PERMISSIONS.add[4],
};

export const schedulesApi = defineRoutes('schedules', {
  list: pagedList({
    path: '/schedule/list',
    permission: SCHEDULE_PERMISSIONS.list,
    summary: 'Schedules the caller sees, by name, process, state and whether they fire once',
    filters: {
      name: z.string().trim().max(SCHEDULE_LIMITS.NAME_MAX).optional(),
      processId: rowIdParam.optional(),
      enabled: z.boolean().optional(),
      once: z.boolean().optional(),
    },
    row: scheduleDetail,
  }),
  detail: {
    method: 'GET',
    path: '/schedule/detail',
    permission: SCHEDULE_PERMISSIONS.list,
    summary: 'A schedule the caller sees',
    input: idQuery,
    result: scheduleDetail,
  },
  preview: {
    path: '/schedule/preview',
    permission: 'session',
    summary: 'The next fire times of time settings, as the scheduler will compute them',
    input: z.object({
      timing: timeSettingsSchema,
      calendar: z.enum(CALENDARS).default('daily'),
      calendarId: rowIdParam.nullable().default(null),
      startAt: isoTime.nullable().default(null),
      stopAt: isoTime.nullable().default(null),
      count: z.number().int().min(1).max(20).default(5),
    }),
    result: z.array(timeText),
  },
  save: {
    path: '/schedule/save',
    permission: addOrEdit,
    summary: 'Creates a schedule, or changes one when the body names its id',
    input: z.intersection(z.object({ id: rowIdParam.optional() }), scheduleFieldsSchema),
    result: scheduleDetail,
  },
  remove: {
    path: '/schedule/delete',
    permission: SCHEDULE_PERMISSIONS.delete,
    summary: 'Deletes a schedule and withdraws its waiting runs',
    input: idQuery,
    result: z.null(),
  },
  enable: {
    path: '/schedule/enable',
    permission: SCHEDULE_PERMISSIONS.enable,
    summary: 'Enables a schedule (reissuing the runs disabling withdrew) or disables it',
    input: z.object({ id: rowIdParam, enabled: z.boolean() }),
    result: scheduleDetail,
  },
});
