import { boolean, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { reference, timestamptz, uniqueIgnoringCase } from '../../platform/db/columns';
import { robots } from '../robots';

/**
 * Robot upgrade packages (console-administration.md §3): a checked build of
 * the robot (docs/upgrade-package.md) kept in the file store by its sha256.
 */
export const upgradePackages = pgTable(
  'upgrade_packages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    /** From the package's upgrade.json. */
    version: varchar('version', { length: 32 }).notNull(),
    /** The function description the build carries. */
    description: varchar('description', { length: 200 }).notNull().default(''),
    remarks: varchar('remarks', { length: 200 }).notNull().default(''),
    fileSize: integer('file_size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdBy: varchar('created_by', { length: 50 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIgnoringCase('upgrade_packages_name_idx', t.name),
    index('upgrade_packages_sha_idx').on(t.sha256),
  ],
);

/** Upgrade tasks: a package offered to their target robots while enabled. */
export const upgradeTasks = pgTable(
  'upgrade_tasks',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** A package in use cannot be deleted (the console says which task uses it). */
    packageId: reference('package_id', () => upgradePackages.id, { onDelete: 'restrict' }),
    enabled: boolean('enabled').notNull().default(true),
    /** all or designated. */
    target: varchar('target', { length: 10 }).notNull(),
    prompt: varchar('prompt', { length: 200 }).notNull().default(''),
    /** Staged rollout: the share of robots offered the package first. */
    firstWavePercent: integer('first_wave_percent').notNull().default(100),
    /** When the first share had all upgraded or failed: the rest may follow. */
    waveDoneAt: timestamptz('wave_done_at'),
    /** Pause above this share of failures among the robots done; null: never. */
    pauseAbovePercent: integer('pause_above_percent'),
    /** Paused for too many failures, until enabled again. */
    pausedAt: timestamptz('paused_at'),
    /** The manager who made it: told when it completes. */
    createdById: integer('created_by_id'),
    createdBy: varchar('created_by', { length: 50 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When its last robot applied or failed. */
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIgnoringCase('upgrade_tasks_name_idx', t.name),
    index('upgrade_tasks_package_idx').on(t.packageId),
  ],
);

/** Each target robot of a task and where it stands (waiting, downloading, applied, failed). */
export const upgradeTargets = pgTable(
  'upgrade_targets',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => upgradeTasks.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 12 }).notNull().default('waiting'),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** The robot's terminal version when the task was made. */
    fromVersion: varchar('from_version', { length: 32 }).notNull().default(''),
    /** When it was last offered the package (downloading since). */
    offeredAt: timestamptz('offered_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.robotId] }),
    index('upgrade_targets_robot_state_idx').on(t.robotId, t.state),
  ],
);
