import { RobotRunState, TaskState } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { runStats } from '../dashboards';
import { robots } from '../robots';

/**
 * The node's metrics, in a registry of its own (not prom-client's global
 * one), so several apps in one process keep separate figures. Database
 * figures are read at scrape time and are the same on every node.
 */
export function createMetrics(app: FastifyInstance) {
  const registry = new Registry();
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'rpa_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  new Gauge({
    name: 'rpa_robots',
    help: 'Registered robots by run state and the server node holding their connection',
    labelNames: ['state', 'node'] as const,
    registers,
    async collect() {
      const rows = await app.database.db
        .select({ state: robots.runState, node: robots.nodeId, n: sql<number>`count(*)::int` })
        .from(robots)
        .groupBy(robots.runState, robots.nodeId);
      this.reset();
      // Every state appears, so a state with no robot reads 0 rather than missing.
      for (const state of RobotRunState) {
        if (!rows.some((r) => r.state === state)) this.set({ state, node: '' }, 0);
      }
      for (const r of rows) this.set({ state: r.state, node: r.node ?? '' }, r.n);
    },
  });

  new Gauge({
    name: 'rpa_tasks',
    help: 'Tasks by state (all departments, all time)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      // The dashboards' daily counts: whole days are a few rows each, so the
      // query stays small however long the history grows.
      const stats = await runStats(app.database.db, {
        scope: sql`true`,
        rollup: () => sql`true`,
        from: null,
        to: new Date(),
        tz: app.config.timezone,
      });
      for (const state of TaskState) this.set({ state }, stats.byState[state]);
    },
  });

  new Gauge({
    name: 'rpa_gateway_connections',
    help: 'Robot WebSocket connections held by this node (after their hello)',
    registers,
    collect() {
      this.set(app.gateway.connections.size);
    },
  });

  new Gauge({
    name: 'rpa_live_connections',
    help: 'Live console WebSocket connections (signed in) held by this node',
    registers,
    collect() {
      this.set(app.live.connections);
    },
  });

  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'rpa_db_pool_connections',
      help: 'PostgreSQL pool of this node: total and idle connections, and queries waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  registry.registerMetric(app.measures.dispatchLatency);
  registry.registerMetric(app.measures.schedulerLag);

  /** Round trips of this node's probes through the event bus (Redis in a scale-out). */
  const busLag = new Histogram({
    name: 'rpa_event_bus_lag_seconds',
    help: "Round trip of this node's probe messages through the event bus (Redis between nodes)",
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers,
  });

  // Memory, CPU, event-loop delay and handles of this node's process.
  collectDefaultMetrics({ register: registry, prefix: 'rpa_node_' });

  const scrapeErrors = new Counter({
    name: 'rpa_metrics_scrape_errors_total',
    help: 'Scrapes that failed (a collector could not read the database)',
    registers,
  });

  return { registry, httpDuration, busLag, scrapeErrors };
}

export type Metrics = ReturnType<typeof createMetrics>;
