import {
  type DesktopReport,
  type DesktopWanted,
  HOUSEKEEPER_ALIAS_MAX,
  HOUSEKEEPER_ALIAS_MIN,
  HOUSEKEEPER_ALIAS_PATTERN,
  type MessageKey,
  type StewardMessage,
  type StewardRefusalValue,
} from '@rpa/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { useMachineKey } from '../../machine-keys';
import { robots } from '../../robots';
import { housekeepers } from '../schema';

export type StewardHello = Extract<StewardMessage, { type: 'hello' }>;

export type Registration =
  | { ok: true; housekeeperId: number; departmentId: number; alias: string }
  | { ok: false; reason: StewardRefusalValue; key: MessageKey };

/**
 * The console's name for a new steward: its machine name where that follows
 * the alias rule (console-administration.md §5), otherwise the machine name
 * with each other character made "_" (a host name like "pc-01.corp" has dots).
 */
export function aliasFor(machine: string): string {
  if (HOUSEKEEPER_ALIAS_PATTERN.test(machine)) return machine;
  const cleaned = [...machine.replace(/[^\p{L}\p{N}@_-]/gu, '_')].slice(0, HOUSEKEEPER_ALIAS_MAX).join('');
  return cleaned.padEnd(HOUSEKEEPER_ALIAS_MIN, '_');
}

/**
 * Registers a steward as the housekeeper of its machine, or takes a known
 * one back, with a machine key (docs/robot-protocol.md, "Desktop stewards"):
 * the key's department is the steward's. A steward of the same machine name
 * in another department is not taken over. Robots of the machine that have
 * no steward yet are linked to it.
 */
export async function registerSteward(
  db: Db,
  hello: StewardHello,
  ip: string,
  connectionId: string,
): Promise<Registration> {
  const key = await useMachineKey(db, hello.machineKey);
  if (!key) return { ok: false, reason: 'machineKey', key: 'gateway.machineKeyInvalid' };
  const now = new Date();
  const reported = {
    ip: hello.address || ip,
    connected: true,
    refreshedAt: now,
    connectionId,
    version: hello.version,
    desktops: hello.desktops,
  };
  const [row] = await db
    .insert(housekeepers)
    .values({
      name: hello.name,
      housekeeperAlias: aliasFor(hello.name),
      departmentId: key.departmentId,
      registeredAt: now,
      ...reported,
    })
    .onConflictDoUpdate({
      target: housekeepers.name,
      set: reported,
      setWhere: eq(housekeepers.departmentId, key.departmentId),
    })
    .returning({ id: housekeepers.id, alias: housekeepers.housekeeperAlias });
  if (!row) return { ok: false, reason: 'otherDepartment', key: 'steward.otherDepartment' };
  await db
    .update(robots)
    .set({ housekeeperId: row.id })
    .where(and(eq(robots.hostName, hello.name), isNull(robots.housekeeperId)));
  return { ok: true, housekeeperId: row.id, departmentId: key.departmentId, alias: row.alias };
}

/**
 * A beat of the steward's current connection: it is connected, with these
 * desktops. False when the connection is no longer current (another one
 * took over) or the steward was deleted.
 */
export async function beat(
  db: Db,
  housekeeperId: number,
  connectionId: string,
  desktops: DesktopReport[],
): Promise<boolean> {
  const rows = await db
    .update(housekeepers)
    .set({ connected: true, refreshedAt: new Date(), desktops })
    .where(and(eq(housekeepers.id, housekeeperId), eq(housekeepers.connectionId, connectionId)))
    .returning({ id: housekeepers.id });
  return rows.length > 0;
}

/** The steward's connection ended: not connected, unless a newer connection took over. */
export async function disconnected(db: Db, housekeeperId: number, connectionId: string): Promise<void> {
  await db
    .update(housekeepers)
    .set({ connected: false })
    .where(and(eq(housekeepers.id, housekeeperId), eq(housekeepers.connectionId, connectionId)));
}

/**
 * Stewards whose connection went silent without closing (their node died):
 * not connected once no beat came for `staleAfterMs`. Those only saved
 * through `/rpa/hk/save` (no connection) keep what was saved.
 */
export async function sweepSilent(db: Db, staleAfterMs: number): Promise<void> {
  await db
    .update(housekeepers)
    .set({ connected: false })
    .where(
      and(
        eq(housekeepers.connected, true),
        sql`${housekeepers.connectionId} is not null`,
        sql`${housekeepers.refreshedAt} < ${new Date(Date.now() - staleAfterMs)}`,
      ),
    );
}

/** What the steward must keep: its alias and each robot's desktop resolution (empty: its own default). */
export async function stewardConfig(
  db: Db,
  housekeeperId: number,
): Promise<{ alias: string; desktops: DesktopWanted[] } | null> {
  const [h] = await db
    .select({ alias: housekeepers.housekeeperAlias })
    .from(housekeepers)
    .where(eq(housekeepers.id, housekeeperId));
  if (!h) return null;
  const desktops = await db
    .select({ robotsNo: robots.robotsNo, resolution: robots.resolution })
    .from(robots)
    .where(eq(robots.housekeeperId, housekeeperId))
    .orderBy(asc(robots.robotsNo));
  return { alias: h.alias, desktops };
}
