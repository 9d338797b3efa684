import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { processes, versions } from './schema';

/** A run that started, as the process and version counts see it. */
export interface StartedRun {
  processId: number;
  versionId: number;
  startedAt: Date;
}

/**
 * Counts runs that started into their process's and version's dispatch
 * counts and last run time (console-core.md, process list columns): the one
 * writer of those columns, for finished tasks and recorded past runs alike.
 */
export async function countRuns(db: Db, runs: StartedRun[]): Promise<void> {
  for (const [table, key] of [
    [processes, 'processId'],
    [versions, 'versionId'],
  ] as const) {
    const byId = new Map<number, { n: number; last: Date }>();
    for (const r of runs) {
      const seen = byId.get(r[key]);
      byId.set(r[key], {
        n: (seen?.n ?? 0) + 1,
        last: seen && seen.last > r.startedAt ? seen.last : r.startedAt,
      });
    }
    for (const [id, { n, last }] of byId) {
      await db
        .update(table)
        .set({
          dispatchCount: sql`${table.dispatchCount} + ${n}`,
          lastRunAt: sql`greatest(${table.lastRunAt}, ${last.toISOString()}::timestamptz)`,
        })
        .where(sql`${table.id} = ${id}`);
    }
  }
}
