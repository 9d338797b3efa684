import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../platform/db';
import { createMemoryBus } from '../../platform/events';
import { createDiskStore } from '../../platform/files';
import { DEMO_PASSWORD } from '../../seed/identities';
import { signIn } from '../../testing/client';
import { createTestDatabase, testMasterKey } from '../../testing/db';
import { DEFAULT_POLICY } from './policy';

/**
 * Two nodes of one installation: one database, one event bus, one master
 * key, but each with a database handle of its own, as two server processes
 * have, so each keeps its own copy of the policy.
 */
let database: Database;
let nodes: FastifyInstance[] = [];
const filesDir = mkdtempSync(path.join(tmpdir(), 'rpa-files-'));

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  const events = createMemoryBus();
  const masterKey = testMasterKey();
  const node = (db: Database['db']) =>
    buildApp({
      config: loadConfig({}),
      database: { ...database, db, close: async () => {} },
      events,
      masterKey,
      files: createDiskStore(filesDir),
    });
  nodes = [await node(database.db), await node(new Proxy(database.db, {}))];
}, 60_000);
afterAll(async () => {
  for (const n of nodes) await n.close();
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

it('a security save on one node applies at once on the other', async () => {
  const [a, b] = nodes as [FastifyInstance, FastifyInstance];
  const admin = await signIn(a, 'admin', DEMO_PASSWORD);
  const user = await signIn(b, 'user', DEMO_PASSWORD);
  // Node B reads the policy, and so keeps it.
  expect((await user.call<{ level: string }>('POST', '/sys/pwdSafe/complex')).body.result.level).toBe(
    'medium',
  );
  const saved = await admin.call('POST', '/sys/pwdSafe/save', {
    ...DEFAULT_POLICY,
    level: 'high',
    sessionTimeoutMinutes: 45,
  });
  expect(saved.body.code, saved.body.msg).toBe(0);
  expect((await user.call<{ level: string }>('POST', '/sys/pwdSafe/complex')).body.result.level).toBe('high');
  const token = await user.call<{ sessionTimeoutMinutes: number }>('GET', '/sys/tokenConfig');
  expect(token.body.result.sessionTimeoutMinutes).toBe(45);
});
