// Throughput and latency of the API pipeline (routing, envelope, one database
// round trip) on the embedded default, or on PostgreSQL when DATABASE_URL is set.
// Prints figures; it asserts nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/platform/db';
import { createMemoryBus } from '../packages/server/src/platform/events';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const config = { ...loadConfig({}), port: 0 };
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'rpa-bench-')),
});
await database.migrate();
const app = await buildApp({ config, database, events: createMemoryBus() });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const result = await autocannon({
  url: `http://127.0.0.1:${port}/api/health`,
  connections,
  duration,
});
console.log(
  `GET /api/health on ${database.kind}, ${connections} connections, ${duration} s: ` +
    `${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
);
await app.close();
