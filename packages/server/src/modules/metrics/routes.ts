import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createMetrics } from './collectors';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  const a = (address ?? '').replace(/^::ffff:/i, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

const digest = (s: string) => createHash('sha256').update(s).digest();

function bearerMatches(req: FastifyRequest, token: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return m?.[1] !== undefined && timingSafeEqual(digest(m[1].trim()), digest(token));
}

/**
 * GET /metrics at the server root (Prometheus text format), and the request
 * timing of every route. With METRICS_TOKEN set, scrapers send it as a bearer
 * token; unset, only loopback callers are answered. The socket's own address
 * decides, never X-Forwarded-For: a proxy in front must not make everyone local.
 */
export async function installMetrics(app: FastifyInstance): Promise<void> {
  const metrics = createMetrics(app);

  app.addHook('onResponse', async (req, reply) => {
    metrics.httpDuration.observe(
      {
        method: req.method,
        // The pattern (/api/task/:id), never the raw URL: label values stay few.
        route: req.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (req, reply) => {
    const token = app.config.metricsToken;
    if (token) {
      if (!bearerMatches(req, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
      }
    } else if (!isLoopback(req.socket.remoteAddress)) {
      return reply.code(403).type('text/plain').send('forbidden: set METRICS_TOKEN to scrape remotely\n');
    }
    try {
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(body);
    } catch (err) {
      metrics.scrapeErrors.inc();
      throw err;
    }
  });
}
