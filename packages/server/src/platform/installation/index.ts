import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { sysConfig } from '../db/schema';

const KEY = 'installation.id';

/**
 * This installation's random id, created once and kept in the database:
 * it survives restarts and is the same on every node sharing the database,
 * while a new database (a new installation) gets a new one. Licences are
 * bound to it, and the event bus keeps installations sharing a Redis apart by it.
 */
export async function installationId(db: Db): Promise<string> {
  const read = async () => {
    const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, KEY));
    return row ? String(row.value) : null;
  };
  const existing = await read();
  if (existing) return existing;
  // Two nodes starting together: the first insert wins and both read it back.
  await db.insert(sysConfig).values({ key: KEY, value: randomUUID() }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('installation id could not be stored');
  return stored;
}
