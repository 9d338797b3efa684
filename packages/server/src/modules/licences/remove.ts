import { Code, LicenceCode, type LicenceConfirmation, ok } from '@rpa/contracts';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomToken, rsaDecrypt, sha256Hex } from '../../platform/crypto';
import { verifyPassword } from '../../platform/crypto/password';
import { AppError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { getPolicy } from '../security/policy';
import { users } from '../users/schema';
import { checkUserSchema, deleteSchema } from './rules';
import { licenceConfirmations, licenceSeats, licences } from './schema';

/** How long a confirmation from checkUser stays usable. */
const CONFIRMATION_SECONDS = 120;

/**
 * Deleting a licence needs the login password (console-administration.md
 * §5): `/sys/lic/checkUser` checks it and issues a single-use confirmation,
 * which `/sys/lic/del` consumes. Wrong passwords count towards the lockout
 * of the security settings, as at sign-in, so a left-open session cannot be
 * used to guess the password.
 */
export async function licenceRemovalRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  api.post('/sys/lic/checkUser', { config: { permission: '1303:delete' } }, async (req) => {
    const { userName, passWord } = parse(checkUserSchema, req.body, req.lang);
    const s = req.requireSession();
    if (userName.toLowerCase() !== s.account.toLowerCase()) {
      throw new AppError(Code.BAD_REQUEST, 'licences.notYourAccount');
    }
    const plain = rsaDecrypt(api.rsaKeys.privateKey, passWord);
    if (plain === null) throw new AppError(Code.BAD_REQUEST, 'login.passwordUnreadable');
    const [user] = await db.select().from(users).where(eq(users.id, s.userId));
    if (!user) throw new AppError(Code.BAD_REQUEST, 'users.notFound');
    const now = Date.now();
    if (user.lockedUntil && user.lockedUntil.getTime() > now) {
      const minutes = Math.ceil((user.lockedUntil.getTime() - now) / 60_000);
      throw new AppError(Code.FORBIDDEN, 'login.temporarilyLocked', { minutes });
    }
    if (!(await verifyPassword(user.passwordHash, plain))) {
      const policy = await getPolicy(db);
      const failed = user.failedLogins + 1;
      const lock = failed >= policy.lockThreshold;
      await db
        .update(users)
        .set({
          failedLogins: lock ? 0 : failed,
          lockedUntil: lock ? new Date(now + policy.lockMinutes * 60_000) : user.lockedUntil,
        })
        .where(eq(users.id, user.id));
      throw new AppError(Code.BAD_REQUEST, 'licences.passwordWrong');
    }
    if (user.failedLogins > 0) await db.update(users).set({ failedLogins: 0 }).where(eq(users.id, user.id));
    await db.delete(licenceConfirmations).where(lt(licenceConfirmations.expiresAt, new Date(now)));
    const confirmToken = randomToken(32);
    await db.insert(licenceConfirmations).values({
      tokenHash: sha256Hex(confirmToken),
      userId: user.id,
      expiresAt: new Date(now + CONFIRMATION_SECONDS * 1000),
    });
    const result: LicenceConfirmation = { confirmToken, expiresInSeconds: CONFIRMATION_SECONDS };
    return ok(result);
  });

  api.post(
    '/sys/lic/del',
    {
      config: {
        permission: '1303:delete',
        oplog: {
          module: 'licences',
          action: 'delete',
          describe: (req) =>
            `delete licence ${String((req.body as { licSn?: unknown } | undefined)?.licSn ?? '')}`,
        },
      },
    },
    async (req) => {
      const { licSn, confirmToken } = parse(deleteSchema, req.body, req.lang);
      const s = req.requireSession();
      const [licence] = await db
        .select({ licSn: licences.licSn })
        .from(licences)
        .where(eq(licences.licSn, licSn));
      if (!licence) throw new AppError(Code.BAD_REQUEST, 'licences.notFound');
      // Consumed by the first delete that presents it, whatever happens next.
      const confirmed = confirmToken
        ? await db
            .delete(licenceConfirmations)
            .where(
              and(
                eq(licenceConfirmations.tokenHash, sha256Hex(confirmToken)),
                eq(licenceConfirmations.userId, s.userId),
                gt(licenceConfirmations.expiresAt, new Date()),
              ),
            )
            .returning({ userId: licenceConfirmations.userId })
        : [];
      if (confirmed.length === 0)
        throw new AppError(LicenceCode.CONFIRMATION_REQUIRED, 'licences.confirmRequired');
      const [held] = await db.select({ n: count() }).from(licenceSeats).where(eq(licenceSeats.licSn, licSn));
      // Its seats are freed with it; their holders need another licence.
      await db.delete(licences).where(eq(licences.licSn, licSn));
      return ok({ licSn, releasedSeats: held?.n ?? 0 });
    },
  );
}
