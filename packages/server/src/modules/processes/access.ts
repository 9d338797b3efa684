import { Code, Identity, type OplogDescriptionKey, type OplogText } from '@rpa/contracts';
import { and, type Column, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { AppError } from '../../platform/http/errors';
import type { Actor } from './lifecycle';
import { developerScope, ownerScope, userScope } from './query';
import { processes } from './schema';

/**
 * The rows tied to a process that the caller sees under their current
 * identity: managers those of their departments (`departmentId` is the row's
 * department), developers those of their departments' processes and their
 * own, owners those of the processes they own, users what `ofUser` gives.
 */
export async function identityScope<T extends SQL | null>(
  req: FastifyRequest,
  departmentId: Column,
  ofUser: (userId: number) => T,
): Promise<SQL | T> {
  // An application acts like a manager of its department (docs/open-api.md).
  if (req.application) return within(departmentId, await req.managedDepartments());
  const s = req.requireSession();
  switch (s.curIden) {
    case Identity.MANAGER: {
      const scope = await req.managedDepartments();
      return within(departmentId, scope);
    }
    case Identity.DEVELOPER:
      return developerScope(await req.managedDepartments(), s.userId);
    case Identity.OWNER:
      return ownerScope(s.userId);
    default:
      return ofUser(s.userId);
  }
}

/**
 * What processes the caller sees under their current identity: managers
 * their departments', developers their departments' and their own, owners
 * the ones they own, users the published ones assigned to them.
 */
export function visibleTo(req: FastifyRequest): Promise<SQL> {
  return identityScope(req, processes.departmentId, userScope);
}

/** A process inside `scope`, or "not found" (processes outside it are not acknowledged). */
export async function scopedProcess(db: Db, id: number, scope: SQL) {
  const [p] = await db
    .select()
    .from(processes)
    .where(and(eq(processes.id, id), scope));
  if (!p) throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
  return p;
}

export function actorOf(req: FastifyRequest): Actor {
  const s = req.requireSession();
  return { userId: s.userId, account: s.account };
}

const notes = new WeakMap<FastifyRequest, OplogText>();

/** Names what a call did in its operation-log row, once the handler knows it. */
export function note(req: FastifyRequest, key: OplogDescriptionKey, params: OplogText['params'] = {}): void {
  notes.set(req, { key, params });
}

/** An operation-log description: the handler's note, or the key with the body's `field` as `id`. */
export function described(key: OplogDescriptionKey, field?: string) {
  return (req: FastifyRequest): OplogText => {
    const noted = notes.get(req);
    if (noted) return noted;
    const value = field ? (req.body as Record<string, unknown> | undefined)?.[field] : undefined;
    return { key, params: { id: value === undefined ? '?' : String(value) } };
  };
}
