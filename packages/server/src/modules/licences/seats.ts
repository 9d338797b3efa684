import {
  Code,
  type Lang,
  LICENCE_CATEGORY_LABELS,
  LicenceCategory,
  type LicenceCategoryValue,
  LicenceCode,
  type LicenceStatusValue,
  type LicenceTransferReasonValue,
} from '@rpa/contracts';
import { and, desc, eq, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { AppError } from '../../platform/http/errors';
import type { MessageHost } from '../messages';
import { users } from '../users';
import { raiseLicenceAlerts } from './alerts';
import { licenceRows, liveSeatSql, statusSql, usedSeats } from './query';
import { licenceSeats, licences, licenceTransfers } from './schema';

/**
 * The seat service: robots (later, through the gateway) and designer or
 * assistant sign-ins take seats through these calls and nothing else, so
 * seat counting and transfer records stay in one place.
 */

export type SeatHolder = { robotId: number; userId?: undefined } | { userId: number; robotId?: undefined };

/** What the service needs: the database, the mailer for alerts, and the default alert language. */
export interface LicenceHost extends MessageHost {
  config: { appLang: Lang };
}

/** The seat category a sign-in client needs (console-core.md §6); other clients need none. */
export const SEAT_CATEGORY_OF_CLIENT: Partial<Record<string, LicenceCategoryValue>> = {
  designer: 'designer',
  assistant: 'foreground',
};

/** The transfer reason for seats leaving a licence of this status. */
export function transferReasonOf(status: LicenceStatusValue): LicenceTransferReasonValue {
  if (status === 'valid') return 'manual';
  if (status === 'machineCodeError') return 'errorCode';
  return status;
}

const holderIs = (h: SeatHolder): SQL =>
  h.robotId !== undefined ? eq(licenceSeats.robotId, h.robotId) : eq(licenceSeats.userId, h.userId);

const holderOf = (h: SeatHolder) =>
  h.robotId !== undefined ? { robotId: h.robotId, userId: null } : { robotId: null, userId: h.userId };

/** Serialises seat changes of one category across nodes (held until the transaction ends). */
async function lockCategory(tx: Db, category: LicenceCategoryValue): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(72610002, ${LicenceCategory.indexOf(category)})`);
}

/** Frees the seats of users whose client session has ended. */
async function sweepUserSeats(tx: Db, category: LicenceCategoryValue, now: Date): Promise<void> {
  await tx
    .delete(licenceSeats)
    .where(and(eq(licenceSeats.category, category), isNotNull(licenceSeats.userId), not(liveSeatSql(now))));
}

/** A valid licence of the category with a seat left: formal before trial, the longest-lasting first. */
async function licenceWithSeat(
  tx: Db,
  category: LicenceCategoryValue,
  now: Date,
  licSn?: string,
): Promise<{ licSn: string; left: number } | undefined> {
  const used = usedSeats(tx, now);
  const [row] = await tx
    .select({ licSn: licences.licSn, left: sql<number>`${licences.number} - coalesce(${used.n}, 0)` })
    .from(licences)
    .leftJoin(used, eq(used.licSn, licences.licSn))
    .where(
      and(
        eq(licences.category, category),
        sql`${statusSql(now)} = 'valid'`,
        sql`coalesce(${used.n}, 0) < ${licences.number}`,
        licSn ? eq(licences.licSn, licSn) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${licences.type} = 'formal' then 0 else 1 end`,
      desc(licences.dueAt),
      licences.licSn,
    )
    .limit(1);
  return row;
}

function usedUp(category: LicenceCategoryValue, lang: Lang): AppError {
  return new AppError(LicenceCode.USED_UP, 'licences.usedUp', {
    category: LICENCE_CATEGORY_LABELS[category][lang],
  });
}

export interface Claim {
  licSn: string;
  /** The licence the seat came from when it moved (its licence was no longer valid, or another was asked for). */
  movedFrom: string | null;
}

