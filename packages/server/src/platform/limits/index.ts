import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { attemptWindows } from './schema';

export interface AttemptLimit {
  /** What is counted, e.g. 'sign-in-address'. */
  bucket: string;
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

export interface Attempt {
  allowed: boolean;
  /** The attempt's number in the current window, this one included. */
  count: number;
  /** Whole minutes (at least 1) until the window ends. */
  minutesLeft: number;
  /** Whole seconds (at least 1) until the window ends. */
  secondsLeft: number;
}

/** Windows that ended are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

async function sweep(db: Db): Promise<void> {
  const now = Date.now();
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await db.delete(attemptWindows).where(lt(attemptWindows.windowEnds, sql`now()`));
}

/**
 * Counts one attempt and says whether it may go ahead. The count is taken
 * before the attempt is judged, in one statement that returns it, so any
 * number of simultaneous attempts on any number of nodes get distinct
 * numbers and at most `max` of them pass. A window starts at its first attempt.
 */
export async function takeAttempt(db: Db, limit: AttemptLimit, key: string): Promise<Attempt> {
  await sweep(db);
  const window = sql`now() + ${limit.windowMs} * interval '1 millisecond'`;
  const ended = sql`${attemptWindows.windowEnds} <= now()`;
  const [row] = await db
    .insert(attemptWindows)
    .values({ bucket: limit.bucket, key, count: 1, windowEnds: window })
    .onConflictDoUpdate({
      target: [attemptWindows.bucket, attemptWindows.key],
      set: {
        count: sql`case when ${ended} then 1 else ${attemptWindows.count} + 1 end`,
        windowEnds: sql`case when ${ended} then ${window} else ${attemptWindows.windowEnds} end`,
      },
    })
    .returning({
      count: attemptWindows.count,
      msLeft: sql<number>`ceil(extract(epoch from ${attemptWindows.windowEnds} - now()) * 1000)::float8`,
    });
  const count = row?.count ?? 1;
  const msLeft = Number(row?.msLeft ?? limit.windowMs);
  return {
    secondsLeft: Math.max(1, Math.ceil(msLeft / 1000)),
    allowed: count <= limit.max,
    count,
    minutesLeft: Math.max(1, Math.ceil(msLeft / 60_000)),
  };
}

/** Takes back an attempt that turned out not to be a failure (a success, or refused before it was judged). */
export async function giveBackAttempt(db: Db, limit: AttemptLimit, key: string): Promise<void> {
  await db
    .update(attemptWindows)
    .set({ count: sql`greatest(${attemptWindows.count} - 1, 0)` })
    .where(and(eq(attemptWindows.bucket, limit.bucket), eq(attemptWindows.key, key)));
}
