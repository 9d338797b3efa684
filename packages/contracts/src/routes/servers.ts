import { z } from 'zod';
import { defineRoutes } from '../route';
import { deletedCount, pagedList, timeText } from '../schemas';

/** Server nodes sharing the database (console-administration.md §7): menu 1304. */

export const serverNodeRow = z.object({
  id: z.string(),
  address: z.string(),
  version: z.string(),
  startedAt: timeText,
  lastBeatAt: timeText,
  /** running while the node beats; stopped once it missed three beats or shut down. */
  status: z.enum(['running', 'stopped']),
  /** Robots connected to the node now. */
  robots: z.number().int(),
});
export type ServerNodeRow = z.infer<typeof serverNodeRow>;

export const serversApi = defineRoutes('servers', {
  list: pagedList({
    path: '/sys/server/list',
    permission: '1304',
    summary: 'The server nodes, newest start first, with whether each beats and its robots.',
    filters: {},
    row: serverNodeRow,
  }),
  del: {
    path: '/sys/server/del',
    permission: '1304:delete',
    summary: 'Deletes stopped nodes; a node still beating is refused.',
    input: z.object({ ids: z.array(z.string().min(1).max(128)).min(1).max(100) }),
    result: deletedCount,
  },
});