/**
 * Gives the holder a seat of the category, or refuses with "used up"
 * (LicenceCode.USED_UP). Idempotent: a holder keeps the seat it has while its
 * licence stays valid. A seat on a licence that is no longer valid moves to a
 * valid one, with a transfer record (failed when none has a seat left).
 * `licSn` asks for one licence in particular.
 */
export async function claimSeat(
  host: LicenceHost,
  request: SeatHolder & { category: LicenceCategoryValue; licSn?: string },
  lang: Lang = host.config.appLang,
): Promise<Claim> {
  const db = host.database.db;
  const { category, licSn: wanted } = request;
  const now = new Date();
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockCategory(tx, category);
    await sweepUserSeats(tx, category, now);
    const [current] = await tx
      .select({ id: licenceSeats.id, licSn: licenceSeats.licSn, status: statusSql(now) })
      .from(licenceSeats)
      .innerJoin(licences, eq(licences.licSn, licenceSeats.licSn))
      .where(and(eq(licenceSeats.category, category), holderIs(request)));
    if (current?.status === 'valid' && (!wanted || wanted === current.licSn)) {
      await tx.update(licenceSeats).set({ claimedAt: now }).where(eq(licenceSeats.id, current.id));
      return { ok: true as const, claim: { licSn: current.licSn, movedFrom: null } };
    }
    const target = await licenceWithSeat(tx, category, now, wanted);
    if (!target) return { ok: false as const, current };
    if (current) {
      await tx
        .update(licenceSeats)
        .set({ licSn: target.licSn, claimedAt: now })
        .where(eq(licenceSeats.id, current.id));
      await tx.insert(licenceTransfers).values({
        ...holderOf(request),
        fromLicSn: current.licSn,
        toLicSn: target.licSn,
        reason: transferReasonOf(current.status),
        result: 'success',
      });
    } else {
      await tx.insert(licenceSeats).values({ ...holderOf(request), licSn: target.licSn, category });
    }
    return { ok: true as const, claim: { licSn: target.licSn, movedFrom: current?.licSn ?? null } };
  });
  if (!outcome.ok) {
    // Recorded outside the refused transaction, so the failure stays on record.
    if (outcome.current) {
      await db.insert(licenceTransfers).values({
        ...holderOf(request),
        fromLicSn: outcome.current.licSn,
        toLicSn: wanted ?? null,
        reason: transferReasonOf(outcome.current.status),
        result: 'failed',
      });
    }
    await raiseLicenceAlerts(host, lang, now);
    throw usedUp(category, lang);
  }
  await raiseLicenceAlerts(host, lang, now);
  return outcome.claim;
}

/** Frees the holder's seats (of one category, or all); answers how many were freed. */
export async function releaseSeat(
  host: { database: { db: Db } },
  holder: SeatHolder & { category?: LicenceCategoryValue },
): Promise<number> {
  const freed = await host.database.db
    .delete(licenceSeats)
    .where(and(holderIs(holder), holder.category ? eq(licenceSeats.category, holder.category) : undefined))
    .returning({ id: licenceSeats.id });
  return freed.length;
}

/** The holder's seat of a category and the status of its licence, or null. */
export async function seatOf(
  host: { database: { db: Db } },
  holder: SeatHolder & { category: LicenceCategoryValue },
): Promise<{ licSn: string; status: LicenceStatusValue } | null> {
  const now = new Date();
  const [row] = await host.database.db
    .select({ licSn: licenceSeats.licSn, status: statusSql(now) })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.licSn, licenceSeats.licSn))
    .where(and(eq(licenceSeats.category, holder.category), holderIs(holder)));
  return row ?? null;
}

/** Seats left in a category: over its valid licences, seats minus seats in use. */
export async function seatsLeft(
  host: { database: { db: Db } },
  category: LicenceCategoryValue,
): Promise<number> {
  const rows = await licenceRows(host.database.db, { category, status: 'valid' });
  return rows.reduce((sum, l) => sum + l.remaining, 0);
}

