import type { MessageKey, RefusalReasonValue } from '@rpa/contracts';
import { asc, eq, isNull } from 'drizzle-orm';
import { departments } from '../modules/departments';
import { useMachineKey } from '../modules/machine-keys';
import { askApproval } from '../modules/robots';
import type { Db } from '../platform/db';
import type { Hello } from './hello';

export async function registrationDepartment(db: Db, code: string | undefined): Promise<number | null> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(code ? eq(departments.code, code) : isNull(departments.parentId))
    .orderBy(asc(departments.id))
    .limit(1);
  return row?.id ?? null;
}

export type Proof =
  | { ok: true; departmentId: number; detail: string }
  | { ok: false; reason: RefusalReasonValue; key: MessageKey; departmentId: number | null };

/**
 * What lets a manager-bound robot number the server does not know (or one a
 * manager unbound) register (docs/robot-protocol.md, "Authentication and
 * registration"): a valid, unrevoked machine key registers it into the
 * key's department. Without a key it is not registered: it waits for a
 * manager's approval in ROBOT_DEPARTMENT (or the root, or the department it
 * had before an unbind). A wrong or revoked key is refused outright.
 */
export async function registrationProof(
  db: Db,
  hello: Hello,
  ip: string,
  robotDepartment: string | undefined,
  formerDepartmentId: number | undefined,
): Promise<Proof> {
  if (hello.machineKey) {
    const key = await useMachineKey(db, hello.machineKey);
    if (!key)
      return { ok: false, reason: 'machineKey', key: 'gateway.machineKeyInvalid', departmentId: null };
    return { ok: true, departmentId: key.departmentId, detail: `machine key "${key.name}" #${key.id}` };
  }
  const departmentId = formerDepartmentId ?? (await registrationDepartment(db, robotDepartment));
  if (!departmentId) return { ok: false, reason: 'unknownRobot', key: 'gateway.noDepartment', departmentId };
  const asked = await askApproval(db, {
    robotsNo: hello.robotsNo,
    clientPwd: hello.clientPwd,
    category: hello.category,
    departmentId,
    ip,
    machine: hello.machine,
  });
  switch (asked.answer) {
    case 'pending':
      return { ok: false, reason: 'pending', key: 'gateway.pending', departmentId: asked.departmentId };
    case 'rejected':
      return { ok: false, reason: 'rejected', key: 'gateway.rejected', departmentId: asked.departmentId };
    case 'password':
      return { ok: false, reason: 'password', key: 'gateway.password', departmentId: asked.departmentId };
    case 'full':
      return { ok: false, reason: 'pending', key: 'gateway.pendingFull', departmentId: asked.departmentId };
  }
}
