import {
  Code,
  type OperationActionValue,
  type OplogDescriptionKey,
  type UserDetail,
  type UserStatus,
  usersApi,
} from '@rpa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rsaDecrypt } from '../../platform/crypto';
import { hashPassword } from '../../platform/crypto/password';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { assertLocalPassword } from '../ad-domain';
import { revokeUserSessions } from '../auth';
import { departments, departmentTree } from '../departments';
import { logged } from '../oplog';
import { assertRolesAssignable, roles } from '../roles';
import { getPolicy } from '../security';
import { assertPasswordAllowed, generatePassword } from './password';
import { userDepartments, userRoles, users } from './schema';

/** Refuses role ids that do not exist, or two roles of one identity. */
export async function assertRoles(db: Db, roleIds: number[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  const found = await db
    .select({ id: roles.id, identity: roles.identity })
    .from(roles)
    .where(inArray(roles.id, unique));
  if (found.length !== unique.length) {
    const missing = unique.find((id) => !found.some((f) => f.id === id));
    throw new AppError(Code.BAD_REQUEST, 'users.roleUnknown', { name: String(missing) });
  }
  if (new Set(found.map((f) => f.identity)).size !== found.length) {
    throw new AppError(Code.BAD_REQUEST, 'users.oneRolePerIdentity');
  }
}

export async function assertDepartmentInScope(req: FastifyRequest, departmentId: number): Promise<void> {
  if (!(await req.managedDepartments()).includes(departmentId)) {
    throw new AppError(Code.BAD_REQUEST, 'users.departmentOutOfScope');
  }
}

/** A user of the caller's departments, or "not found" (others are not even acknowledged). */
async function managedUser(req: FastifyRequest, db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await req.managedDepartments()).includes(user.departmentId)) {
    throw new AppError(Code.BAD_REQUEST, 'users.notFound');
  }
  return user;
}

function notSelf(req: FastifyRequest, userId: number): void {
  if (req.requireSession().userId === userId) throw new AppError(Code.BAD_REQUEST, 'users.notSelf');
}

/**
 * User administration (console-administration.md §2, §4, §5, §7): every
 * call acts only on users of the departments the caller manages, and a
 * lock, a password set by a manager or a deletion ends the user's sessions.
 */