/**
 * Moves the seats of one licence (all its holders, or only the given robots)
 * to another licence of the same category while it has seats left; each
 * holder gets a transfer record, failed when it did not fit. The reason is
 * the old licence's status (manual while it is still valid) unless given.
 */
export async function transferSeats(
  host: LicenceHost,
  input: { fromLicSn: string; toLicSn: string; robotIds?: number[]; reason?: LicenceTransferReasonValue },
  lang: Lang = host.config.appLang,
): Promise<{ moved: number; failed: number }> {
  const db = host.database.db;
  const now = new Date();
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [from] = await tx
      .select({ category: licences.category, status: statusSql(now) })
      .from(licences)
      .where(eq(licences.licSn, input.fromLicSn));
    if (!from) throw new AppError(Code.BAD_REQUEST, 'licences.notFound');
    const category = from.category as LicenceCategoryValue;
    await lockCategory(tx, category);
    const reason = input.reason ?? transferReasonOf(from.status);
    const seats = await tx
      .select({ id: licenceSeats.id, robotId: licenceSeats.robotId, userId: licenceSeats.userId })
      .from(licenceSeats)
      .where(
        and(
          eq(licenceSeats.licSn, input.fromLicSn),
          input.robotIds ? within(licenceSeats.robotId, input.robotIds) : undefined,
        ),
      )
      .orderBy(licenceSeats.claimedAt, licenceSeats.id);
    const target = await licenceWithSeat(tx, category, now, input.toLicSn);
    let left = target ? Number(target.left) : 0;
    let moved = 0;
    for (const seat of seats) {
      const fits = left > 0;
      if (fits) {
        await tx.update(licenceSeats).set({ licSn: input.toLicSn }).where(eq(licenceSeats.id, seat.id));
        left -= 1;
        moved += 1;
      }
      await tx.insert(licenceTransfers).values({
        robotId: seat.robotId,
        userId: seat.userId,
        fromLicSn: input.fromLicSn,
        toLicSn: input.toLicSn,
        reason,
        result: fits ? 'success' : 'failed',
      });
    }
    return { moved, failed: seats.length - moved };
  });
  await raiseLicenceAlerts(host, lang, now);
  return result;
}

/**
 * Whether the user is allowed the client at all: the studio (designer) and
 * assistant licence flags a manager sets on the user (console-administration.md §3).
 */
async function holdsClientFlag(db: Db, userId: number, clientType: string): Promise<boolean> {
  const [u] = await db
    .select({ studio: users.studioLicence, assistant: users.assistantLicence })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return false;
  return clientType === 'designer' ? u.studio : u.assistant;
}

/**
 * The seat a designer or assistant sign-in needs (console-core.md §6); other
 * clients need none. None left: LicenceCode.NONE_AVAILABLE, whose message
 * tells the client it will quit.
 */
export async function claimClientSeat(
  host: LicenceHost,
  userId: number,
  clientType: string,
  lang: Lang = host.config.appLang,
): Promise<Claim | null> {
  const category = SEAT_CATEGORY_OF_CLIENT[clientType];
  if (!category) return null;
  // The user's own licence flag comes first: without it, the seats left do not matter.
  if (!(await holdsClientFlag(host.database.db, userId, clientType))) {
    throw new AppError(LicenceCode.NONE_AVAILABLE, 'licences.noneAvailableQuit', {
      category: LICENCE_CATEGORY_LABELS[category][lang],
    });
  }
  try {
    return await claimSeat(host, { userId, category }, lang);
  } catch (err) {
    if (err instanceof AppError && err.code === LicenceCode.USED_UP) {
      throw new AppError(LicenceCode.NONE_AVAILABLE, 'licences.noneAvailableQuit', err.params);
    }
    throw err;
  }
}
