import { Code, type DataSyncSettings, dataSyncApi } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { described, logged } from '../oplog';
import { stopCapture } from './capture';
import { dataSyncState } from './schema';
import { syncSettings } from './settings';
import { syncStatus } from './status';
import { reasonOf, testTarget } from './target';

/**
 * What the connection test connects with: the form's password, or, when it
 * is left empty, the stored one, but only for the saved URL and user, so the
 * stored password is sent to no server but the one an administrator saved.
 */
export function withPassword(form: DataSyncSettings, saved: DataSyncSettings): DataSyncSettings {
  if (form.password) return form;
  const same = form.url === saved.url && form.user === saved.user;
  return { ...form, password: same ? saved.password : '' };
}

/**
 * Data sync (console-administration.md §2, §3; menu 1902): the target read
 * (password withheld) and saved, its connection tested, where the sync
 * stands, and a copy of everything again. For managers of the whole
 * installation; saves, tests and copies are in the operation log.
 */
export async function dataSyncRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;
  const wholeInstallation = true;

  route(api, dataSyncApi.detail, { wholeInstallation }, async () => {
    const { value, sealedSet } = await syncSettings.view(db);
    return { ...value, password: '' as const, hasPassword: sealedSet.includes('password') };
  });

  route(
    api,
    dataSyncApi.save,
    { wholeInstallation, ...logged('dataSync', 'modify') },
    async (_req, input) => {
      await syncSettings.write(db, api.sealer, input);
      // Off at once, on every node: nothing more is captured.
      if (!input.enabled) await stopCapture(db);
      api.dataSync.wake();
      return null;
    },
  );

  route(
    api,
    dataSyncApi.connectTest,
    { wholeInstallation, ...logged('dataSync', 'send', described('dataSyncTest', { url: 'url' })) },
    async (_req, form) => {
      const s = withPassword(form, await syncSettings.read(db, api.sealer));
      try {
        return await testTarget(s);
      } catch (err) {
        throw new AppError(Code.BAD_REQUEST, 'dataSync.connectFailed', { reason: reasonOf(err) });
      }
    },
  );

  route(api, dataSyncApi.status, { wholeInstallation }, () => syncStatus(db));

  route(api, dataSyncApi.recopy, { wholeInstallation, ...logged('dataSync', 'modify') }, async () => {
    const s = await syncSettings.view(db);
    if (!s.value.enabled) throw new AppError(Code.BAD_REQUEST, 'dataSync.notEnabled');
    await db.update(dataSyncState).set({ recopy: true }).where(eq(dataSyncState.id, 1));
    api.dataSync.wake();
    return null;
  });
}
