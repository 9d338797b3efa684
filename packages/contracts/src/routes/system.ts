import { z } from 'zod';
import { defineRoutes } from '../route';
import { bilingual } from '../schemas';

/** System routes: the version dialog and the node's health (about, health). */

export const databaseKind = z.enum(['pglite', 'postgres']);

export const aboutInfo = z.object({
  version: z.string(),
  copyright: bilingual,
  database: databaseKind,
});
export type About = z.infer<typeof aboutInfo>;

export const healthReport = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: databaseKind,
  migrations: z.number().int(),
  events: z.enum(['memory', 'redis']),
  uptimeSeconds: z.number().int(),
});
export type Health = z.infer<typeof healthReport>;

export const systemApi = defineRoutes('system', {
  about: {
    path: '/sys/aboutus/app',
    permission: 'session',
    summary: 'Platform version, copyright and database kind for the version dialog.',
    result: aboutInfo,
  },
  health: {
    method: 'GET',
    // Relative to the API base like every path: `/api/health` with the default base.
    path: '/health',
    permission: 'public',
    summary:
      'Liveness and what the node runs on (GET /api/health with the default base); a 500 when the database does not answer.',
    result: healthReport,
  },
});
