import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { CleaningRun, DataKind } from '@rpa/contracts';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeOpLog } from '../oplog';
import { cutOff } from './calendar';
import { KINDS } from './kinds';
import { cleaningRuns } from './schema';
import { retention } from './settings';

/** Rows one step removes: a short statement, so readers of the table never wait long. */
export const STEP_ROWS = 2000;

/** A running pass whose node has not renewed it for this long is taken as interrupted. */
const LOST_AFTER_MS = 2 * 60_000;

export interface Trigger {
  trigger: 'daily' | 'manual';
  /** The day of a daily pass. */
  day?: string;
  operator?: { id: number; name: string };
}

type Row = typeof cleaningRuns.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    /** The cleaning passes this node runs, so closing the node stops them between steps. */
    cleanings: { stopping: boolean; passes: Set<Promise<void>> };
  }
}

/** Resolves once every pass this node runs has ended (tests wait on it). */
export async function cleaningsIdle(app: FastifyInstance): Promise<void> {
  while (app.cleanings.passes.size > 0) await Promise.all(app.cleanings.passes);
}

/** Stops this node's passes after their current step; they end as interrupted. */
export async function stopCleanings(app: FastifyInstance): Promise<void> {
  app.cleanings.stopping = true;
  await cleaningsIdle(app);
}

export function runView(row: Row): CleaningRun {
  return {
    id: row.id,
    kind: row.kind as DataKind,
    trigger: row.trigger as CleaningRun['trigger'],
    state: row.state as CleaningRun['state'],
    expected: row.expected,
    removedRows: row.removedRows,
    removedFiles: row.removedFiles,
    removedBytes: row.removedBytes,
    before: row.before.toISOString(),
    operatorName: row.operatorName,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** Passes whose node stopped renewing them end as interrupted (a new one may then start). */
export async function markLostPasses(app: FastifyInstance): Promise<void> {
  await app.database.db
    .update(cleaningRuns)
    .set({ state: 'interrupted', finishedAt: new Date(), error: 'node stopped' })
    .where(
      and(eq(cleaningRuns.state, 'running'), lt(cleaningRuns.beatAt, new Date(Date.now() - LOST_AFTER_MS))),
    );
}

/** A pass started, or why none was: the kind is kept permanently, or a pass over it runs (or ran today). */
export type Start = { row: Row; done: Promise<void> } | { refused: 'permanent' | 'running' };

/**
 * Claims a pass over `kind` and runs it in the background on this node.
 * The claim is the insert: the unique indexes let one node have it.
 */
export async function startCleaning(
  app: FastifyInstance,
  kind: DataKind,
  how: Trigger,
  now = new Date(),
): Promise<Start> {
  const db = app.database.db;
  const days = (await retention.view(db)).value[kind];
  if (days === 0) return { refused: 'permanent' };
  const before = cutOff(days, now, app.config.timezone);
  await markLostPasses(app);
  const { expiredRows } = await KINDS[kind].measure(db, before);
  const [row] = await db
    .insert(cleaningRuns)
    .values({
      kind,
      trigger: how.trigger,
      day: how.day ?? null,
      expected: expiredRows,
      before,
      operatorId: how.operator?.id ?? null,
      operatorName: how.operator?.name ?? '',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return { refused: 'running' };
  const passes = app.cleanings.passes;
  const done = runPass(app, row)
    // Closing its row or writing the operation log failed (the database went away): said, never thrown.
    .catch((err: unknown) => app.log.error({ err, kind }, 'data cleaning could not record its end'))
    .finally(() => passes.delete(done));
  passes.add(done);
  return { row, done };
}

/** Steps until nothing older is left, renewing the row after each; then the operation log. */
async function runPass(app: FastifyInstance, row: Row): Promise<void> {
  const db = app.database.db;
  const data = KINDS[row.kind as DataKind];
  const removed = { rows: 0, files: 0, bytes: 0 };
  let end: { state: 'done' | 'failed' | 'interrupted'; error: string } = { state: 'done', error: '' };
  try {
    for (;;) {
      if (app.cleanings.stopping) {
        end = { state: 'interrupted', error: 'node stopped' };
        break;
      }
      const step = await data.purge(db, row.before, STEP_ROWS);
      // Rows first, then their files: a file is deleted only once no row names it.
      for (const file of step.files) await app.files.delete(file.sha256);
      removed.rows += step.rows;
      removed.files += step.files.length;
      removed.bytes += step.files.reduce((a, f) => a + f.size, 0);
      const [still] = await db
        .update(cleaningRuns)
        .set({
          removedRows: removed.rows,
          removedFiles: removed.files,
          removedBytes: removed.bytes,
          beatAt: new Date(),
        })
        .where(and(eq(cleaningRuns.id, row.id), eq(cleaningRuns.state, 'running')))
        .returning({ id: cleaningRuns.id });
      // Taken as lost by another node (this one stalled): that node's word stands.
      if (!still) return;
      if (step.rows === 0 && !step.more) break;
      await yieldToOthers();
    }
  } catch (err) {
    app.log.error({ err, kind: row.kind }, 'data cleaning failed');
    end = { state: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
  await db
    .update(cleaningRuns)
    .set({ ...end, finishedAt: new Date() })
    .where(and(eq(cleaningRuns.id, row.id), eq(cleaningRuns.state, 'running')));
  await writeOpLog(db, {
    userId: row.operatorId,
    userName: row.operatorName,
    module: 'dataCleaning',
    ip: '',
    identity: row.operatorId === null ? null : 1,
    action: 'delete',
    result: end.state === 'done' ? 'success' : 'fail',
    description:
      end.state === 'done'
        ? {
            key: 'dataCleaned',
            params: {
              dataKind: row.kind,
              rows: removed.rows,
              files: removed.files,
              bytes: removed.bytes,
              before: row.before.toISOString(),
            },
          }
        : {
            key: 'dataCleaningStopped',
            params: { dataKind: row.kind, rows: removed.rows, files: removed.files, error: end.error },
          },
  });
}

/** Whether a node has taken (or finished) this day's daily pass over `kind`. */
export async function dailyPassTaken(app: FastifyInstance, kind: DataKind, day: string): Promise<boolean> {
  const [taken] = await app.database.db
    .select({ id: cleaningRuns.id })
    .from(cleaningRuns)
    .where(and(eq(cleaningRuns.kind, kind), eq(cleaningRuns.day, day), ne(cleaningRuns.state, 'interrupted')))
    .limit(1);
  return !!taken;
}

/** The pass running now or the latest one, per kind. */
export async function latestRuns(app: FastifyInstance): Promise<Map<DataKind, Row>> {
  const rows = await app.database.db
    .selectDistinctOn([cleaningRuns.kind])
    .from(cleaningRuns)
    .orderBy(cleaningRuns.kind, sql`${cleaningRuns.id} desc`);
  return new Map(rows.map((r) => [r.kind as DataKind, r]));
}
