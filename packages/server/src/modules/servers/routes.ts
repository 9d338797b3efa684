import { Code, type ServerNodeRow, serversApi } from '@rpa/contracts';
import { and, desc, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { described, logged } from '../oplog';
import { robots } from '../robots';
import { beating } from './beating';
import { serverNodes } from './schema';

/**
 * The server nodes sharing this database (console-administration.md §7):
 * each registers itself and beats (gateway/nodes.ts); a node that missed
 * three beats, or shut down, is stopped and may be deleted from the list.
 */
export async function serverRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const running = () => beating(api.config.serverBeatSeconds);

  route(api, serversApi.list, async (_req, q) => {
    const held = db
      .select({ nodeId: robots.nodeId, n: sql<number>`count(*)::int`.as('n') })
      .from(robots)
      .where(ne(robots.runState, 'offline'))
      .groupBy(robots.nodeId)
      .as('held');
    return listPage(db, q, matchingRows(db, serverNodes, undefined), async (limit, offset) => {
      const rows = await db
        .select({
          node: serverNodes,
          beating: sql<boolean>`coalesce(${running()}, false)`,
          robots: sql<number>`coalesce(${held.n}, 0)::int`,
        })
        .from(serverNodes)
        .leftJoin(held, sql`${held.nodeId} = ${serverNodes.id}`)
        .orderBy(desc(serverNodes.startedAt), serverNodes.id)
        .limit(limit)
        .offset(offset);
      return rows.map(
        ({ node, beating, robots: n }): ServerNodeRow => ({
          id: node.id,
          address: node.address,
          version: node.version,
          startedAt: node.startedAt.toISOString(),
          lastBeatAt: node.lastBeatAt.toISOString(),
          status: beating ? 'running' : 'stopped',
          robots: beating ? n : 0,
        }),
      );
    });
  });

  route(
    api,
    serversApi.del,
    logged('servers', 'delete', described('deleteServers', { ids: 'ids' })),
    async (_req, { ids }) => {
      const [alive] = await db
        .select({ id: serverNodes.id })
        .from(serverNodes)
        .where(and(inArray(serverNodes.id, ids), running()))
        .limit(1);
      if (alive) throw new AppError(Code.CONFLICT, 'servers.stillBeating', { id: alive.id });
      const gone = await db
        .delete(serverNodes)
        .where(inArray(serverNodes.id, ids))
        .returning({ id: serverNodes.id });
      return { deleted: gone.length };
    },
  );
}
