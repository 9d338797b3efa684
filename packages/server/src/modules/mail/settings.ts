import { MAIL_FIELD_MAX, type MailSettings } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { sysConfig } from '../../platform/db/schema';

const KEY = 'mail.server';

const text = z.string().trim().max(MAIL_FIELD_MAX);

/** The mailbox-server tab's rules (console-administration.md §5). */
export const mailSettingsSchema = z.object({
  host: text.min(1),
  port: z.coerce.number().int().min(1).max(65_535),
  timeout: z.coerce.number().int().min(1).max(300),
  sender: z.email().max(MAIL_FIELD_MAX),
  username: text,
  /** Empty keeps the stored password. */
  password: z.string().max(MAIL_FIELD_MAX),
  ssl: z.boolean(),
});

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
