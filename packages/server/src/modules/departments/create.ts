import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { departments } from './schema';

/** Inserts a department and sets its path from its parent's. */
export async function insertDepartment(
  db: Db,
  d: { name: string; code: string; parentId: number | null; sort?: number; description?: string },
): Promise<number> {
  let parentPath = '/';
  if (d.parentId !== null) {
    const [parent] = await db.select().from(departments).where(eq(departments.id, d.parentId));
    if (!parent) throw new Error(`no department ${d.parentId}`);
    parentPath = parent.path;
  }
  const [row] = await db
    .insert(departments)
    .values({
      name: d.name,
      code: d.code,
      parentId: d.parentId,
      path: '',
      sort: d.sort ?? 0,
      description: d.description ?? '',
    })
    .returning({ id: departments.id });
  if (!row) throw new Error('department insert failed');
  await db
    .update(departments)
    .set({ path: `${parentPath}${row.id}/` })
    .where(eq(departments.id, row.id));
  return row.id;
}
