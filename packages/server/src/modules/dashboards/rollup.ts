import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { taskDaily, taskDailyZone, taskRobotDaily, taskRobotMonthly } from './schema';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Makes the run counts (daily, and per robot daily and monthly) match the
 * configured time zone: on the first start, whenever TIMEZONE changes and
 * after a migration that reset the zone, they are counted again from the tasks,
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
    await tx.delete(taskRobotDaily);
    await tx.delete(taskRobotMonthly);
    await tx
      .insert(taskDailyZone)
      .values({ id: 1, zone: tz })
      .onConflictDoUpdate({ target: taskDailyZone.id, set: { zone: tz } });
    const zone = sql.raw(`'${tz.replace(/'/g, "''")}'`);
    const sums = sql`count(*), count(*) filter (where started_at is not null and finished_at is not null),
        coalesce(sum(extract(epoch from (finished_at - started_at))), 0)`;
    await tx.execute(sql`insert into ${taskDaily}
      (day, department_id, process_id, state, runs, timed, run_seconds)
      select (created_at at time zone ${zone})::date, department_id, process_id, state, ${sums}
      from tasks group by 1, 2, 3, 4`);
    await tx.execute(sql`insert into ${taskRobotDaily}
      (day, department_id, process_id, robot_id, state, robot_name, runs, timed, run_seconds)
      select (created_at at time zone ${zone})::date, department_id, process_id, coalesce(robot_id, 0), state,
        max(robot_name), ${sums}
      from tasks group by 1, 2, 3, 4, 5`);
    await tx.execute(sql`insert into ${taskRobotMonthly}
      (month, department_id, process_id, robot_id, state, robot_name, runs, timed, run_seconds)
      select date_trunc('month', day::timestamp)::date, department_id, process_id, robot_id, state,
        max(robot_name), sum(runs), sum(timed), sum(run_seconds)
      from ${taskRobotDaily} group by 1, 2, 3, 4, 5`);
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

/**
 * Days [first, end) cut for the monthly counts: whole months in the middle,
 * the days of partial months at the edges (YYYY-MM-DD; first null: from the beginning).
 */
export interface MonthSplit {
  days: Array<[string | null, string]>;
  /** First days of months [first, end). */
  months: [string | null, string] | null;
}

export function splitMonths(first: string | null, end: string): MonthSplit {
  const endMonth = dayjs.utc(end).startOf('month');
  const firstMonth = first
    ? (() => {
        const d = dayjs.utc(first).startOf('month');
        return d.format('YYYY-MM-DD') === first ? d : d.add(1, 'month');
      })()
    : null;
  if (firstMonth && !firstMonth.isBefore(endMonth)) return { days: [[first, end]], months: null };
  const days: Array<[string | null, string]> = [];
  const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  if (first && firstMonth && first < fmt(firstMonth)) days.push([first, fmt(firstMonth)]);
  if (fmt(endMonth) < end) days.push([fmt(endMonth), end]);
  return { days, months: [firstMonth ? fmt(firstMonth) : null, fmt(endMonth)] };
}
