import type { DepartmentNode } from '@rpa/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { departments } from './schema';

/**
 * The departments of `scope` as a forest: a department whose parent is
 * outside the scope becomes a root, so each caller sees the tree from the
 * departments they manage downwards.
 */
export async function departmentTree(db: Db, scope: number[]): Promise<DepartmentNode[]> {
  if (scope.length === 0) return [];
  const rows = await db
    .select()
    .from(departments)
    .where(inArray(departments.id, scope))
    .orderBy(asc(departments.sort), asc(departments.name));
  const nodes = new Map<number, DepartmentNode>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        code: r.code,
        parentId: r.parentId,
        sort: r.sort,
        description: r.description,
        children: [],
      },
    ]),
  );
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
