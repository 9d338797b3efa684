import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonArray, reference, timestamptz } from '../../platform/db/columns';
import { departments } from '../departments';
import { processes, versions } from '../processes';
import { users } from '../users';

/**
 * One run of a process version on a robot (console-core.md §3, §4). A retry
 * is a new row pointing at the run it repeats, so each attempt keeps its
 * own logs and files. `robotId` has no foreign key: a task names the robot
 * it ran on after that robot is deleted (`robotName` keeps its name).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    processId: reference('process_id', () => processes.id, { onDelete: 'cascade' }),
    versionId: reference('version_id', () => versions.id, { onDelete: 'cascade' }),
    departmentId: reference('department_id', () => departments.id),
    /** Who started it; null for a schedule's task or once the user is deleted. */
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: varchar('operator_name', { length: 50 }).notNull().default(''),
    /** manual or schedule. */
    source: varchar('source', { length: 10 }).notNull().default('manual'),
    /**
     * The client the starter signed in with (web, designer, ...): the studio's
     * running screen lists runs started from the designer. Empty for schedules
     * and the open API.
     */
    clientType: varchar('client_type', { length: 20 }).notNull().default(''),
    scheduleId: integer('schedule_id'),
    scheduleName: varchar('schedule_name', { length: 60 }).notNull().default(''),
    /** 0 urgent, 1 normal, 2 low: dispatch takes the lowest first, then the oldest. */
    priority: smallint('priority').notNull().default(1),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    /** True once the stop request reached the robot (the "submitted" sub-state of stopping). */
    stopSubmitted: boolean('stop_submitted').notNull().default(false),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** Robots the task may go to; empty: any robot of the process's department. */
    candidateRobotIds: jsonArray<number>('candidate_robot_ids'),
    robotId: integer('robot_id'),
    robotName: varchar('robot_name', { length: 64 }).notNull().default(''),
    /** Why it is still waiting: a message key (no robots in the department, ...). */
    hint: varchar('hint', { length: 60 }).notNull().default(''),
    waitTimeout: integer('wait_timeout').notNull(),
    runTimeout: integer('run_timeout').notNull(),
    retriesLeft: integer('retries_left').notNull().default(0),
    attempt: integer('attempt').notNull().default(1),
    retryOf: bigint('retry_of', { mode: 'number' }),
    exitCode: integer('exit_code'),
    error: text('error').notNull().default(''),
    progress: smallint('progress'),
    logCount: integer('log_count').notNull().default(0),
    fileCount: integer('file_count').notNull().default(0),
    /** When it should run (a schedule's fire time; the request time for a manual run). */
    plannedAt: timestamptz('planned_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Offered to the robot. */
    dispatchedAt: timestamptz('dispatched_at'),
    /** The robot accepted it and started the run. */
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('tasks_pending_idx').on(t.priority, t.createdAt).where(sql`${t.state} = 'pending'`),
    index('tasks_state_idx').on(t.state),
    index('tasks_robot_idx').on(t.robotId, t.state),
    index('tasks_process_idx').on(t.processId, t.createdAt),
    index('tasks_department_idx').on(t.departmentId, t.createdAt),
    index('tasks_operator_idx').on(t.operatorId, t.createdAt),
    // Trigram index (pg_trgm): the list's "part of the operator" filter is `ilike '%…%'`.
    index('tasks_operator_name_trgm_idx').using('gin', t.operatorName.op('gin_trgm_ops')),
    index('tasks_schedule_idx').on(t.scheduleId),
    index('tasks_created_idx').on(t.createdAt),
    // Data cleaning takes ended runs with logs or files left, oldest first (modules/tasks/retention.ts).
    index('tasks_logs_finished_idx').on(t.finishedAt).where(sql`${t.logCount} > 0`),
    index('tasks_files_finished_idx').on(t.finishedAt).where(sql`${t.fileCount} > 0`),
  ],
);

/** The run a log line, file or recording belongs to; it goes with the run. */
function runOf() {
  return bigint('task_id', { mode: 'number' })
    .notNull()
    .references(() => tasks.id, { onDelete: 'cascade' });
}

/** What the file store holds of an upload of a run: its size, its SHA-256 and when it arrived. */
function storedUpload() {
  return {
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  };
}

/** A run's log lines; (task, seq) is unique, so a batch resent after a reconnect adds nothing. */
export const taskLogs = pgTable(
  'task_logs',
  {
    taskId: runOf(),
    seq: integer('seq').notNull(),
    time: timestamptz('time').notNull(),
    level: varchar('level', { length: 5 }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.seq] })],
);

/** Files a run produced, uploaded by the robot and kept in the file store. */
export const taskFiles = pgTable(
  'task_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: runOf(),
    name: varchar('name', { length: 512 }).notNull(),
    ...storedUpload(),
  },
  (t) => [index('task_files_task_idx').on(t.taskId)],
);

/** Screen recordings of a run, uploaded by the robot (WebM or MP4), kept in the file store. */
export const taskRecordings = pgTable(
  'task_recordings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: runOf(),
    name: varchar('name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 20 }).notNull(),
    ...storedUpload(),
  },
  (t) => [index('task_recordings_task_idx').on(t.taskId)],
);

/**
 * Every task's creation and change of state, written by a trigger on tasks
 * (migration 0025) in the same transaction as the change, so no change is
 * missed by whoever reads them (webhooks) even across a crash. Read in id
 * order and deleted once read.
 */
export const taskEvents = pgTable('task_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  taskId: bigint('task_id', { mode: 'number' }).notNull(),
  state: varchar('state', { length: 12 }).notNull(),
  departmentId: integer('department_id').notNull(),
  at: timestamptz('at').notNull().defaultNow(),
});
