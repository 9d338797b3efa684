import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db';
import { sysConfig } from '../platform/db/schema';
import { createTestDatabase } from '../testing/db';
import { seedDemo } from './index';

describe('demo seeding', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds an empty database once and leaves it alone afterwards', async () => {
    const first = await seedDemo(database.db);
    expect(first.seeded).toBe(true);
    const marker = await database.db.select().from(sysConfig);
    expect(marker.map((r) => r.key)).toContain('demo.seededAt');
    const second = await seedDemo(database.db);
    expect(second.seeded).toBe(false);
    expect(await database.db.select().from(sysConfig)).toEqual(marker);
  });
});
