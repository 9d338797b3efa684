import {
  Code,
  type Lang,
  LICENCE_CATEGORY_LABELS,
  type LicenceCategoryValue,
  LicenceCode,
  type LicenceImportResult,
  type LicenceOption,
  type LicenceRequestFile,
  type LicenceTransferReasonValue,
  type LicenceTransferRow,
  normalizePage,
  ok,
} from '@rpa/contracts';
import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cappedTotal, ONE, pageOf } from '../../platform/db/paging';
import { AppError, t } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { VERSION } from '../../version';
import { raiseLicenceAlerts } from './alerts';
import { parsePublicKey } from './format';
import { machineCode } from './installation';
import { licenceConditions, licenceRows } from './query';
import { licenceRemovalRoutes } from './remove';
import {
  applySchema,
  custNameSchema,
  freeAndImportSchema,
  licenceListSchema,
  listSchema,
  transferListSchema,
} from './rules';
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

  api.post('/sys/lic/list', { config: { permission: '1303' } }, async (req) => {
    const q = parse(listSchema, req.body, req.lang);
    const { page, size, offset } = normalizePage(q);
    const now = new Date();
    // What the list shows is observed: its alerts are raised now.
    await raiseLicenceAlerts(api, req.lang, now);
    const counted = await cappedTotal(
      db,
      db.select(ONE).from(licences).where(licenceConditions(q, now)).$dynamic(),
    );
    return ok(pageOf(await licenceRows(db, q, now, { limit: size, offset }), counted, page, size));
  });

  // Valid licences with seats left for a robot type (the authorise dialogs).
  api.post('/sys/lic/licenceList', { config: { permission: '1303' } }, async (req) => {
    const { agentType } = parse(licenceListSchema, req.body, req.lang);
    const rows = await licenceRows(db, { status: 'valid', agentType });
    const options: LicenceOption[] = rows
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
    return ok(options);
  });

  api.post(
    '/sys/lic/import',
    { config: { permission: '1303:import', oplog: { module: 'licences', action: 'import' } } },
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
      // The console signs in again or reloads its menu: the licence type may have changed.
      return ok(result, t(req.lang, 'licences.imported'));
    },
  );

  // Imports a licence that replaces `licSn` (query): its seats move to the new one.
  api.post(
    '/sys/lic/freeAndImport',
    {
      config: {
        permission: '1303:transfer',
        oplog: {
          module: 'licences',
          action: 'import',
          describe: (req) =>
            `import replacing licence ${String((req.query as { licSn?: string }).licSn ?? '')}`,
        },
      },
    },
    async (req) => {
      const { licSn: oldSn } = parse(freeAndImportSchema, req.query, req.lang);
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
      return ok(result, t(req.lang, failed > 0 ? 'licences.transferNoneAvailable' : 'licences.imported'));
    },
  );

  // The request file the vendor issues a licence from: this installation's machine code.
  api.post(
    '/sys/lic/apply',
    { config: { permission: '1303:apply', oplog: { module: 'licences', action: 'download' } } },
    async (req, reply) => {
      const { custName } = parse(applySchema, req.body, req.lang);
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
    },
  );

  api.post(
    '/sys/lic/updateCustName',
    {
      config: {
        permission: '1303:edit',
        oplog: {
          module: 'licences',
          action: 'modify',
          describe: (req) =>
            `rename customer of licence ${String((req.body as { licSn?: unknown } | undefined)?.licSn ?? '')}`,
        },
      },
    },
    async (req) => {
      const { licSn, custName } = parse(custNameSchema, req.body, req.lang);
      await row(licSn);
      // Only the name shown changes; the signed file keeps the vendor's.
      await db.update(licences).set({ custName }).where(eq(licences.licSn, licSn));
      return ok(await row(licSn));
    },
  );

  api.post('/sys/lic/transferList', { config: { permission: '1303' } }, async (req) => {
    const q = parse(transferListSchema, req.body, req.lang);
    const { page, size, offset } = normalizePage(q);
    const where = and(
      q.licSn
        ? or(eq(licenceTransfers.fromLicSn, q.licSn), eq(licenceTransfers.toLicSn, q.licSn))
        : undefined,
      q.reason ? eq(licenceTransfers.reason, q.reason) : undefined,
      q.result ? eq(licenceTransfers.result, q.result) : undefined,
    );
    const counted = await cappedTotal(db, db.select(ONE).from(licenceTransfers).where(where).$dynamic());
    const rows = await db
      .select()
      .from(licenceTransfers)
      .where(where)
      .orderBy(desc(licenceTransfers.at), desc(licenceTransfers.id))
      .limit(size)
      .offset(offset);
    const records: LicenceTransferRow[] = rows.map((r) => ({
      id: r.id,
      robotId: r.robotId,
      userId: r.userId,
      fromLicSn: r.fromLicSn,
      toLicSn: r.toLicSn,
      reason: r.reason as LicenceTransferReasonValue,
      result: r.result as LicenceTransferRow['result'],
      at: r.at.toISOString(),
    }));
    return ok(pageOf(records, counted, page, size));
  });

  // Every identity's shell asks for it (licence type, the bell, seats, expiring licences).
  api.post('/sysconfapi/platformLicense', { config: { permission: 'session' } }, async (req) =>
    ok(await platformLicence(db, req.lang)),
  );

  await api.register(licenceRemovalRoutes);
}
