import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WebhookWithSecret } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig, TEST_LICENCE_PUBLIC_KEY_FILE } from './config';
import { adSettings } from './modules/ad-domain/settings';
import { getMailSettings, saveMailSettings } from './modules/mail/settings';
import { variables } from './modules/variables/schema';
import { applicationWebhooks } from './modules/webhooks/schema';
import { createSealer } from './platform/crypto';
import type { Database } from './platform/db';
import { createMemoryBus } from './platform/events';
import { createDiskStore } from './platform/files';
import { resealSecrets } from './reseal';
import { DEMO_PASSWORD } from './seed/identities';
import { signIn } from './testing/client';
import { createTestDatabase, testMasterKey } from './testing/db';
import { departmentIds } from './testing/directory';
import { addApplication } from './testing/open';

/**
 * Rotating the master key (docs/operations.md): nodes start with the new key
 * and the old one as previous, `resealSecrets` seals every domain's secrets
 * under the new key, and from then on the new key alone opens everything.
 */
let database: Database;
const filesDir = mkdtempSync(path.join(tmpdir(), 'rpa-reseal-'));
const oldKey = () => testMasterKey();
const newKey = randomBytes(32);
const apps: FastifyInstance[] = [];

function start(key: Buffer, previous?: Buffer): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({}),
    licencePublicKeys: [readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8')],
    masterKeyPrevious: previous?.toString('base64'),
  };
  const shared: Database = { ...database, close: async () => {} };
  return buildApp({
    config,
    database: shared,
    events: createMemoryBus(),
    masterKey: key,
    files: createDiskStore(filesDir),
  }).then((app) => {
    apps.push(app);
    return app;
  });
}

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const ERP_PASSWORD = 'Erp-Secret-1';
const MAIL = {
  host: 'smtp.example.test',
  port: 587,
  timeout: 10,
  sender: 'rpa@example.test',
  username: 'rpa',
  password: 'Mail-Secret-1',
  ssl: false,
};

describe('rotating the master key', () => {
  it('re-seals every secret under the new key, which alone opens them afterwards', async () => {
    // Under the old key: the demo's sealed rows, a session, mail and AD passwords, a webhook secret.
    const before = await start(oldKey());
    const admin = await signIn(before, 'admin', DEMO_PASSWORD);
    const db = database.db;
    await saveMailSettings(db, before.sealer, MAIL);
    const ad = await adSettings.read(db, before.sealer);
    await adSettings.write(db, before.sealer, { ...ad, password: 'Ad-Secret-1' });
    const rnd = (await departmentIds(db))['1001'];
    const variable = await admin.call('POST', '/variable/add', {
      name: 'erp_password',
      type: 'password',
      value: ERP_PASSWORD,
      departmentId: rnd,
    });
    expect(variable.body.code, variable.body.msg).toBe(0);
    const application = await addApplication(admin, 'Rotation-App', rnd);
    const hook = await admin.call<WebhookWithSecret>('POST', '/application/webhook/add', {
      applicationId: application.id,
      url: 'https://hooks.example.test/rpa',
      events: ['task.created'],
      enabled: true,
    });
    expect(hook.body.code, hook.body.msg).toBe(0);
    await before.close();

    // The new key alone cannot open what the old one sealed: the node does not start.
    await expect(start(newKey)).rejects.toThrow();

    // New key, old key as previous: the node starts, and the re-sealing goes domain by domain.
    const during = await start(newKey, oldKey());
    const counts = Object.fromEntries(
      (await resealSecrets(db, during.sealer)).map((c) => [c.domain, c.count]),
    );
    expect(counts.auth).toBeGreaterThanOrEqual(2);
    expect(counts).toMatchObject({ mail: 1, 'ad-domain': 1, webhooks: 1, 'ai-server': 0 });
    expect(counts.variables).toBe(1);
    await during.close();

    // The new key alone: the node starts, users sign in, every secret opens to what it was.
    const after = await start(newKey);
    await signIn(after, 'user', DEMO_PASSWORD);
    const only = createSealer(newKey);
    expect((await getMailSettings(db, only))?.password).toBe(MAIL.password);
    expect((await adSettings.read(db, only)).password).toBe('Ad-Secret-1');
    const [erp] = await db.select().from(variables).where(eq(variables.type, 'password'));
    expect(only.open(erp?.value ?? '')).toBe(ERP_PASSWORD);
    const [stored] = await db.select().from(applicationWebhooks);
    expect(only.open(stored?.secretSealed ?? '')).toBe(hook.body.result.secret);
  });

  it('a value no key opens stops the re-sealing and changes nothing', async () => {
    const db = database.db;
    const [before] = await db.select().from(applicationWebhooks);
    const stranger = createSealer(randomBytes(32));
    await expect(resealSecrets(db, stranger)).rejects.toThrow();
    const [after] = await db.select().from(applicationWebhooks);
    expect(after?.secretSealed).toBe(before?.secretSealed);
    expect((await getMailSettings(db, createSealer(newKey)))?.password).toBe(MAIL.password);
  });
});
