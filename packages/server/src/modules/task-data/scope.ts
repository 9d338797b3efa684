import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { namedRows } from '../../platform/db/rows';
import type { Space } from './items';
import { taskDataSpaces } from './schema';

export const inScope = (scope: number[]) => within(taskDataSpaces.departmentId, scope);

/** The spaces `ids` in the caller's departments; any other is not found. */
export async function scopedSpaces(db: Db, req: FastifyRequest, ids: number[]): Promise<Space[]> {
  return namedRows(db, taskDataSpaces, ids, inScope(await req.managedDepartments()), 'taskData.notFound');
}
