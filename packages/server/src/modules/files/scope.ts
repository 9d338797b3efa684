import { Code, type FilePlace, Identity } from '@rpa/contracts';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { namedRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/errors';
import { processes, scopedProcess, visibleTo } from '../processes';
import { users } from '../users';
import type { Destination } from './place';
import { files } from './schema';

/**
 * The files the caller sees: a manager those of the departments they
 * manage, anyone else their own files and the documents of the processes
 * they see under their identity (a developer's, an owner's, a user's).
 */
export async function visibleFiles(db: Db, req: FastifyRequest): Promise<SQL> {
  if (!req.application && req.requireSession().curIden === Identity.MANAGER)
    return within(files.departmentId, await req.managedDepartments());
  const theirProcesses = db
    .select({ id: processes.id })
    .from(processes)
    .where(await visibleTo(req));
  const own = req.application
    ? within(files.departmentId, await req.managedDepartments())
    : and(eq(files.place, 'personal'), eq(files.ownerId, req.requireSession().userId));
  return or(own, and(eq(files.place, 'process'), inArray(files.processId, theirProcesses))) as SQL;
}

export type FileRecord = typeof files.$inferSelect;

/** The files of `ids` the caller sees, or "not found". */
export async function scopedFiles(db: Db, req: FastifyRequest, ids: number[]): Promise<FileRecord[]> {
  return namedRows(db, files, ids, await visibleFiles(db, req), 'files.notFound');
}

/** Where the caller may put files: their own, or the documents of a process they see. */
export async function destinationOf(
  db: Db,
  req: FastifyRequest,
  place: FilePlace,
  processId: number | undefined,
): Promise<Destination> {
  if (place === 'process') {
    if (processId === undefined) throw new AppError(Code.BAD_REQUEST, 'files.processRequired');
    const p = await scopedProcess(db, processId, await visibleTo(req));
    return { place, ownerId: null, processId: p.id, departmentId: p.departmentId };
  }
  const { userId } = req.requireSession();
  const [me] = await db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId));
  if (!me) throw new AppError(Code.SESSION_ACCOUNT_UNAVAILABLE, 'error.sessionAccountUnavailable');
  return { place, ownerId: userId, processId: null, departmentId: me.departmentId };
}
