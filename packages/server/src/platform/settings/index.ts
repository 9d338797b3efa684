import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { reseal, type Sealer } from '../crypto';
import type { Db } from '../db';
import { sysConfig } from '../db/sys-config';

/**
 * A setting of the system configuration: one row of `sys_config` under its
 * key, its rules as a zod object (the same schema the console's form rules
 * come from), a default, and the fields that are secrets. Secrets are sealed
 * under the master key at rest, never answered in clear: the console sees
 * them empty with `<field>` listed in `sealedSet`, and saving an empty secret
 * keeps the stored one.
 */
export interface Setting<S extends z.ZodObject> {
  readonly key: string;
  readonly schema: S;
  /** The value in clear (secrets opened), for the server's own use. */
  read(db: Db, sealer: Sealer): Promise<z.output<S>>;
  /** What the console may see: secrets emptied, and which of them hold a value. */
  view(db: Db): Promise<{ value: z.output<S>; sealedSet: string[] }>;
  /** Stores a checked value; an empty secret keeps the stored one. */
  write(db: Db, sealer: Sealer, input: z.output<S>): Promise<void>;
  /** Seals its stored secrets again under the current master key; how many. */
  reseal(db: Db, sealer: Sealer): Promise<number>;
}

type Stored = Record<string, unknown> & { sealed?: Record<string, string> };

async function stored(db: Db, key: string): Promise<Stored | null> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, key));
  return (row?.value as Stored | undefined) ?? null;
}

export function defineSetting<S extends z.ZodObject>(
  key: string,
  schema: S,
  defaults: z.output<S>,
  secrets: ReadonlyArray<keyof z.output<S> & string> = [],
): Setting<S> {
  /** The stored value over the defaults, dropping fields a newer schema no longer has. */
  function plain(row: Stored | null): Record<string, unknown> {
    const { sealed: _sealed, ...fields } = row ?? {};
    const merged = { ...defaults, ...fields };
    const parsed = schema.safeParse(merged);
    return (parsed.success ? parsed.data : defaults) as Record<string, unknown>;
  }
  return {
    key,
    schema,
    async read(db, sealer) {
      const row = await stored(db, key);
      const value = plain(row);
      for (const field of secrets) {
        const sealed = row?.sealed?.[field];
        value[field] = sealed ? sealer.open(sealed) : '';
      }
      return value as z.output<S>;
    },
    async view(db) {
      const row = await stored(db, key);
      const value = plain(row);
      for (const field of secrets) value[field] = '';
      return { value: value as z.output<S>, sealedSet: secrets.filter((f) => !!row?.sealed?.[f]) };
    },
    async write(db, sealer, input) {
      const previous = await stored(db, key);
      const fields: Record<string, unknown> = { ...(input as Record<string, unknown>) };
      const sealed: Record<string, string> = {};
      for (const field of secrets) {
        const given = fields[field];
        delete fields[field];
        if (typeof given === 'string' && given !== '') sealed[field] = sealer.seal(given);
        else if (previous?.sealed?.[field]) sealed[field] = previous.sealed[field];
      }
      const value = { ...fields, sealed };
      await db
        .insert(sysConfig)
        .values({ key, value })
        .onConflictDoUpdate({ target: sysConfig.key, set: { value, updatedAt: new Date() } });
    },
    async reseal(db, sealer) {
      const row = await stored(db, key);
      const entries = Object.entries(row?.sealed ?? {}).filter(([, v]) => v !== '');
      if (!row || entries.length === 0) return 0;
      const sealed = { ...row.sealed };
      for (const [field, v] of entries) sealed[field] = reseal(sealer, v);
      await db
        .update(sysConfig)
        .set({ value: { ...row, sealed }, updatedAt: new Date() })
        .where(eq(sysConfig.key, key));
      return entries.length;
    },
  };
}
