import { z } from 'zod';
import { Priority, RunMode } from './enums';
import { runMinutes } from './processes';
import { nameText, plainText, rowId } from './text';

/**
 * Schedules (console-core.md §3, §4, §5, §9): when a process runs by itself.
 * docs/scheduling.md explains time modes, calendars and the catch-up policy.
 */

export const TIME_MODES = ['once', 'minute', 'hour', 'day', 'week', 'month', 'cron'] as const;
export type TimeMode = (typeof TIME_MODES)[number];
export const CALENDARS = ['daily', 'workday', 'nonWorkday'] as const;
export type CalendarKind = (typeof CALENDARS)[number];
export type RunModeValue = (typeof RunMode)[number];

/** The run parameter a queue schedule's runs get: the name of the task data space they work through. */
export const QUEUE_SPACE_PARAMETER = 'queue_space';

export const SCHEDULE_LIMITS = {
  NAME_MAX: 60,
  INFO_MAX: 254,
  RETRIES_MAX: 100,
  TASKS_MAX: 100,
  MINUTES_MAX: 10080,
  RECEIVERS_MAX: 100,
  ROBOTS_MAX: 100,
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(HHMM, 'schedules.timeInvalid');
const id = rowId;
const minutes = runMinutes;

/** The time settings of each time mode. Weekdays are 1 (Monday) to 7 (Sunday). */
export const timeSettingsSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('once'), at: z.iso.datetime({ offset: true, error: 'schedules.timeInvalid' }) }),
  z.object({ mode: z.literal('minute'), every: z.number().int().min(1).max(59) }),
  z.object({
    mode: z.literal('hour'),
    every: z.number().int().min(1).max(23),
    minute: z.number().int().min(0).max(59),
  }),
  z.object({ mode: z.literal('day'), time }),
  z.object({
    mode: z.literal('week'),
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, 'schedules.weekdaysRequired').max(7),
    time,
  }),
  z.object({
    mode: z.literal('month'),
    /** Days of the month (1-31; a month without that day is skipped), and/or its last day. */
    days: z.array(z.number().int().min(1).max(31)).max(31).default([]),
    lastDay: z.boolean().default(false),
    /** Or the nth (1-5, or -1 for the last) given weekday of the month. */
    weekday: z
      .object({
        nth: z
          .number()
          .int()
          .min(-1)
          .max(5)
          .refine((n) => n !== 0),
        day: z.number().int().min(1).max(7),
      })
      .optional(),
    time,
  }),
  /** A Quartz expression: seconds minutes hours day-of-month month day-of-week [year]. */
  z.object({ mode: z.literal('cron'), expression: z.string().trim().min(1).max(120) }),
]);
export type TimeSettings = z.infer<typeof timeSettingsSchema>;

/** What a schedule is made of; the server adds what it derives (department, next time). */
export const scheduleFieldsSchema = z
  .object({
    name: nameText({
      max: SCHEDULE_LIMITS.NAME_MAX,
      lengthKey: 'schedules.nameLength',
      requiredKey: 'schedules.nameRequired',
    }),
    info: plainText(SCHEDULE_LIMITS.INFO_MAX, 'schedules.infoLength').default(''),
    processId: id,
    /** Pinned version; null: always the published one at fire time. */
    versionId: id.nullable().default(null),
    priority: z.enum(Priority).default('normal'),
    receiverUserIds: z.array(id).max(SCHEDULE_LIMITS.RECEIVERS_MAX).default([]),
    receiverDepartmentIds: z.array(id).max(SCHEDULE_LIMITS.RECEIVERS_MAX).default([]),
    robotIds: z.array(id).max(SCHEDULE_LIMITS.ROBOTS_MAX).default([]),
    runMode: z.enum(RunMode).default('timed'),
    /** The task data space a queue schedule watches (run mode `queue` only). */
    queueSpaceId: id.nullable().default(null),
    timing: timeSettingsSchema,
    calendar: z.enum(CALENDARS).default('daily'),
    /** A user calendar whose days override the official ones (workday and non-workday calendars only). */
    calendarId: id.nullable().default(null),
    failedRetries: z
      .number()
      .int()
      .min(0, 'schedules.retriesRange')
      .max(SCHEDULE_LIMITS.RETRIES_MAX, 'schedules.retriesRange')
      .default(0),
    taskCount: z
      .number({ error: 'schedules.taskCountRange' })
      .int('schedules.taskCountRange')
      .min(1, 'schedules.taskCountRange')
      .max(SCHEDULE_LIMITS.TASKS_MAX, 'schedules.taskCountRange')
      .default(1),
    waitTimeout: minutes.default(30),
    runTimeout: minutes.default(120),
    manualMinutes: minutes.default(0),
    autoStopMinutes: minutes.default(0),
    /** The schedule fires from this time on (ISO), and never after `stopAt`. */
    startAt: z.iso.datetime({ offset: true }).nullable().default(null),
    stopAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .superRefine((s, ctx) => {
    if (s.runMode === 'queue' && !s.queueSpaceId) {
      ctx.addIssue({ code: 'custom', path: ['queueSpaceId'], message: 'schedules.queueSpaceRequired' });
    }
    if (s.startAt && s.stopAt && Date.parse(s.startAt) > Date.parse(s.stopAt)) {
      ctx.addIssue({ code: 'custom', path: ['stopAt'], message: 'schedules.startAfterStop' });
    }
    for (const [list, key] of [
      [s.receiverUserIds, 'schedules.duplicateUser'],
      [s.receiverDepartmentIds, 'schedules.duplicateDepartment'],
      [s.robotIds, 'schedules.duplicateRobot'],
    ] as const) {
      if (new Set(list).size !== list.length) ctx.addIssue({ code: 'custom', message: key });
    }
  });
export type ScheduleFields = z.input<typeof scheduleFieldsSchema>;
