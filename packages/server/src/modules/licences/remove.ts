import { Code, LicenceCode, licencesApi } from '@rpa/contracts';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomToken, rsaDecrypt, sha256Hex } from '../../platform/crypto';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { confirmOwnPassword, ipOf } from '../auth';
import { described, logged } from '../oplog';
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

  route(api, licencesApi.checkUser, async (req, { userName, passWord }) => {
    const s = req.requireSession();
    if (userName.toLowerCase() !== s.account.toLowerCase()) {
      throw new AppError(Code.BAD_REQUEST, 'licences.notYourAccount');
    }
    const plain = rsaDecrypt(api.rsaKeys.privateKey, passWord);
    if (plain === null) throw new AppError(Code.BAD_REQUEST, 'login.passwordUnreadable');
    const user = await confirmOwnPassword(
      api,
      { account: s.account, ip: ipOf(req), lang: req.lang },
      plain,
      'licences.passwordWrong',
    );
    const now = Date.now();
    await db.delete(licenceConfirmations).where(lt(licenceConfirmations.expiresAt, new Date(now)));
    const confirmToken = randomToken(32);
    await db.insert(licenceConfirmations).values({
      tokenHash: sha256Hex(confirmToken),
      userId: user.id,
      expiresAt: new Date(now + CONFIRMATION_SECONDS * 1000),
    });
    return { confirmToken, expiresInSeconds: CONFIRMATION_SECONDS };
  });

  route(
    api,
    licencesApi.remove,
    logged('licences', 'delete', described('deleteLicence', { licSn: 'licSn' })),
    async (req, { licSn, confirmToken }) => {
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
      return { licSn, releasedSeats: held?.n ?? 0 };
    },
  );
}
