import { Code, calendarsApi, type UserCalendar } from '@rpa/contracts';
import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { nextFireTimes, schedules, timingOf } from '../schedules';
import { calendars } from './schema';
import { overridesOf } from './service';

/**
 * User calendars (system configuration, calendar tab; docs/api.md
 * "Calendars"). Saving one moves the next fire time of the enabled timed
 * schedules that use it, in the same transaction, so the time the console
 * shows stays the one the scheduler uses.
 */
export async function calendarRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function list(): Promise<UserCalendar[]> {
    const used = db
      .select({ calendarId: schedules.calendarId, n: count().as('n') })
      .from(schedules)
      .where(isNotNull(schedules.calendarId))
      .groupBy(schedules.calendarId)
      .as('used');
    const rows = await db
      .select({ c: calendars, n: used.n })
      .from(calendars)
      .leftJoin(used, eq(used.calendarId, calendars.id))
      .orderBy(asc(calendars.name));
    return rows.map(({ c, n }) => ({
      id: c.id,
      name: c.name,
      days: [...c.days].sort((a, b) => a.date.localeCompare(b.date)),
      scheduleCount: Number(n ?? 0),
      updatedAt: c.updatedAt.toISOString(),
    }));
  }

  route(api, calendarsApi.list, async () => list());

  route(
    api,
    calendarsApi.save,
    { wholeInstallation: true, ...logged('calendars', 'modify') },
    async (_req, input) => {
      const [taken] = await db
        .select({ id: calendars.id })
        .from(calendars)
        .where(and(eq(calendars.name, input.name), input.id ? ne(calendars.id, input.id) : undefined));
      if (taken) throw new AppError(Code.BAD_REQUEST, 'calendars.nameTaken');
      const days = [...input.days].sort((a, b) => a.date.localeCompare(b.date));
      const now = new Date();
      const id = await db.transaction(async (tx) => {
        if (!input.id) {
          const [row] = await tx.insert(calendars).values({ name: input.name, days }).returning();
          if (!row) throw new Error('calendar insert failed');
          return row.id;
        }
        const [row] = await tx
          .update(calendars)
          .set({ name: input.name, days, updatedAt: now })
          .where(eq(calendars.id, input.id))
          .returning();
        if (!row) throw new AppError(Code.BAD_REQUEST, 'calendars.notFound');
        const overrides = overridesOf(days);
        const using = await tx
          .select()
          .from(schedules)
          .where(
            and(
              eq(schedules.calendarId, row.id),
              eq(schedules.enabled, true),
              eq(schedules.runMode, 'timed'),
            ),
          )
          .for('update');
        for (const s of using) {
          const next = nextFireTimes(timingOf(s, overrides), now, 1, api.config.timezone)[0] ?? null;
          await tx.update(schedules).set({ nextFireAt: next }).where(eq(schedules.id, s.id));
        }
        return row.id;
      });
      const saved = (await list()).find((c) => c.id === id);
      return saved ?? null;
    },
  );

  route(
    api,
    calendarsApi.remove,
    { wholeInstallation: true, ...logged('calendars', 'delete') },
    async (_req, { id }) => {
      const [used] = await db.select({ n: count() }).from(schedules).where(eq(schedules.calendarId, id));
      if (used && used.n > 0) throw new AppError(Code.BAD_REQUEST, 'calendars.inUse', { count: used.n });
      const gone = await db.delete(calendars).where(eq(calendars.id, id)).returning({ id: calendars.id });
      if (!gone.length) throw new AppError(Code.BAD_REQUEST, 'calendars.notFound');
      return null;
    },
  );
}
