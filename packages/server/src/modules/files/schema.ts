import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonArray, reference, timestamptz } from '../../platform/db/columns';
import { departments } from '../departments';
import { processes } from '../processes';
import { users } from '../users';

/**
 * Files (console-administration.md §3): a person's own files and processes'
 * documents, their bytes in the content-addressed file store. A name is
 * unique in its folder of its place: storing it again replaces it (a "cover").
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Folders above it, `a/b/`; '' at the top. */
    folder: varchar('folder', { length: 1000 }).notNull().default(''),
    /** FILE_TYPES, from the name. */
    type: varchar('type', { length: 10 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** FILE_SOURCES: console, robot, application, forwarding rule. */
    source: varchar('source', { length: 12 }).notNull(),
    /** personal (ownerId's) or process (processId's documents). */
    place: varchar('place', { length: 10 }).notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    processId: integer('process_id').references(() => processes.id, { onDelete: 'cascade' }),
    /** The owner's or the process's department: managers see their departments' files. */
    departmentId: reference('department_id', () => departments.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 200 }).notNull().default(''),
    test: boolean('test').notNull().default(false),
    /** The run that produced it, when a robot did. */
    taskId: bigint('task_id', { mode: 'number' }),
    createdBy: varchar('created_by', { length: 64 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The last operation's time. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_personal_name_idx')
      .on(t.ownerId, t.folder, t.name)
      .where(sql`${t.place} = 'personal'`),
    uniqueIndex('files_process_name_idx')
      .on(t.processId, t.folder, t.name)
      .where(sql`${t.place} = 'process'`),
    index('files_department_idx').on(t.departmentId, t.updatedAt),
    index('files_sha_idx').on(t.sha256),
  ],
);

/** Every operation on a file (§3's seventeen types); kept when the file is deleted. */
export const fileOperations = pgTable(
  'file_operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: integer('file_id'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    operation: varchar('operation', { length: 16 }).notNull(),
    /** A user's account, a robot's number, an application's or a rule's name. */
    actor: varchar('actor', { length: 64 }).notNull().default(''),
    taskId: bigint('task_id', { mode: 'number' }),
    detail: varchar('detail', { length: 500 }).notNull().default(''),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('file_operations_file_idx').on(t.fileId, t.at)],
);

/**
 * Forwarding and receiving rules (§3): a source (a process's produced files,
 * or the owner's own files) and the users and processes that receive a copy
 * of each file arriving there.
 */
export const forwardRules = pgTable(
  'forward_rules',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    /** process or mine. */
    source: varchar('source', { length: 10 }).notNull(),
    sourceProcessId: integer('source_process_id').references(() => processes.id, { onDelete: 'cascade' }),
    ownerId: reference('owner_id', () => users.id, { onDelete: 'cascade' }),
    departmentId: reference('department_id', () => departments.id, { onDelete: 'cascade' }),
    receiverUserIds: jsonArray<number>('receiver_user_ids'),
    receiverProcessIds: jsonArray<number>('receiver_process_ids'),
    /** cover or rename. */
    receiveMode: varchar('receive_mode', { length: 10 }).notNull().default('cover'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('forward_rules_source_idx').on(t.source, t.sourceProcessId),
    index('forward_rules_owner_idx').on(t.ownerId),
  ],
);

/** Each delivery of a rule to one receiver: success, or failed with the reason. */
export const forwardHistory = pgTable(
  'forward_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => forwardRules.id, { onDelete: 'cascade' }),
    ruleName: varchar('rule_name', { length: 32 }).notNull(),
    fileId: integer('file_id'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    receiver: varchar('receiver', { length: 255 }).notNull(),
    /** user or process. */
    receiverKind: varchar('receiver_kind', { length: 10 }).notNull(),
    result: varchar('result', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('forward_history_rule_idx').on(t.ruleId, t.at)],
);
