import { Code, usersApi } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rsaDecrypt } from '../../platform/crypto';
import { hashPassword } from '../../platform/crypto/password';
import { listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { assertLocalPassword } from '../ad-domain';
import { confirmOwnPassword, ipOf, revokeUserSessions } from '../auth';
import { accountAlerts } from '../messages';
import { logged } from '../oplog';
import { getPolicy } from '../security';
import { manageUserRoutes } from './manage';
import { assertPasswordAllowed } from './password';
import { userConditions, userRows } from './query';
import { users } from './schema';
import { userTransferRoutes } from './transfer';

export async function userRoutes(api: FastifyInstance): Promise<void> {
  // The modify-password call: both passwords RSA-encrypted; only one's own.
  route(
    api,
    usersApi.modifyPwd,
    {
      duringPasswordChange: true,
      ...logged('personal', 'modify', () => ({ key: 'changeOwnPassword' })),
    },
    async (req, input) => {
      const s = req.requireSession();
      if (input.id !== s.userId) throw new AppError(Code.FORBIDDEN, 'password.notYours');
      await assertLocalPassword(api.database.db, s.userId);
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
      await confirmOwnPassword(
        api,
        { account: s.account, ip: ipOf(req), lang: req.lang },
        oldPlain,
        'password.oldWrong',
      );
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
      return null;
    },
  );

  // Users of the departments the caller manages.
  route(api, usersApi.list, async (req, q) => {
    const db = api.database.db;
    const where = userConditions(q, await req.managedDepartments());
    return listPage(db, q, matchingRows(db, users, where), (limit, offset) =>
      userRows(db, where, limit, offset),
    );
  });

  await api.register(manageUserRoutes);
  await api.register(userTransferRoutes);
}
