import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../testing/db';
import { createSealer } from '../crypto';
import type { Database } from '../db';
import { sysConfig } from '../db/schema';
import { defineSetting } from '.';

const proxy = defineSetting(
  'test.proxy',
  z.object({ host: z.string().max(50), port: z.number().int().min(1).max(65535), password: z.string() }),
  { host: '', port: 8080, password: '' },
  ['password'],
);

let database: Database;
const sealer = createSealer(randomBytes(32));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('settings kit', () => {
  it('answers the defaults before anything is saved', async () => {
    expect(await proxy.read(database.db, sealer)).toEqual({ host: '', port: 8080, password: '' });
    expect(await proxy.view(database.db)).toEqual({
      value: { host: '', port: 8080, password: '' },
      sealedSet: [],
    });
  });

  it('seals secrets at rest, never shows them, and keeps them when saved empty', async () => {
    await proxy.write(database.db, sealer, { host: 'proxy.example', port: 3128, password: 'S3cret!' });
    const [row] = await database.db.select().from(sysConfig).where(eq(sysConfig.key, 'test.proxy'));
    expect(JSON.stringify(row?.value)).not.toContain('S3cret!');
    expect(await proxy.view(database.db)).toEqual({
      value: { host: 'proxy.example', port: 3128, password: '' },
      sealedSet: ['password'],
    });
    await proxy.write(database.db, sealer, { host: 'proxy2.example', port: 3128, password: '' });
    expect(await proxy.read(database.db, sealer)).toEqual({
      host: 'proxy2.example',
      port: 3128,
      password: 'S3cret!',
    });
  });
});
