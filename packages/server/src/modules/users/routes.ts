import { Code, normalizePage, ok } from '@rpa/contracts';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rsaDecrypt } from '../../platform/crypto';
import { hashPassword, verifyPassword } from '../../platform/crypto/password';
import { cappedTotal, escapeLike, ONE, pageOf } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { ipOf } from '../auth/guard';
import { departments } from '../departments/schema';
import { accountAlerts } from '../messages/alerts';
import { getPolicy } from '../security/policy';
import { assertPasswordAllowed } from './password';
import { users } from './schema';

const modifySchema = z.object({
  id: z.coerce.number().int().positive(),
  oldPassWord: z.string().min(1).max(1024),
  newPassWord: z.string().min(1).max(1024),
});

const listSchema = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  account: z.string().trim().max(50).optional(),
  realName: z.string().trim().max(30).optional(),
  departmentId: z.coerce.number().int().positive().optional(),
  status: z.enum(['normal', 'locked']).optional(),
});

export interface UserRow {
  id: number;
  account: string;
  realName: string;
  departmentId: number;
  departmentName: string;
  status: string;
  email: string;
  phone: string;
  lastLoginAt: string | null;
}

export async function userRoutes(api: FastifyInstance): Promise<void> {
  // The modify-password call: both passwords RSA-encrypted; only one's own.
  api.post(
    '/sauth/user/modifyPwd',
    {
      config: {
        permission: 'session',
        duringPasswordChange: true,
        oplog: { module: 'personal', action: 'modify', describe: () => 'change own password' },
      },
    },
    async (req) => {
      const input = parse(modifySchema, req.body, req.lang);
      const s = req.requireSession();
      if (input.id !== s.userId) throw new AppError(Code.FORBIDDEN, 'password.notYours');
      const oldPlain = rsaDecrypt(api.rsaKeys.privateKey, input.oldPassWord);
      const newPlain = rsaDecrypt(api.rsaKeys.privateKey, input.newPassWord);
      if (oldPlain === null || newPlain === null) {
        throw new AppError(Code.BAD_REQUEST, 'login.passwordUnreadable');
      }
      const db = api.database.db;
      const [user] = await db.select().from(users).where(eq(users.id, s.userId));
      if (!user || !(await verifyPassword(user.passwordHash, oldPlain))) {
        throw new AppError(Code.BAD_REQUEST, 'password.oldWrong');
      }
      if (oldPlain === newPlain) throw new AppError(Code.BAD_REQUEST, 'password.sameAsOld');
      assertPasswordAllowed(await getPolicy(db), newPlain, req.lang);
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(newPlain),
          isNeedModifyPwd: false,
          passwordChangedAt: new Date(),
        })
        .where(eq(users.id, s.userId));
      await accountAlerts.passwordChanged(api, s.userId, ipOf(req), req.lang);
      return ok(null);
    },
  );

  // Users of the departments the caller manages.
  api.post('/sauth/user/list', { config: { permission: '1701' } }, async (req) => {
    const q = parse(listSchema, req.body, req.lang);
    const { page, size, offset } = normalizePage(q);
    const scope = await req.managedDepartments();
    const where: SQL[] = [inArray(users.departmentId, scope.length ? scope : [-1])];
    if (q.account) where.push(ilike(users.account, `%${escapeLike(q.account)}%`));
    if (q.realName) where.push(ilike(users.realName, `%${escapeLike(q.realName)}%`));
    if (q.departmentId) where.push(eq(users.departmentId, q.departmentId));
    if (q.status) where.push(eq(users.status, q.status));
    const db = api.database.db;
    const counted = await cappedTotal(
      db,
      db
        .select(ONE)
        .from(users)
        .where(and(...where))
        .$dynamic(),
    );
    const rows = await db
      .select({
        id: users.id,
        account: users.account,
        realName: users.realName,
        departmentId: users.departmentId,
        departmentName: departments.name,
        status: users.status,
        email: users.email,
        phone: users.phone,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .innerJoin(departments, eq(departments.id, users.departmentId))
      .where(and(...where))
      .orderBy(asc(users.id))
      .limit(size)
      .offset(offset);
    const records: UserRow[] = rows.map((r) => ({ ...r, lastLoginAt: r.lastLoginAt?.toISOString() ?? null }));
    return ok(pageOf(records, counted, page, size));
  });
}
