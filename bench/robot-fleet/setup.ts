import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { departments } from '../../packages/server/src/modules/departments/schema';
import { issueLicence } from '../../packages/server/src/modules/licences/format';
import { machineCode } from '../../packages/server/src/modules/licences/installation';
import { saveLicence } from '../../packages/server/src/modules/licences/store';
import { processes } from '../../packages/server/src/modules/processes/schema';
import { robots as robotRows } from '../../packages/server/src/modules/robots/schema';
import { taskDataItems } from '../../packages/server/src/modules/task-data/schema';
import { taskLogs, tasks } from '../../packages/server/src/modules/tasks/schema';
import { openDatabase, query } from '../../packages/server/src/platform/db';
import { createDiskStore } from '../../packages/server/src/platform/files';
import { seedDemo } from '../../packages/server/src/seed';
import { TEST_LICENCE_PRIVATE_KEY_FILE } from '../../packages/server/src/seed/licences';
import { LINE_PREFIX } from './robot';

/** The demo's published process (department Finance, code 10021), which the demo `user` runs. */
export const PROCESS_NAME = '发票核验 Invoice check';
export const ROBOT_DEPARTMENT = '10021';

/** Where one run keeps its data: a PGlite directory, or a PostgreSQL database made for it. */
export interface Store {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** The run's own database, when on PostgreSQL. */
  url: string | undefined;
  /** Process ids of the PostgreSQL backends serving the run's database (none on PGlite: it runs in the server). */
  backends(): Promise<number[]>;
  drop(): Promise<void>;
}

/**
 * A fresh store for one run. On PostgreSQL, `serverUrl` names a server on
 * which a database is created for the run and dropped after it.
 */
export async function createStore(
  serverUrl: string | undefined,
  dataDir: string,
  tag: string,
): Promise<Store> {
  if (!serverUrl)
    return { kind: 'pglite', dataDir, url: undefined, backends: async () => [], drop: async () => {} };
  const name = `rpa_fleet_${tag}`;
  const admin = await openDatabase({ url: serverUrl });
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    kind: 'postgres',
    dataDir,
    url: u.toString(),
    async backends() {
      const a = await openDatabase({ url: u.toString() });
      try {
        const rows = await query<{ pid: number }>(
          a.db,
          sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        return rows.map((r) => Number(r.pid));
      } finally {
        await a.close();
      }
    },
    async drop() {
      const a = await openDatabase({ url: serverUrl });
      await a.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await a.close();
    },
  };
}

const open = (store: Store) =>
  openDatabase({ url: store.url, dataDir: store.url ? undefined : path.join(store.dataDir, 'pgdata') });

/**
 * The installation as the server will find it: migrated, the demo seeded
 * (departments, accounts, the published process with its package), a
 * background robot licence with a seat per robot (for `nodes` cluster nodes)
 * signed with the test key, and no wait or run timeout on the process, so
 * runs last the whole test.
 * Answers the process id and the robots' department id.
 */
export async function prepare(
  store: Store,
  robots: number,
  nodes = 1,
): Promise<{ processId: number; departmentId: number }> {
  const database = await open(store);
  try {
    await database.migrate();
    const db = database.db;
    await seedDemo(db, { files: createDiskStore(path.join(store.dataDir, 'files')) });
    const now = Date.now();
    const payload = {
      licSn: 'FLEET-BACKGROUND-0001',
      custName: 'Robot fleet benchmark',
      category: 'background' as const,
      agentType: 'background',
      number: robots,
      type: 'formal' as const,
      effectiveAt: new Date(now - 86_400_000).toISOString(),
      dueAt: new Date(now + 30 * 86_400_000).toISOString(),
      clusterNodes: nodes,
      machineCode: await machineCode(db),
    };
    await saveLicence(
      db,
      payload,
      issueLicence(payload, readFileSync(TEST_LICENCE_PRIVATE_KEY_FILE, 'utf8')),
    );
    const [p] = await db
      .update(processes)
      .set({ waitTimeout: 0, runTimeout: 0, failedRetries: 0 })
      .where(eq(processes.name, PROCESS_NAME))
      .returning({ id: processes.id });
    if (!p) throw new Error(`the demo process "${PROCESS_NAME}" is missing`);
    const [d] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.code, ROBOT_DEPARTMENT));
    if (!d) throw new Error(`the demo department ${ROBOT_DEPARTMENT} is missing`);
    return { processId: p.id, departmentId: d.id };
  } finally {
    await database.close();
  }
}

/** Robots online by the node holding their connection, as the database says. */
export async function robotsByNode(store: Store): Promise<Map<string, number>> {
  const database = await open(store);
  try {
    const rows = await query<{ node_id: string | null; n: number }>(
      database.db,
      sql`select ${robotRows.nodeId} as node_id, count(*)::int as n from ${robotRows}
        where ${robotRows.runState} <> 'offline' group by ${robotRows.nodeId} order by 1`,
    );
    return new Map(rows.map((r) => [r.node_id ?? 'none', r.n]));
  } finally {
    await database.close();
  }
}

/**
 * The fleet's log lines stored per task, read after the server has stopped,
 * and how many lines the server wrote into runs' logs itself (a run failed
 * as "robot lost" and then ended by its robot's result gets such a note).
 */
export async function storedLines(store: Store): Promise<{ byTask: Map<number, number>; notes: number }> {
  const database = await open(store);
  try {
    const fleet = sql`${taskLogs.text} like ${`${LINE_PREFIX}%`}`;
    const rows = await query<{ task_id: number; n: number; notes: number }>(
      database.db,
      sql`select ${taskLogs.taskId} as task_id, (count(*) filter (where ${fleet}))::int as n,
            (count(*) filter (where not ${fleet}))::int as notes
          from ${taskLogs} group by ${taskLogs.taskId}`,
    );
    const byTask = new Map(rows.map((r) => [Number(r.task_id), r.n]));
    // Tasks without any line count as zero.
    for (const t of await database.db.select({ id: tasks.id }).from(tasks))
      if (!byTask.has(t.id)) byTask.set(t.id, 0);
    return { byTask, notes: rows.reduce((n, r) => n + r.notes, 0) };
  } finally {
    await database.close();
  }
}

/** The state of every task data item and the number of tasks by state, read after the server has stopped. */
export async function storedWork(store: Store) {
  const database = await open(store);
  try {
    const items = await database.db
      .select({ id: taskDataItems.id, state: taskDataItems.state })
      .from(taskDataItems);
    const runs = await query<{ state: string; n: number }>(
      database.db,
      sql`select ${tasks.state} as state, count(*)::int as n from ${tasks} group by ${tasks.state}`,
    );
    return {
      items: new Map(items.map((i) => [i.id, i.state])),
      tasks: new Map(runs.map((r) => [r.state, r.n])),
    };
  } finally {
    await database.close();
  }
}
