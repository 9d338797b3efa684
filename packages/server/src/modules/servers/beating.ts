import { MISSED_HEARTBEATS } from '@rpa/contracts';
import { and, isNull, sql } from 'drizzle-orm';
import { serverNodes } from './schema';

/** A node is beating when it has not shut down and was heard from within three beats. */
export function beating(serverBeatSeconds: number) {
  const limit = new Date(Date.now() - MISSED_HEARTBEATS * serverBeatSeconds * 1000);
  return and(
    isNull(serverNodes.stoppedAt),
    sql`${serverNodes.lastBeatAt} >= ${limit.toISOString()}::timestamptz`,
  );
}
