import type { MailSettings } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { reseal, type Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { sysConfig } from '../../platform/db/schema';

const KEY = 'mail.server';

interface Stored extends Omit<MailSettings, 'password'> {
  passwordSealed: string;
}

/** The configured mail server, password opened; null when none is configured. */
export async function getMailSettings(db: Db, sealer: Sealer): Promise<MailSettings | null> {
  const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, KEY));
  if (!row) return null;
  const { passwordSealed, ...rest } = row.value as Stored;
  return { ...rest, password: passwordSealed ? sealer.open(passwordSealed) : '' };
}

export async function saveMailSettings(db: Db, sealer: Sealer, input: MailSettings): Promise<void> {
  const { password, ...rest } = input;
  const previous = password ? null : await getMailSettings(db, sealer);
  const kept = password || previous?.password || '';
  const value: Stored = { ...rest, passwordSealed: kept ? sealer.seal(kept) : '' };
  await db
    .insert(sysConfig)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: sysConfig.key, set: { value, updatedAt: new Date() } });
}

/** The mail server's password sealed again under the current master key (a rotation); how many. */
export async function resealMailSettings(db: Db, sealer: Sealer): Promise<number> {
  const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, KEY));
  const stored = row?.value as Stored | undefined;
  if (!stored?.passwordSealed) return 0;
  const value: Stored = { ...stored, passwordSealed: reseal(sealer, stored.passwordSealed) };
  await db.update(sysConfig).set({ value, updatedAt: new Date() }).where(eq(sysConfig.key, KEY));
  return 1;
}
