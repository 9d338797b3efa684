import { Code, normalizePage, ok, rowIdParam } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rsaDecrypt } from '../../platform/crypto';
import { hashPassword } from '../../platform/crypto/password';
import { cappedTotal, ONE, pageOf } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { checkUserPassword } from '../auth/attempts';
import { ipOf } from '../auth/guard';
import { revokeUserSessions } from '../auth/sessions';
import { accountAlerts } from '../messages/alerts';
import { getPolicy } from '../security/policy';
import { manageUserRoutes } from './manage';
import { assertPasswordAllowed } from './password';
import { userConditions, userRows } from './query';
import { listSchema } from './rules';
import { users } from './schema';
import { userTransferRoutes } from './transfer';

const modifyPwdSchema = z.object({
  id: rowIdParam,
  oldPassWord: z.string().min(1).max(1024),
  newPassWord: z.string().min(1).max(1024),
  /** The new password typed again, encrypted like it: checked here, not only in the browser. */
  confirmPassWord: z.string().min(1).max(1024),
});

export async function userRoutes(api: FastifyInstance): Promise<void> {
  // The modify-password call: both passwords RSA-encrypted; only one's own.
  api.post(
    '/sauth/user/modifyPwd',
    {
      config: {
        permission: 'session',
        duringPasswordChange: true,
        oplog: { module: 'personal', action: 'modify', describe: () => ({ key: 'changeOwnPassword' }) },
      },
    },
    async (req) => {
      const input = parse(modifyPwdSchema, req.body, req.lang);
      const s = req.requireSession();
      if (input.id !== s.userId) throw new AppError(Code.FORBIDDEN, 'password.notYours');
      const oldPlain = rsaDecrypt(api.rsaKeys.privateKey, input.oldPassWord);
      const newPlain = rsaDecrypt(api.rsaKeys.privateKey, input.newPassWord);
      const confirmPlain = rsaDecrypt(api.rsaKeys.privateKey, input.confirmPassWord);
      if (oldPlain === null || newPlain === null || confirmPlain === null) {
        throw new AppError(Code.BAD_REQUEST, 'login.passwordUnreadable');
      }
      if (confirmPlain !== newPlain) throw new AppError(Code.BAD_REQUEST, 'password.confirmMismatch');
      const db = api.database.db;
      if (oldPlain === newPlain) throw new AppError(Code.BAD_REQUEST, 'password.sameAsOld');
      assertPasswordAllowed(await getPolicy(db), newPlain, req.lang, s.account);
      // Wrong current passwords count like failed sign-ins: same counters, same lockout.
      const check = await checkUserPassword(api, {
        account: s.account,
        password: oldPlain,
        ip: ipOf(req),
        lang: req.lang,
      });
      if (!check.ok) {
        if (check.reason === 'addressLimited') {
          throw new AppError(Code.TOO_MANY_ATTEMPTS, 'login.tooManyAttempts', { minutes: check.minutes });
        }
        if (check.reason === 'temporarilyLocked') {
          throw new AppError(Code.TOO_MANY_ATTEMPTS, 'login.temporarilyLocked', { minutes: check.minutes });
        }
        throw new AppError(Code.BAD_REQUEST, 'password.oldWrong');
      }
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(newPlain),
          isNeedModifyPwd: false,
          passwordChangedAt: new Date(),
        })
        .where(eq(users.id, s.userId));
      // Whoever else held a session with the old password loses it; this one stays.
      await revokeUserSessions(db, s.userId, s.tokenHash);
      await accountAlerts.passwordChanged(api, s.userId, ipOf(req), req.lang);
      return ok(null);
    },
  );

  // Users of the departments the caller manages.
  api.post('/sauth/user/list', { config: { permission: '1701' } }, async (req) => {
    const q = parse(listSchema, req.body, req.lang);
    const { page, size, offset } = normalizePage(q);
    const db = api.database.db;
    const where = userConditions(q, await req.managedDepartments());
    const counted = await cappedTotal(db, db.select(ONE).from(users).where(where).$dynamic());
    return ok(pageOf(await userRows(db, where, size, offset), counted, page, size));
  });

  await api.register(manageUserRoutes);
  await api.register(userTransferRoutes);
}
