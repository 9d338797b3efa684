import type { CalendarDay } from '@rpa/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { calendars } from './schema';

export type Overrides = ReadonlyMap<string, boolean>;

export const overridesOf = (days: CalendarDay[]): Overrides => new Map(days.map((d) => [d.date, d.workday]));

/** The overrides of each of these calendars, by id (missing ids are left out). */
export async function loadOverrides(
  db: Pick<Db, 'select'>,
  ids: Iterable<number>,
): Promise<Map<number, Overrides>> {
  const wanted = [...new Set(ids)];
  const out = new Map<number, Overrides>();
  if (!wanted.length) return out;
  const rows = await db.select().from(calendars).where(inArray(calendars.id, wanted));
  for (const r of rows) out.set(r.id, overridesOf(r.days));
  return out;
}