export async function manageUserRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  /** The new password after checking that it is readable, confirmed and allowed. */
  async function newPassword(
    req: FastifyRequest,
    password: string,
    confirm: string,
    account: string,
  ): Promise<string> {
    const plain = rsaDecrypt(api.rsaKeys.privateKey, password);
    const again = rsaDecrypt(api.rsaKeys.privateKey, confirm);
    if (plain === null || again === null) throw new AppError(Code.BAD_REQUEST, 'login.passwordUnreadable');
    if (plain !== again) throw new AppError(Code.BAD_REQUEST, 'password.confirmMismatch');
    assertPasswordAllowed(await getPolicy(db), plain, req.lang, account);
    return plain;
  }

  async function accountTaken(account: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.account})`, account.toLowerCase()));
    return !!row;
  }

  async function detail(userId: number): Promise<UserDetail> {
    const [u] = await db
      .select({ user: users, departmentName: departments.name })
      .from(users)
      .innerJoin(departments, eq(departments.id, users.departmentId))
      .where(eq(users.id, userId));
    if (!u) throw new AppError(Code.BAD_REQUEST, 'users.notFound');
    const held = await db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    const { user } = u;
    return {
      id: user.id,
      account: user.account,
      realName: user.realName,
      departmentId: user.departmentId,
      departmentName: u.departmentName,
      roleIds: held.map((h) => h.roleId),
      description: user.description,
      email: user.email,
      phone: user.phone,
      isNeedModifyPwd: user.isNeedModifyPwd,
      studioLicence: user.studioLicence,
      assistantLicence: user.assistantLicence,
      receiveEmail: user.receiveEmail,
      alertCategories: user.alertCategories as UserDetail['alertCategories'],
      status: user.status as UserStatus,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
    };
  }

  const mailNeedsAddress = <T extends { receiveEmail: boolean; email: string }>(f: T): T => ({
    ...f,
    receiveEmail: f.receiveEmail && f.email !== '',
  });

  route(api, usersApi.userInfo, async (req, { id }) => {
    await managedUser(req, db, id);
    return detail(id);
  });

  route(api, usersApi.add, userLogged('create', 'addUser', 'account', 'account'), async (req, input) => {
    await assertDepartmentInScope(req, input.departmentId);
    await assertRoles(db, input.roleIds);
    await assertRolesAssignable(db, input.roleIds, await req.managedDepartments());
    const plain = await newPassword(req, input.password, input.confirmPassword, input.account);
    if (await accountTaken(input.account)) {
      throw new AppError(Code.CONFLICT, 'users.accountTaken', { account: input.account });
    }
    const { password: _p, confirmPassword: _c, roleIds, ...fields } = input;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...mailNeedsAddress(fields), passwordHash: await hashPassword(plain) })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert failed');
      await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId: row.id, roleId })));
      return row.id;
    });
    return detail(id);
  });

  route(api, usersApi.modify, userLogged('modify', 'modifyUser', 'id', 'id'), async (req, input) => {
    const { id, roleIds, ...fields } = input;
    await managedUser(req, db, id);
    await assertDepartmentInScope(req, fields.departmentId);
    await assertRoles(db, roleIds);
    await assertRolesAssignable(db, roleIds, await req.managedDepartments(), id);
    await db.transaction(async (tx) => {
      await tx.update(users).set(mailNeedsAddress(fields)).where(eq(users.id, id));
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId: id, roleId })));
    });
    return detail(id);
  });

  route(
    api,
    usersApi.password,
    userLogged('modify', 'setUserPassword', 'id', 'userId'),
    async (req, input) => {
      const target = await managedUser(req, db, input.userId);
      await assertLocalPassword(db, target.id);
      const plain = await newPassword(req, input.password, input.confirmPassword, target.account);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(plain), passwordChangedAt: new Date() })
        .where(eq(users.id, input.userId));
      await revokeUserSessions(db, input.userId);
      return null;
    },
  );

  // The new password is in this answer only; the user must change it at the next sign-in.
  route(
    api,
    usersApi.resetPwd,
    userLogged('modify', 'resetUserPassword', 'id', 'userId'),
    async (req, input) => {
      const { userId } = input;
      const target = await managedUser(req, db, userId);
      await assertLocalPassword(db, target.id);
      const password = generatePassword(await getPolicy(db), target.account);
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          passwordChangedAt: new Date(),
          isNeedModifyPwd: true,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where(eq(users.id, userId));
      await revokeUserSessions(db, userId);
      return { password };
    },
  );

  route(
    api,
    usersApi.unlock,
    logged('users', 'modify', (req) => ({
      key: bodyField(req, 'status') === 'locked' ? 'lockUser' : 'unlockUser',
      params: { id: bodyField(req, 'userId') },
    })),
    async (req, input) => {
      const { userId, status } = input;
      notSelf(req, userId);
      await managedUser(req, db, userId);
      await db
        .update(users)
        .set(status === 'locked' ? { status } : { status, failedLogins: 0, lockedUntil: null })
        .where(eq(users.id, userId));
      if (status === 'locked') await revokeUserSessions(db, userId);
      return null;
    },
  );

  route(api, usersApi.remove, userLogged('delete', 'deleteUsers', 'ids', 'ids'), async (req, input) => {
    const { ids } = input;
    for (const id of ids) notSelf(req, id);
    const scope = await req.managedDepartments();
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), within(users.departmentId, scope)));
    if (found.length !== new Set(ids).size) throw new AppError(Code.BAD_REQUEST, 'users.notFound');
    // Sessions, roles, authorisations and inboxes go with the user; the operation log keeps the name.
    await db.delete(users).where(inArray(users.id, ids));
    return { deleted: found.length };
  });

  // The department tree of the caller's scope with the user's authorised departments checked.
  route(api, usersApi.selectOrg, async (req, { userId }) => {
    const user = await managedUser(req, db, userId);
    const granted = await db
      .select({ id: userDepartments.departmentId })
      .from(userDepartments)
      .where(eq(userDepartments.userId, userId));
    return {
      tree: await departmentTree(db, await req.managedDepartments()),
      checked: granted.map((g) => g.id),
      ownDepartmentId: user.departmentId,
    };
  });

  route(
    api,
    usersApi.authorizeSave,
    userLogged('modify', 'authoriseDepartments', 'id', 'userId'),
    async (req, input) => {
      const { userId, orgId } = input;
      await managedUser(req, db, userId);
      const scope = await req.managedDepartments();
      const wanted = [...new Set(orgId)];
      if (wanted.some((id) => !scope.includes(id))) {
        throw new AppError(Code.BAD_REQUEST, 'users.departmentOutOfScope');
      }
      await db.transaction(async (tx) => {
        await tx.delete(userDepartments).where(eq(userDepartments.userId, userId));
        if (wanted.length) {
          await tx.insert(userDepartments).values(wanted.map((departmentId) => ({ userId, departmentId })));
        }
      });
      return { checked: wanted };
    },
  );
}

/** A user route's operation-log option: the description's one parameter is a body field as sent. */
function userLogged(action: OperationActionValue, key: OplogDescriptionKey, param: string, field: string) {
  return logged('users', action, (req) => ({ key, params: { [param]: bodyField(req, field) } }));
}

function bodyField(req: FastifyRequest, key: string): string {
  const v = (req.body as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(v) ? v.join(',') : String(v ?? '');
}
