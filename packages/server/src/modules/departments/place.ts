import { asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { departments } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Moves a department under `parent`; its whole subtree follows (each path keeps its tail under the new prefix). */
export async function moveUnder(
  tx: Db | Tx,
  current: { id: number; path: string },
  parent: { id: number; path: string },
): Promise<void> {
  const path = `${parent.path}${current.id}/`;
  await tx
    .update(departments)
    .set({ path: sql`${path} || substr(${departments.path}, ${current.path.length + 1})` })
    .where(like(departments.path, `${current.path}%`));
  await tx.update(departments).set({ parentId: parent.id }).where(eq(departments.id, current.id));
}

/**
 * Gives a department a name and a parent, moving it (with its subtree) when
 * the parent differs: for departments kept in step with an outside source,
 * such as the AD domain's organisational units. A parent inside the
 * department itself is refused.
 */
export async function placeDepartment(
  db: Db,
  id: number,
  to: { name: string; parentId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(departments).where(eq(departments.id, id));
    if (!current) throw new Error(`no department ${id}`);
    await tx.update(departments).set({ name: to.name }).where(eq(departments.id, id));
    if (current.parentId === to.parentId) return;
    const [parent] = await tx.select().from(departments).where(eq(departments.id, to.parentId));
    if (!parent || parent.path.startsWith(current.path))
      throw new Error(`department ${id} cannot move under ${to.parentId}`);
    await moveUnder(tx, current, parent);
  });
}

/** The lowest five-digit code no department holds, for departments that come without one. */
export async function freeDepartmentCode(db: Db): Promise<string> {
  const free = (await db.execute(sql`select n::text as code from generate_series(10000, 99999) as n
    where not exists (select 1 from ${departments} where ${departments.code} = n::text)
    order by n limit 1`)) as unknown as { rows: Array<{ code: string }> };
  const [row] = free.rows;
  if (!row) throw new Error('no department code is free');
  return row.code;
}

/** The installation's first top department (the root of the tree). */
export async function topDepartmentId(db: Db): Promise<number> {
  const [top] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(isNull(departments.parentId))
    .orderBy(asc(departments.id))
    .limit(1);
  if (!top) throw new Error('the installation has no department');
  return top.id;
}
