import {
  EXPIRING_SOON_DAYS,
  type LicenceCategoryValue,
  type LicenceRow,
  type LicenceStatusValue,
  type LicenceTypeValue,
} from '@rpa/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { sessions } from '../auth';
import { licenceSeats, licences } from './schema';

const DAY_MS = 86_400_000;
/** A user's seat counts from its claim until the session that needed it exists. */
const CLAIM_GRACE_MS = 60_000;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The status of a licence row at `now` (console-administration.md §4). */
export function statusSql(now: Date): SQL<LicenceStatusValue> {
  return sql<LicenceStatusValue>`case
    when ${licences.integrity} <> 'valid' then ${licences.integrity}
    when ${licences.effectiveAt} > ${at(now)} then 'notEffective'
    when ${licences.dueAt} < ${at(now)} then 'expired'
    else 'valid' end`;
}

/**
 * Whether a seat is in use at `now`: a robot's until released; a user's while
 * the user has a live session of the client it serves (or just claimed it).
 */
export function liveSeatSql(now: Date): SQL {
  return sql`(${licenceSeats.robotId} is not null
    or ${licenceSeats.claimedAt} > ${at(new Date(now.getTime() - CLAIM_GRACE_MS))}
    or exists (select 1 from ${sessions}
      where ${sessions.userId} = ${licenceSeats.userId}
        and ${sessions.clientType} = case ${licenceSeats.category}
          when 'designer' then 'designer' when 'foreground' then 'assistant' end
        and ${sessions.revokedAt} is null
        and ${sessions.expiresAt} > ${at(now)}))`;
}

/** Seats in use per licence. */
export function usedSeats(db: Db, now: Date) {
  return db
    .select({ licSn: licenceSeats.licSn, n: sql<number>`count(*)::int`.as('n') })
    .from(licenceSeats)
    .where(liveSeatSql(now))
    .groupBy(licenceSeats.licSn)
    .as('used');
}

export interface ListFilter {
  status?: LicenceStatusValue | undefined;
  category?: LicenceCategoryValue | undefined;
  agentType?: string | undefined;
  licSn?: string | undefined;
}

export function licenceConditions(f: ListFilter, now: Date): SQL | undefined {
  return and(
    f.status ? sql`${statusSql(now)} = ${f.status}` : undefined,
    f.category ? eq(licences.category, f.category) : undefined,
    f.agentType
      ? sql`(${licences.agentType} = ${f.agentType} or ${licences.category} = ${f.agentType})`
      : undefined,
    f.licSn ? eq(licences.licSn, f.licSn) : undefined,
  );
}

/** Licences as the list shows them, newest import first. */
export async function licenceRows(
  db: Db,
  filter: ListFilter,
  now = new Date(),
  page?: { limit: number; offset: number },
): Promise<LicenceRow[]> {
  const used = usedSeats(db, now);
  let q = db
    .select({ l: licences, status: statusSql(now), used: sql<number>`coalesce(${used.n}, 0)::int` })
    .from(licences)
    .leftJoin(used, eq(used.licSn, licences.licSn))
    .where(licenceConditions(filter, now))
    .orderBy(desc(licences.importedAt), licences.licSn)
    .$dynamic();
  if (page) q = q.limit(page.limit).offset(page.offset);
  return (await q).map(({ l, status, used: n }) => {
    const daysLeft = Math.ceil((l.dueAt.getTime() - now.getTime()) / DAY_MS);
    return {
      licSn: l.licSn,
      custName: l.custName,
      category: l.category as LicenceCategoryValue,
      agentType: l.agentType,
      number: l.number,
      used: n,
      remaining: Math.max(0, l.number - n),
      type: l.type as LicenceTypeValue,
      effectiveAt: l.effectiveAt.toISOString(),
      dueAt: l.dueAt.toISOString(),
      clusterNodes: l.clusterNodes,
      machineCode: l.machineCode,
      status,
      expiringSoon: status === 'valid' && daysLeft <= EXPIRING_SOON_DAYS,
      daysLeft,
      importedAt: l.importedAt.toISOString(),
    };
  });
}
