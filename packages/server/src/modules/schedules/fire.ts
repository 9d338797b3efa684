import { and, asc, eq, inArray, lte, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { within } from '../../platform/db/conditions';
import { t } from '../../platform/http/errors';
import { loadOverrides, type Overrides } from '../calendars';
import { sendMessage } from '../messages';
import { createTasks, HOLDING_STATES, insertTasks, type NewTask, tasks } from '../tasks';
import { users } from '../users';
import { type Lookups, planTasks, type Schedule } from './plan';
import { fireQueueSchedules } from './queue';
import { schedules } from './schema';
import { nextFireTimes, type Timing } from './timing';

/** Due schedules handled per transaction. */
const BATCH = 1000;
/**
 * How far ahead the scheduler loop makes a fire's tasks: they wait, held
 * from dispatch until their planned time, so thousands of schedules due at
 * one instant have their runs ready when it comes (docs/scheduling.md).
 */
export const FIRE_AHEAD_MS = 2000;

export const timingOf = (s: Schedule, overrides?: Overrides): Timing => ({
  timing: s.timing,
  calendar: s.calendar as Timing['calendar'],
  overrides,
  startAt: s.startAt,
  stopAt: s.stopAt,
});

/** Tells the schedule's receiving users that a fire could not make its tasks. */
async function alertNotRunnable(app: FastifyInstance, s: Schedule, reason: string) {
  const db = app.database.db;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(or(within(users.id, s.receiverUserIds), within(users.departmentId, s.receiverDepartmentIds)));
  await sendMessage(app, {
    userIds: people.map((u) => u.id),
    alertLevel: 'warn',
    alertType: 'schedule',
    module: 'schedules',
    alertDesc: t(app.config.appLang, 'schedules.notRunnable', { schedule: s.name, reason }),
  });
}

/**
 * One scheduler pass (every second on every node; docs/scheduling.md):
 * each enabled schedule whose next fire time has come is locked, its tasks
 * are created and its next fire time computed from now, in one
 * transaction, so a fire time is used exactly once, across nodes and
 * restarts. A time missed while no node ran fires once when one starts
 * (however many were missed); the next one counts from then. Resident
 * schedules get a new task whenever none of theirs is waiting or running;
 * queue schedules get runs while items wait in their space (queue.ts).
 */
export async function fireDueSchedules(app: FastifyInstance, now = new Date(), aheadMs = 0): Promise<number> {
  // Batch after batch while full, so thousands of schedules due at one minute all fire in it;
  // two at a time on PostgreSQL (skip locked gives each its own), where the database has cores to share.
  let total = 0;
  const lane = async () => {
    for (;;) {
      const { fired, full } = await firePass(app, now, aheadMs);
      total += fired;
      if (!full) return;
    }
  };
  await Promise.all(app.database.kind === 'postgres' ? [lane(), lane()] : [lane()]);
  return total;
}

async function firePass(
  app: FastifyInstance,
  now: Date,
  aheadMs: number,
): Promise<{ fired: number; full: boolean }> {
  const db = app.database.db;
  const tz = app.config.timezone;
  const lang = app.config.appLang;
  const refused: Array<[Schedule, string]> = [];
  let full = false;
  /** The fire times this pass served: their lag is measured once committed. */
  let fires: Date[] = [];
  const fired = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(schedules)
      .where(and(eq(schedules.enabled, true), lte(schedules.nextFireAt, new Date(now.getTime() + aheadMs))))
      .orderBy(asc(schedules.nextFireAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    full = due.length === BATCH;
    // The batch's tasks in one insert and its new fire times in one update.
    const lookups: Lookups = new Map();
    const made: NewTask[] = [];
    const moves: Array<{ id: number; fire: Date; next: Date | null }> = [];
    const calendarDays = await loadOverrides(
      tx,
      due.flatMap((s) => (s.calendarId ? [s.calendarId] : [])),
    );
    // Schedules timed alike (many share "every day at 9:00") move to the same next time: computed once a pass.
    const nextTimes = new Map<string, Date | null>();
    // The next time after this fire (one made ahead) or after now (one missed counts from now).
    const nextOf = (s: Schedule, overrides: Overrides | undefined, after: Date) => {
      const key = JSON.stringify([s.timing, s.calendar, s.calendarId, s.startAt, s.stopAt, after]);
      let next = nextTimes.get(key);
      if (next === undefined) {
        next = nextFireTimes(timingOf(s, overrides), after, 1, tz)[0] ?? null;
        nextTimes.set(key, next);
      }
      return next;
    };
    for (const s of due) {
      const fireAt = s.nextFireAt ?? now;
      const planned = await planTasks(tx, s, fireAt, lang, lookups);
      if (typeof planned === 'string') refused.push([s, planned]);
      else made.push(...planned);
      // Timed schedules go on; "start" ones fire once.
      const overrides = s.calendarId ? calendarDays.get(s.calendarId) : undefined;
      const next = s.runMode === 'timed' ? nextOf(s, overrides, fireAt > now ? fireAt : now) : null;
      moves.push({ id: s.id, fire: fireAt, next });
    }
    await insertTasks(tx, made);
    fires = moves.map((m) => m.fire);
    if (moves.length) {
      // One JSON parameter rather than three per schedule: cheaper to send and parse at 500 a batch.
      await tx.execute(sql`update ${schedules} set last_fire_at = v.fire, next_fire_at = v.next
        from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as v(id int, fire timestamptz, next timestamptz)
        where ${schedules.id} = v.id`);
    }

    const resident = await tx
      .select()
      .from(schedules)
      .where(
        and(
          eq(schedules.enabled, true),
          eq(schedules.runMode, 'resident'),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(tasks)
              .where(
                and(eq(tasks.scheduleId, schedules.id), inArray(tasks.state, ['pending', ...HOLDING_STATES])),
              ),
          ),
        ),
      )
      .limit(BATCH)
      .for('update', { of: schedules, skipLocked: true });
    for (const s of resident) {
      const planned = await planTasks(tx, { ...s, taskCount: 1 }, now, lang, new Map());
      const problem = typeof planned === 'string' ? planned : null;
      if (typeof planned !== 'string') await createTasks(tx, planned);
      if (problem) {
        // It would fail again every second: it stops until someone fixes it and enables it.
        refused.push([s, problem]);
        await tx.update(schedules).set({ enabled: false, disabledAt: now }).where(eq(schedules.id, s.id));
      } else {
        await tx.update(schedules).set({ lastFireAt: now }).where(eq(schedules.id, s.id));
      }
    }
    const queue = await fireQueueSchedules(tx, now, lang, BATCH);
    refused.push(...queue.refused);
    return due.length + resident.length + queue.made;
  });
  const created = Date.now();
  for (const fire of fires) app.measures.schedulerLag.observe(Math.max(0, created - fire.getTime()) / 1000);
  // Tasks made ahead are offered when their time comes.
  for (const at of new Set(fires.map((f) => f.getTime()).filter((f) => f > created))) {
    setTimeout(() => {
      if (!app.gateway.closing) app.dispatcher.kick();
    }, at - created).unref();
  }
  for (const [s, reason] of refused) {
    await alertNotRunnable(app, s, reason).catch((err: unknown) =>
      app.log.error({ err }, 'schedule alert failed'),
    );
  }
  if (fired) app.dispatcher.kick();
  return { fired, full };
}
