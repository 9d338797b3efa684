import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createMetrics, type Metrics } from './collectors';

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

  probeBus(app, metrics);

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

/** How often each node times a probe through the event bus. */
const PROBE_SECONDS = 15;
const PROBE_CHANNEL = 'metrics.probe';

/**
 * Measures the event bus by its use: every PROBE_SECONDS the node publishes
 * a probe and times it until its own subscription hears it back. Timing
 * its own probes keeps clock differences between nodes out of the figure.
 */
function probeBus(app: FastifyInstance, metrics: Metrics): void {
  const self = randomUUID();
  const sent = new Map<number, number>();
  let seq = 0;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => Promise<void>) | null = null;
  app.addHook('onListen', async () => {
    unsubscribe = await app.events.subscribe(PROBE_CHANNEL, (m) => {
      const probe = m as { node?: string; seq?: number };
      if (probe.node !== self || probe.seq === undefined) return;
      const at = sent.get(probe.seq);
      sent.delete(probe.seq);
      if (at !== undefined) metrics.busLag.observe((performance.now() - at) / 1000);
    });
    const probe = () => {
      seq += 1;
      sent.set(seq, performance.now());
      // A probe lost with a broken connection is forgotten with the next ones.
      if (sent.size > 10) sent.delete(Math.min(...sent.keys()));
      app.events.publish(PROBE_CHANNEL, { node: self, seq }).catch(() => {});
    };
    probe();
    timer = setInterval(probe, PROBE_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await unsubscribe?.().catch(() => {});
  });
}
