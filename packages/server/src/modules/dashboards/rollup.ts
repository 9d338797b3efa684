import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { taskDaily, taskDailyZone } from './schema';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Makes the daily counts match the configured time zone: on the first start
 * and whenever TIMEZONE changes, they are counted again from the tasks,
 * with task writes held meanwhile so none is missed. Every node must run
 * with the same TIMEZONE.
 */
export async function ensureRollup(db: Db, tz: string): Promise<void> {
  const [current] = await db.select().from(taskDailyZone).where(eq(taskDailyZone.id, 1));
  if (current?.zone === tz) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${taskDailyZone} in exclusive mode`);
    await tx.execute(sql`lock table tasks in share mode`);
    const [again] = await tx.select().from(taskDailyZone).where(eq(taskDailyZone.id, 1));
    if (again?.zone === tz) return;
    await tx.delete(taskDaily);
    await tx
      .insert(taskDailyZone)
      .values({ id: 1, zone: tz })
      .onConflictDoUpdate({ target: taskDailyZone.id, set: { zone: tz } });
    const zone = sql.raw(`'${tz.replace(/'/g, "''")}'`);
    await tx.execute(sql`insert into ${taskDaily}
      (day, department_id, process_id, state, runs, timed, run_seconds)
      select (created_at at time zone ${zone})::date, department_id, process_id, state, count(*),
        count(*) filter (where started_at is not null and finished_at is not null),
        coalesce(sum(extract(epoch from (finished_at - started_at))), 0)
      from tasks group by 1, 2, 3, 4`);
  });
}

/**
 * A range cut where the counts can serve it: whole days in the middle come
 * from the daily counts; the partial days at its edges from the tasks.
 */
export interface Split {
  /** Instant ranges read from the tasks. */
  raw: Array<[Date | null, Date]>;
  /** Days [first, end) read from the counts (YYYY-MM-DD; first null: from the beginning). */
  days: [string | null, string] | null;
}

export function splitRange(from: Date | null, to: Date, tz: string): Split {
  const firstMidnight = from
    ? (() => {
        const d = dayjs(from).tz(tz).startOf('day');
        return d.valueOf() === from.getTime() ? d : d.add(1, 'day');
      })()
    : null;
  const lastMidnight = dayjs(to).tz(tz).startOf('day');
  if (firstMidnight && !firstMidnight.isBefore(lastMidnight)) return { raw: [[from, to]], days: null };
  const raw: Array<[Date | null, Date]> = [];
  if (from && firstMidnight && from.getTime() < firstMidnight.valueOf())
    raw.push([from, firstMidnight.toDate()]);
  if (lastMidnight.valueOf() < to.getTime()) raw.push([lastMidnight.toDate(), to]);
  return {
    raw,
    days: [firstMidnight ? firstMidnight.format('YYYY-MM-DD') : null, lastMidnight.format('YYYY-MM-DD')],
  };
}
