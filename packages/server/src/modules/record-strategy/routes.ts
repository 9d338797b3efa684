import { recordStrategyApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { recordStrategy } from './settings';

/** The record strategy tab: read and save. For managers of the whole installation. */
export async function recordStrategyRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;
  const wholeInstallation = true;

  route(
    api,
    recordStrategyApi.detail,
    { wholeInstallation },
    async () => (await recordStrategy.view(db)).value,
  );

  route(
    api,
    recordStrategyApi.save,
    { wholeInstallation, ...logged('recordStrategy', 'modify') },
    async (_req, input) => {
      await recordStrategy.write(db, api.sealer, input);
      return null;
    },
  );
}
