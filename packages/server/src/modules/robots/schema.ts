import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonArray, reference, timestamptz, uniqueIgnoringCase } from '../../platform/db/columns';
import { departments } from '../departments';
import { housekeepers } from '../housekeepers';
import { processes } from '../processes';
import { users } from '../users';

/**
 * The machine a robot runs on, as its hello describes it (`hello.machine`):
 * kept for a robot and for a robot waiting for approval alike.
 */
function machineColumns() {
  return {
    hostName: varchar('host_name', { length: 128 }).notNull().default(''),
    osUser: varchar('os_user', { length: 128 }).notNull().default(''),
    os: varchar('os', { length: 128 }).notNull().default(''),
    address: varchar('address', { length: 64 }).notNull().default(''),
    agentVersion: varchar('agent_version', { length: 32 }).notNull().default(''),
  };
}

/**
 * Robots (agents) registered through the gateway. The run state and the
 * node holding the connection live here, not in a node's memory, so any node
 * answers lists; `connectionId` names the current connection, and a
 * connection only writes while it is still the current one.
 */
export const robots = pgTable(
  'robots',
  {
    id: serial('id').primaryKey(),
    robotsNo: varchar('robots_no', { length: 64 }).notNull(),
    /** argon2id of the client password (manager binding); null after an unbind or for user binding. */
    clientPwdHash: text('client_pwd_hash'),
    /** background, foreground or scene: the licence category it needs. */
    category: varchar('category', { length: 20 }).notNull(),
    /** manager or user. */
    bindingWay: varchar('binding_way', { length: 10 }).notNull(),
    /** The user a user-bound robot works for. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: reference('department_id', () => departments.id),
    alias: varchar('alias', { length: 40 }).notNull().default(''),
    ...machineColumns(),
    instanceNo: smallint('instance_no').notNull().default(0),
    resolution: varchar('resolution', { length: 16 }).notNull().default(''),
    /** idle, running or offline. */
    runState: varchar('run_state', { length: 10 }).notNull().default('offline'),
    runningTasks: jsonArray<number>('running_tasks'),
    /** The server node holding the connection, while online. */
    nodeId: varchar('node_id', { length: 128 }),
    connectionId: varchar('connection_id', { length: 32 }),
    /** SHA-256 of the bearer token of the current connection (package download). */
    tokenHash: varchar('token_hash', { length: 64 }),
    housekeeperId: integer('housekeeper_id').references(() => housekeepers.id, { onDelete: 'set null' }),
    /** False once a manager unbound it, until it registers again. */
    bound: boolean('bound').notNull().default(true),
    lastBeatAt: timestamptz('last_beat_at'),
    lastOnlineAt: timestamptz('last_online_at'),
    registeredAt: timestamptz('registered_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIgnoringCase('robots_robots_no_lower_idx', t.robotsNo),
    uniqueIndex('robots_token_idx').on(t.tokenHash),
    index('robots_department_idx').on(t.departmentId),
    index('robots_run_state_idx').on(t.runState),
    index('robots_category_idx').on(t.category),
    index('robots_binding_way_idx').on(t.bindingWay),
    index('robots_agent_version_idx').on(t.agentVersion),
    index('robots_alias_idx').on(t.alias),
    index('robots_host_name_idx').on(t.hostName),
    index('robots_bound_idx').on(t.bound),
    index('robots_node_idx').on(t.nodeId),
    index('robots_last_beat_idx').on(t.lastBeatAt),
    index('robots_user_idx').on(t.userId),
    index('robots_housekeeper_idx').on(t.housekeeperId),
  ],
);

/**
 * Robot operation records (`/rpa/opglog/list`): what happened to a robot and
 * who did it. History, so no foreign keys; `departmentId` is the robot's at
 * the time and scopes the list (null: a refused robot that never registered).
 */
export const robotRecords = pgTable(
  'robot_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    robotId: integer('robot_id'),
    robotsNo: varchar('robots_no', { length: 64 }).notNull(),
    departmentId: integer('department_id'),
    action: varchar('action', { length: 20 }).notNull(),
    result: varchar('result', { length: 10 }).notNull(),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    detail: text('detail').notNull().default(''),
  },
  (t) => [
    index('robot_records_at_idx').on(t.at),
    index('robot_records_robot_idx').on(t.robotId, t.at),
    index('robot_records_robots_no_idx').on(sql`lower(${t.robotsNo})`),
    index('robot_records_department_idx').on(t.departmentId),
    index('robot_records_action_idx').on(t.action),
    index('robot_records_result_idx').on(t.result),
  ],
);

/** Processes bound to scene robots (`bindProc`, `unbindProc`). */
export const robotProcesses = pgTable(
  'robot_processes',
  {
    robotId: reference('robot_id', () => robots.id, { onDelete: 'cascade' }),
    processId: reference('process_id', () => processes.id, { onDelete: 'cascade' }),
    boundAt: timestamptz('bound_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.robotId, t.processId] }),
    index('robot_processes_process_idx').on(t.processId),
  ],
);

/**
 * Robots waiting for approval: a robot number the server did not know said
 * hello without a machine key. It is no robot yet (no row in `robots`), so it
 * is offered no task, downloads no package and holds no seat. A manager of
 * its department approves it (it becomes a robot with the client password it
 * first gave) or rejects it (its hellos are refused for good).
 */
export const robotRequests = pgTable(
  'robot_requests',
  {
    id: serial('id').primaryKey(),
    robotsNo: varchar('robots_no', { length: 64 }).notNull(),
    departmentId: reference('department_id', () => departments.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 20 }).notNull(),
    /** argon2id of the client password the robot first asked with; later hellos must give the same. */
    clientPwdHash: text('client_pwd_hash').notNull(),
    ...machineColumns(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /** pending or rejected. */
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(1),
    firstSeenAt: timestamptz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    decidedBy: varchar('decided_by', { length: 50 }).notNull().default(''),
  },
  (t) => [
    uniqueIgnoringCase('robot_requests_robots_no_lower_idx', t.robotsNo),
    index('robot_requests_department_idx').on(t.departmentId),
  ],
);
