import { Code } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { InvalidCredentialsError } from 'ldapts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { newClient } from './directory';
import { adUsers } from './schema';
import { adSettings } from './settings';

/**
 * A user's password checked where it lives: 'local' for a local account
 * (the caller checks its hash), else the directory's verdict on a bind with
 * the user's DN; 'unavailable' when the directory could not say.
 */
export async function directoryPassword(
  db: Db,
  userId: number,
  password: string,
): Promise<'local' | 'right' | 'wrong' | 'unavailable'> {
  const [link] = await db.select({ dn: adUsers.dn }).from(adUsers).where(eq(adUsers.userId, userId));
  if (!link) return 'local';
  // An empty password would be an unauthenticated bind, which succeeds.
  if (!password) return 'wrong';
  const { value } = await adSettings.view(db);
  if (!value.address) return 'unavailable';
  const client = newClient(value);
  try {
    await client.bind(link.dn, password);
    return 'right';
  } catch (err) {
    return err instanceof InvalidCredentialsError ? 'wrong' : 'unavailable';
  } finally {
    await client.unbind().catch(() => {});
  }
}

/** The user's directory entry, or null for a local account. */
export async function directoryBinding(
  db: Db,
  userId: number,
): Promise<{ dn: string; domainAccount: string } | null> {
  const [link] = await db
    .select({ dn: adUsers.dn, domainAccount: adUsers.domainAccount })
    .from(adUsers)
    .where(eq(adUsers.userId, userId));
  return link ?? null;
}

/** Refuses to set a local password for a directory user: it would never be asked for. */
export async function assertLocalPassword(db: Db, userId: number): Promise<void> {
  if (await directoryBinding(db, userId))
    throw new AppError(Code.BAD_REQUEST, 'adDomain.passwordInDirectory');
}
