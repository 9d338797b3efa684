import { TaskState } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../platform/db';
import { seedDemo } from '../../seed';
import { createTestApp } from '../../testing/app';
import { processes } from '../processes/schema';
import { robots } from '../robots/schema';
import { fireDueSchedules } from '../schedules/fire';
import { schedules } from '../schedules/schema';
import { tasks } from '../tasks/schema';

const TOKEN = 'scrape-secret-7f3a';
let open: FastifyInstance; // METRICS_TOKEN unset
let guarded: FastifyInstance; // METRICS_TOKEN set

/** The value of one sample line, e.g. sample(text, 'rpa_tasks{state="failed"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  open = await createTestApp();
  guarded = await createTestApp({ metricsToken: TOKEN });
  const db = open.database.db;
  await seedDemo(db, { files: open.files });
  // Only the seeded demo's counts, counted plainly, before the known set is added.
  const [p] = await db.select().from(processes).where(sql`${processes.releasedVersionId} is not null`);
  if (!p?.releasedVersionId) throw new Error('the demo has no published process');
  const robot = (robotsNo: string, runState: string, nodeId: string | null) => ({
    robotsNo,
    runState,
    nodeId,
    departmentId: p.departmentId,
    category: 'background',
    bindingWay: 'manager',
  });
  await db.delete(robots);
  await db
    .insert(robots)
    .values([
      robot('M-1', 'idle', 'node-a'),
      robot('M-2', 'idle', 'node-a'),
      robot('M-3', 'running', 'node-b'),
      robot('M-4', 'offline', null),
    ]);
  const task = (state: string, createdAt: Date) => ({
    processId: p.id,
    versionId: p.releasedVersionId as number,
    departmentId: p.departmentId,
    state,
    waitTimeout: 30,
    runTimeout: 120,
    createdAt,
  });
  // Whole past days (read from the daily counts) and today (read from the tasks).
  await db
    .insert(tasks)
    .values([
      task('success', ago(3)),
      task('success', ago(3)),
      task('failed', ago(40)),
      task('pending', new Date()),
      task('running', new Date()),
      task('success', new Date()),
    ]);
});
afterAll(async () => {
  await open?.close();
  await guarded?.close();
});

describe('GET /metrics', () => {
  it('answers a loopback caller without a token, in Prometheus text format', async () => {
    const res = await open.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('# TYPE rpa_robots gauge');
  });

  it('refuses a remote caller when no token is set, whatever X-Forwarded-For says', async () => {
    const res = await open.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('rpa_');
  });

  it('with a token set, refuses callers without it or with a wrong one, and answers with it', async () => {
    const url = '/metrics';
    const remoteAddress = '10.0.0.5';
    const none = await guarded.inject({ method: 'GET', url, remoteAddress });
    expect(none.statusCode).toBe(401);
    expect(none.body).not.toContain('rpa_');
    const wrong = await guarded.inject({
      method: 'GET',
      url,
      remoteAddress,
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const local = await guarded.inject({ method: 'GET', url });
    expect(local.statusCode).toBe(401);
    const right = await guarded.inject({
      method: 'GET',
      url,
      remoteAddress,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('rpa_tasks');
  });

  it('counts robots by state and node, and tasks by state', async () => {
    const db = open.database.db;
    const byState = new Map(
      (
        await query<{ state: string; n: number }>(
          db,
          sql`select state, count(*)::int as n from tasks group by state`,
        )
      ).map((r) => [r.state, r.n]),
    );
    const text = (await open.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'rpa_robots{state="idle",node="node-a"}')).toBe(2);
    expect(sample(text, 'rpa_robots{state="running",node="node-b"}')).toBe(1);
    expect(sample(text, 'rpa_robots{state="offline",node=""}')).toBe(1);
    // The seeded set on its own (the demo adds no pending or running tasks).
    expect(byState.get('pending')).toBe(1);
    expect(byState.get('running')).toBe(1);
    expect(byState.get('success')).toBeGreaterThanOrEqual(3);
    for (const state of TaskState) {
      expect(sample(text, `rpa_tasks{state="${state}"}`), state).toBe(byState.get(state) ?? 0);
    }
    expect(sample(text, 'rpa_gateway_connections')).toBe(0);
  });

  it('times requests by route pattern and status class, never the raw URL', async () => {
    await open.inject({ method: 'GET', url: '/api/health' });
    await open.inject({ method: 'GET', url: '/api/health?probe=987654' });
    await open.inject({ method: 'GET', url: '/api/no-such-call/987655' });
    const text = (await open.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('# TYPE rpa_http_request_duration_seconds histogram');
    const count = (route: string, status: string) =>
      sample(
        text,
        `rpa_http_request_duration_seconds_count{method="GET",route="${route}",status_class="${status}"}`,
      );
    expect(count('/api/health', '2xx')).toBe(2);
    expect(count('unmatched', '4xx')).toBe(1);
    expect(text).not.toMatch(/98765[45]/);
  });
});

// Last: the fire's task may be dispatched to the robots counted above.
describe('the scheduler lag', () => {
  it("counts each fire with the time from its fire time to its tasks' creation", async () => {
    const db = open.database.db;
    const [p] = await db.select().from(processes).where(sql`${processes.releasedVersionId} is not null`);
    const before = (await open.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(before, 'rpa_scheduler_lag_seconds_count')).toBe(0);
    const fireAt = new Date(Date.now() - 3000);
    await db.insert(schedules).values({
      name: 'Lagging schedule',
      processId: p?.id as number,
      departmentId: p?.departmentId as number,
      runMode: 'start',
      timing: { mode: 'once', at: fireAt.toISOString() },
      nextFireAt: fireAt,
      enabled: true,
    } as typeof schedules.$inferInsert);
    expect(await fireDueSchedules(open)).toBe(1);
    const after = (await open.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(after, 'rpa_scheduler_lag_seconds_count')).toBe(1);
    expect(sample(after, 'rpa_scheduler_lag_seconds_sum')).toBeGreaterThanOrEqual(3);
  });
});
