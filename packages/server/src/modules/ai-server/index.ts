import type { AiServerForRobot } from '@rpa/contracts';
import type { Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { aiServer } from './settings';

/**
 * The AI server as offers carry it to the runs of processes that need it,
 * key in clear; null while no address is saved.
 */
export async function aiServerForRobots(db: Db, sealer: Sealer): Promise<AiServerForRobot | null> {
  const { address, key, model } = await aiServer.read(db, sealer);
  return address ? { address, key, model } : null;
}
