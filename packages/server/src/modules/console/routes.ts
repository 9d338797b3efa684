import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ServerConfigFile } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Registered under the /console prefix. Serves the built console with history
 * fallback: any /console/... path that is not a file gets index.html, so client
 * routes survive a reload. Missing files under /console/assets/ stay 404, so a
 * stale chunk fails as a failed load instead of parsing HTML as script.
 */
export async function consoleRoutes(scope: FastifyInstance): Promise<void> {
  const { webRoot, apiBase, appLang, timezone } = scope.config;

  scope.get('/serverconfig.json', async (_req, reply) => {
    const body: ServerConfigFile = { baseURL: apiBase, APP_LANG: appLang, TIMEZONE: timezone };
    return reply.header('cache-control', 'no-store').send(body);
  });

  const built = existsSync(path.join(webRoot, 'index.html'));
  if (built) {
    await scope.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: ['index.html'],
      // The build writes .br and .gz beside each asset; sent to clients that accept them.
      preCompressed: true,
      // Our own cache headers, set below, instead of the plugin's max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    scope.log.warn({ webRoot }, 'console not built: /console/ will answer 503');
  }

  scope.setNotFoundHandler((req, reply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The console is not built yet: run `npm run build` (npm start does it for you).');
    }
    if (req.url.startsWith('/console/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
