import {
  Code,
  type Lang,
  LICENCE_CATEGORY_LABELS,
  type LicenceCategoryValue,
  LicenceCode,
  type LicenceImportResult,
  type LicenceRequestFile,
  type LicenceTransferReasonValue,
  type LicenceTransferRow,
  licencesApi,
} from '@rpa/contracts';
import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listPage, matchingRows, tablePage } from '../../platform/db/paging';
import { AppError, t } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { VERSION } from '../../version';
import { described, logged } from '../oplog';
import { raiseLicenceAlerts } from './alerts';
import { parsePublicKey } from './format';
import { machineCode } from './installation';
import { licenceConditions, licenceRows } from './query';
import { licenceRemovalRoutes } from './remove';
import { licences, licenceTransfers } from './schema';
import { transferSeats } from './seats';
import { checkForImport, refreshIntegrity, saveLicence } from './store';
import { platformLicence } from './summary';

/** Licence files are a few hundred bytes; anything much larger is not one. */
const MAX_LICENCE_BYTES = 64 * 1024;

async function uploadedText(req: FastifyRequest): Promise<string> {
  const file = await req.file().catch(() => undefined);
  if (!file) throw new AppError(LicenceCode.INVALID, 'licences.fileUnreadable');
  const buffer = await file.toBuffer();
  if (buffer.length === 0 || buffer.length > MAX_LICENCE_BYTES) {
    throw new AppError(LicenceCode.INVALID, 'licences.fileUnreadable');
  }
  return buffer.toString('utf8').replace(/^\uFEFF/, '');
}

const toTransferRow = (r: typeof licenceTransfers.$inferSelect): LicenceTransferRow => ({
  id: r.id,
  robotId: r.robotId,
  userId: r.userId,
  fromLicSn: r.fromLicSn,
  toLicSn: r.toLicSn,
  reason: r.reason as LicenceTransferReasonValue,
  result: r.result as LicenceTransferRow['result'],
  at: r.at.toISOString(),
});

/**
 * Licences (console-administration.md §3, §4, §7): list by status, import
 * (and import replacing another licence, moving its seats), the request
 * file for the vendor, the customer name, transfer records and the
 * platform summary. Deletion is in ./remove.ts, seats in ./seats.ts.
 */
