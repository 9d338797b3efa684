import { aiServerApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { probe, probeSettings } from './probe';
import { aiServer } from './settings';

/** The AI server tab: read (key withheld), save, and a connection test. For managers of the whole installation. */
export async function aiServerRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;
  const wholeInstallation = true;

  route(api, aiServerApi.detail, { wholeInstallation }, () => aiServer.view(db));

  route(
    api,
    aiServerApi.save,
    { wholeInstallation, ...logged('aiServer', 'modify') },
    async (_req, input) => {
      await aiServer.write(db, api.sealer, input);
      return null;
    },
  );

  route(api, aiServerApi.test, { wholeInstallation }, async (_req, form) =>
    probe(probeSettings(form, await aiServer.read(db, api.sealer))),
  );
}
