import { robotUpgradeApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { bearerRobot } from '../../gateway';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { robotUpgrade, robotUpgradeList } from './settings';

/** The 9.0 robot upgrade tab: read and save, for managers of the whole installation; robots read it with their token. */
export async function robotUpgradeRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;
  const wholeInstallation = true;

  route(api, robotUpgradeApi.detail, { wholeInstallation }, async () => (await robotUpgrade.view(db)).value);

  route(api, robotUpgradeApi.robotList, async (req) => {
    await bearerRobot(db, req);
    return robotUpgradeList(db);
  });

  route(
    api,
    robotUpgradeApi.save,
    { wholeInstallation, ...logged('robotUpgrade', 'modify') },
    async (_req, input) => {
      await robotUpgrade.write(db, api.sealer, input);
      return null;
    },
  );
}