export async function licenceRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const keys = api.config.licencePublicKeys.map(parsePublicKey);
  if (api.config.licenceTestKey) {
    api.log.warn(
      'licences: trusting the repository test key (demo mode); set LICENCE_PUBLIC_KEYS in production',
    );
  }
  const code = await machineCode(db);
  await refreshIntegrity(db, keys, code);

  async function row(licSn: string) {
    const [found] = await licenceRows(db, { licSn });
    if (!found) throw new AppError(Code.BAD_REQUEST, 'licences.notFound');
    return found;
  }

  /** Seats belong to one category: a licence cannot take the place of one of another category. */
  function sameCategory(lang: Lang, before: LicenceCategoryValue | undefined, after: LicenceCategoryValue) {
    if (before && before !== after) {
      throw new AppError(Code.CONFLICT, 'licences.categoryMismatch', {
        from: LICENCE_CATEGORY_LABELS[before][lang],
        to: LICENCE_CATEGORY_LABELS[after][lang],
      });
    }
  }

  route(api, licencesApi.list, async (req, q) => {
    const now = new Date();
    // What the list shows is observed: its alerts are raised now.
    await raiseLicenceAlerts(api, req.lang, now);
    return listPage(db, q, matchingRows(db, licences, licenceConditions(q, now)), (size, offset) =>
      licenceRows(db, q, now, { limit: size, offset }),
    );
  });

  // Valid licences with seats left for a robot type (the authorise dialogs).
  route(api, licencesApi.options, async (_req, { agentType }) => {
    const rows = await licenceRows(db, { status: 'valid', agentType });
    return rows
      .filter((l) => l.remaining > 0)
      .map((l) => ({
        licSn: l.licSn,
        category: l.category,
        agentType: l.agentType,
        type: l.type,
        number: l.number,
        remaining: l.remaining,
        dueAt: l.dueAt,
      }));
  });

  route(
    api,
    licencesApi.import,
    {
      ...logged('licences', 'import'),
      // The console signs in again or reloads its menu: the licence type may have changed.
      message: (req) => t(req.lang, 'licences.imported'),
    },
    async (req) => {
      const raw = await uploadedText(req);
      const payload = checkForImport(raw, keys, code);
      const [earlier] = await licenceRows(db, { licSn: payload.licSn });
      sameCategory(req.lang, earlier?.category, payload.category);
      const replaced = await saveLicence(db, payload, raw);
      await raiseLicenceAlerts(api, req.lang);
      const result: LicenceImportResult = {
        licence: await row(payload.licSn),
        replaced,
        moved: 0,
        failed: 0,
      };
      return result;
    },
  );

  // Imports a licence that replaces `licSn` (query): its seats move to the new one.
  route(
    api,
    licencesApi.freeAndImport,
    {
      ...logged('licences', 'import', described('importLicence', { licSn: 'licSn' })),
      message: (req, result) =>
        t(
          req.lang,
          (result as LicenceImportResult).failed > 0 ? 'licences.transferNoneAvailable' : 'licences.imported',
        ),
    },
    async (req) => {
      // The replaced licence is named in the query: the body is the file.
      const { licSn: oldSn } = parse(licencesApi.freeAndImport.input, req.query, req.lang);
      const old = await row(oldSn);
      const raw = await uploadedText(req);
      const payload = checkForImport(raw, keys, code);
      sameCategory(req.lang, old.category, payload.category);
      const [earlier] = await licenceRows(db, { licSn: payload.licSn });
      sameCategory(req.lang, earlier?.category, payload.category);
      const replaced = await saveLicence(db, payload, raw);
      const { moved, failed } =
        payload.licSn === oldSn
          ? { moved: 0, failed: 0 }
          : await transferSeats(api, { fromLicSn: oldSn, toLicSn: payload.licSn }, req.lang);
      await raiseLicenceAlerts(api, req.lang);
      const result: LicenceImportResult = { licence: await row(payload.licSn), replaced, moved, failed };
      return result;
    },
  );

  // The request file the vendor issues a licence from: this installation's machine code.
  route(api, licencesApi.apply, logged('licences', 'download'), async (_req, { custName }, reply) => {
    const [latest] = await db
      .select({ custName: licences.custName })
      .from(licences)
      .orderBy(desc(licences.importedAt))
      .limit(1);
    const request: LicenceRequestFile = {
      kind: 'rpa-licence-request',
      version: 1,
      machineCode: code,
      custName: custName ?? latest?.custName ?? '',
      serverVersion: VERSION,
      requestedAt: new Date().toISOString(),
    };
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="licence-request-${code}.json"`)
      .send(`${JSON.stringify(request, null, 2)}\n`);
  });

  route(
    api,
    licencesApi.custName,
    logged('licences', 'modify', described('renameCustomer', { licSn: 'licSn' })),
    async (_req, { licSn, custName }) => {
      await row(licSn);
      // Only the name shown changes; the signed file keeps the vendor's.
      await db.update(licences).set({ custName }).where(eq(licences.licSn, licSn));
      return row(licSn);
    },
  );

  route(api, licencesApi.transfers, async (_req, q) => {
    const where = and(
      q.licSn
        ? or(eq(licenceTransfers.fromLicSn, q.licSn), eq(licenceTransfers.toLicSn, q.licSn))
        : undefined,
      q.reason ? eq(licenceTransfers.reason, q.reason) : undefined,
      q.result ? eq(licenceTransfers.result, q.result) : undefined,
    );
    return tablePage(
      db,
      q,
      licenceTransfers,
      where,
      [desc(licenceTransfers.at), desc(licenceTransfers.id)],
      toTransferRow,
    );
  });

  route(api, licencesApi.platform, async (req) => platformLicence(db, req.lang));

  await api.register(licenceRemovalRoutes);
}
