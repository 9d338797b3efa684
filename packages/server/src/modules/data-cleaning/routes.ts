import {
  Code,
  DATA_KIND_LABELS,
  DATA_KINDS,
  type DataKind,
  type DataKindInfo,
  dataCleaningApi,
  dataKind,
} from '@rpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { logged } from '../oplog';
import { recordingsHeld } from '../tasks';
import { cutOff, nextDailyAt } from './calendar';
import { latestRuns, runView, startCleaning } from './cleaner';
import { KINDS } from './kinds';
import { retention } from './settings';

const kindParam = z.object({ id: dataKind });

/** The kind a `/sys/dataClear/:id/...` call names. */
const kindOf = (req: FastifyRequest): DataKind => parse(kindParam, req.params, req.lang).id;

/** The data cleaning tab: what is kept, for how long, and cleaning now. For managers of the whole installation. */
export async function dataCleaningRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;
  const wholeInstallation = true;

  route(api, dataCleaningApi.findDataInfo, { wholeInstallation }, async () => {
    const now = new Date();
    const days = (await retention.view(db)).value;
    const latest = await latestRuns(api);
    const kinds: DataKindInfo[] = [];
    for (const kind of DATA_KINDS) {
      const keep = days[kind];
      const held = await KINDS[kind].measure(db, keep === 0 ? null : cutOff(keep, now, api.config.timezone));
      const last = latest.get(kind);
      kinds.push({ kind, ...held, retentionDays: keep, lastRun: last ? runView(last) : null });
    }
    return { kinds, nextDailyAt: nextDailyAt(now, api.config.timezone).toISOString() };
  });

  route(api, dataCleaningApi.getVideoInfo, { wholeInstallation }, async () => {
    const held = await recordingsHeld(db);
    return {
      ...held,
      oldestAt: held.oldestAt?.toISOString() ?? null,
      newestAt: held.newestAt?.toISOString() ?? null,
      freeBytes: await api.files.freeBytes(),
    };
  });

  route(
    api,
    dataCleaningApi.saveData,
    { wholeInstallation, ...logged('dataCleaning', 'modify', () => ({ key: 'saveRetention' })) },
    async (_req, input) => {
      await retention.write(db, api.sealer, input);
      return null;
    },
  );

  route(
    api,
    dataCleaningApi.dataClearNow,
    {
      wholeInstallation,
      ...logged('dataCleaning', 'delete', (req) => ({
        key: 'cleanDataNow',
        params: { dataKind: String((req.params as { id?: unknown }).id ?? '?') },
      })),
    },
    async (req) => {
      const kind = kindOf(req);
      const session = req.requireSession();
      const start = await startCleaning(api, kind, {
        trigger: 'manual',
        operator: { id: session.userId, name: session.account },
      });
      if ('refused' in start) {
        const label = DATA_KIND_LABELS[kind][req.lang];
        throw start.refused === 'permanent'
          ? new AppError(Code.BAD_REQUEST, 'dataCleaning.permanent', { kind: label })
          : new AppError(Code.CONFLICT, 'dataCleaning.running', { kind: label });
      }
      return runView(start.row);
    },
  );
}
