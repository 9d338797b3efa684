import { Code, type TaskDataRow } from '@rpa/contracts';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { departments } from '../departments';
import { allowedRobotNames } from '../robots';
import { taskDataItems, taskDataSpaces } from './schema';

/** A page of spaces as the list shows them: department, allowed robots and item counts. */
export async function spaceRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<TaskDataRow[]> {
  const counted = (states: string[]) =>
    sql<number>`(select count(*)::int from ${taskDataItems} i where i.space_id = ${taskDataSpaces.id} and i.state in (${sql.join(
      states.map((s) => sql`${s}`),
      sql`, `,
    )}))`;
  const found = await db
    .select({
      s: taskDataSpaces,
      departmentName: departments.name,
      items: sql<number>`(select count(*)::int from ${taskDataItems} i where i.space_id = ${taskDataSpaces.id} and i.state <> 'deleted')`,
      waiting: counted(['waitToRun', 'rerun']),
      running: counted(['running']),
    })
    .from(taskDataSpaces)
    .innerJoin(departments, eq(departments.id, taskDataSpaces.departmentId))
    .where(where)
    .orderBy(desc(taskDataSpaces.updatedAt), desc(taskDataSpaces.id))
    .limit(limit)
    .offset(offset);
  const named = await allowedRobotNames(
    db,
    found.map((r) => r.s.robotIds),
  );
  return found.map(({ s, departmentName, items, waiting, running }) => ({
    id: s.id,
    name: s.name,
    maxItems: s.maxItems,
    maxAttempts: s.maxAttempts,
    slaMinutes: s.slaMinutes,
    description: s.description,
    departmentId: s.departmentId,
    departmentName,
    robots: named(s.robotIds),
    items: Number(items),
    waiting: Number(waiting),
    running: Number(running),
    createdBy: s.createdBy,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }));
}

/** One space as the list shows it. */
export async function spaceRow(db: Db, id: number): Promise<TaskDataRow> {
  const [row] = await spaceRows(db, eq(taskDataSpaces.id, id), 1, 0);
  if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
  return row;
}
