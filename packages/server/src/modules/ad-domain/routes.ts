import {
  AD_DETECT_LIST_MAX,
  type AdDetected,
  type AdSettings,
  adBaseDn,
  adDomainApi,
  Code,
  type IdentityId,
} from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { ipOf } from '../auth';
import { described, logged } from '../oplog';
import { readDirectory, testDirectory } from './directory';
import { normalDn } from './dn';
import { reportIn } from './report';
import { lockFree, reschedule, startSync, syncState } from './runs';
import { adSettings } from './settings';

/**
 * What the test and the detection connect with: the form when it carries a
 * password, else the stored password, and only for the saved server and
 * account, so it is sent nowhere but where an administrator saved it.
 */
export function withPassword(form: AdSettings, saved: AdSettings): AdSettings {
  if (form.password) return form;
  const same = saved.password && (['address', 'port', 'account'] as const).every((k) => form[k] === saved[k]);
  if (!same) throw new AppError(Code.BAD_REQUEST, 'adDomain.testNeedsPassword');
  return { ...form, password: saved.password };
}

/**
 * The AD domain tab (console-administration.md §2, §3, §4, §7 `/sys/ad*`):
 * read (password withheld), save, test the connection, detect what a sync
 * brings in, sync now, and follow the sync. For managers of the whole
 * installation; every save, test, detection and sync is in the operation log.
 */
export async function adDomainRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;
  const wholeInstallation = true;
  const saved = () => adSettings.read(db, api.sealer);

  route(api, adDomainApi.detail, { wholeInstallation }, () => adSettings.view(db));

  route(
    api,
    adDomainApi.save,
    { wholeInstallation, ...logged('adDomain', 'modify') },
    async (_req, input) => {
      await adSettings.write(db, api.sealer, input);
      await reschedule(api, input);
      return null;
    },
  );

  route(
    api,
    adDomainApi.connectTest,
    { wholeInstallation, ...logged('adDomain', 'send', described('adTest', { address: 'address' })) },
    async (_req, form) => testDirectory(withPassword(form, await saved())),
  );

  route(
    api,
    adDomainApi.detect,
    { wholeInstallation, ...logged('adDomain', 'send', described('adDetect', { address: 'address' })) },
    async (_req, form): Promise<AdDetected> => {
      const s = withPassword(form, await saved());
      const { base, units, people } = await readDirectory(s);
      const known = [{ ...base, parentDn: '' }, ...units];
      const dnOf = new Map(known.map((u) => [normalDn(u.dn), u.dn]));
      const unitName = new Map(units.map((u) => [normalDn(u.dn), u.name]));
      return {
        baseDn: adBaseDn(s),
        departments: {
          count: units.length,
          items: units
            .slice(0, AD_DETECT_LIST_MAX)
            .map((u) => ({ dn: u.dn, name: u.name, parentDn: dnOf.get(u.parentDn) ?? u.parentDn })),
        },
        users: {
          count: people.length,
          items: people.slice(0, AD_DETECT_LIST_MAX).map((p) => ({
            dn: p.dn,
            account: p.account,
            realName: p.name,
            email: p.mail,
            phone: p.phone,
            unit: unitName.get(p.unitDn) ?? '',
          })),
        },
      };
    },
  );

  route(
    api,
    adDomainApi.sync,
    { wholeInstallation, ...logged('adDomain', 'import', () => ({ key: 'adSyncStart' })) },
    async (req) => {
      const s = req.requireSession();
      await startSync(api, {
        userId: s.userId,
        userName: s.account,
        identity: s.curIden as IdentityId,
        ip: ipOf(req),
      });
      return null;
    },
  );

  route(api, adDomainApi.isLockFree, { wholeInstallation }, () => lockFree(db));

  route(api, adDomainApi.syncReport, { wholeInstallation }, async (req) => {
    const { nextSyncAt, last } = await syncState(db);
    return {
      running: !(await lockFree(db)),
      nextSyncAt: nextSyncAt?.toISOString() ?? null,
      last: last ? reportIn(req.lang, last) : null,
    };
  });
}
