import { sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/platform/db';

const STATES = [
  'success',
  'success',
  'success',
  'success',
  'failed',
  'runout',
  'pendout',
  'stopped',
  'cancelled',
];

/**
 * A year of run history generated in the database: `rows` tasks of one
 * process, one every 31 seconds back from now, states mostly success, on
 * 200 robots, 50 operators, a third of them from schedules.
 */
export async function generateHistory(
  db: Db,
  p: { id: number; releasedVersionId: number; departmentId: number },
  rows: number,
): Promise<void> {
  const started = Date.now();
  const states = `array[${STATES.map((s) => `'${s}'`).join(',')}]`;
  for (let from = 1; from <= rows; from += 100_000) {
    const to = Math.min(rows, from + 99_999);
    await db.execute(
      sql.raw(`insert into tasks (process_id, version_id, department_id, operator_name, source, priority, state,
        robot_id, robot_name, wait_timeout, run_timeout, log_count, created_at, started_at, finished_at)
      select ${p.id}, ${p.releasedVersionId}, ${p.departmentId}, 'user' || (g % 50),
        case when g % 3 = 0 then 'schedule' else 'manual' end,
        g % 3, (${states})[1 + g % ${STATES.length}], 1 + g % 200, 'ROBOT-' || (1 + g % 200), 30, 120, g % 100,
        now() - (g * interval '31 seconds'), now() - (g * interval '31 seconds') + interval '5 seconds',
        now() - (g * interval '31 seconds') + interval '65 seconds'
      from generate_series(${from}, ${to}) g`),
    );
  }
  await db.execute(sql`analyze tasks`);
  console.log(`${rows} task rows generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
