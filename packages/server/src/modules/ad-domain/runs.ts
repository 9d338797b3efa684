import { randomUUID } from 'node:crypto';
import { type AdFrequency, type AdSettings, Code, type IdentityId } from '@rpa/contracts';
import { Cron } from 'croner';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { AppError, t } from '../../platform/http/errors';
import { writeOpLog } from '../oplog';
import { readDirectory } from './directory';
import { noChanges, type StoredReport, type StoredText, storedReport } from './report';
import { adSync } from './schema';
import { adSettings } from './settings';
import { applyDirectory } from './sync';

/** How long a claim holds without renewal: a node that died mid-sync frees it after this. */
const LEASE_SECONDS = 120;
/** How often a running sync renews its claim. */
const RENEW_MS = 30_000;
/** How often each node looks whether the scheduled sync is due. */
const TICK_MS = 30_000;

/** Who started a sync, for its report and the operation log; null for the schedule. */
export interface Actor {
  userId: number;
  userName: string;
  identity: IdentityId;
  ip: string;
}

/** The next scheduled time after `after`: 00:00 every day, or every Sunday, in the server's time zone. */
export function nextSyncTime(frequency: AdFrequency, timezone: string, after: Date): Date {
  const pattern = frequency === 'daily' ? '0 0 * * *' : '0 0 * * 0';
  const next = new Cron(pattern, { paused: true, timezone }).nextRun(after);
  if (!next) throw new Error(`no next time for ${pattern}`);
  return next;
}

async function ensureRow(db: Db): Promise<void> {
  await db.insert(adSync).values({ id: 1 }).onConflictDoNothing();
}

/** After a save: the schedule counts from now, or stops when no directory is set. */
export async function reschedule(app: FastifyInstance, s: AdSettings, now = new Date()): Promise<void> {
  const db = app.database.db;
  await ensureRow(db);
  const next = s.address ? nextSyncTime(s.frequency, app.config.timezone, now) : null;
  await db.update(adSync).set({ nextSyncAt: next }).where(eq(adSync.id, 1));
}

/**
 * Claims the right to sync, in one UPDATE of the one state row: it holds
 * when no claim is current, and for the schedule only when its time has
 * come (which it moves on to `next`). However many nodes try at once, one
 * gets the row. Answers the claim's token, or null.
 */
async function claim(db: Db, schedule?: { due: Date; next: Date }): Promise<string | null> {
  await ensureRow(db);
  const token = randomUUID();
  const free = or(isNull(adSync.claim), lt(adSync.leaseUntil, sql`now()`));
  const rows = await db
    .update(adSync)
    .set({
      claim: token,
      leaseUntil: sql`now() + ${LEASE_SECONDS} * interval '1 second'`,
      ...(schedule ? { nextSyncAt: schedule.next } : {}),
    })
    .where(and(eq(adSync.id, 1), free, schedule ? lte(adSync.nextSyncAt, schedule.due) : undefined))
    .returning({ id: adSync.id });
  return rows.length ? token : null;
}

/** Whether no sync holds a claim now, on any node. */
export async function lockFree(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ busy: sql<boolean>`${adSync.claim} is not null and ${adSync.leaseUntil} >= now()` })
    .from(adSync)
    .where(eq(adSync.id, 1));
  return !row?.busy;
}

/** The schedule's next time and the last report. */
export async function syncState(db: Db): Promise<{ nextSyncAt: Date | null; last: StoredReport | null }> {
  const [row] = await db.select().from(adSync).where(eq(adSync.id, 1));
  return { nextSyncAt: row?.nextSyncAt ?? null, last: (row?.lastReport as StoredReport | null) ?? null };
}

const counts = (r: StoredReport) => ({
  created: r.users.created.count,
  updated: r.users.updated.count,
  locked: r.users.locked.count,
});

/** Syncs running on each node, so a stop waits for them. */
const running = new WeakMap<FastifyInstance, Set<Promise<unknown>>>();

/** Runs a claimed sync to its end: read, apply, report, give the claim back; never rejects. */
async function runClaimed(
  app: FastifyInstance,
  token: string,
  s: AdSettings,
  actor: Actor | null,
): Promise<StoredReport> {
  const db = app.database.db;
  const startedAt = new Date();
  const renew = setInterval(() => {
    db.update(adSync)
      .set({ leaseUntil: sql`now() + ${LEASE_SECONDS} * interval '1 second'` })
      .where(eq(adSync.claim, token))
      .catch((err: unknown) => app.log.error({ err }, 'AD sync claim renewal failed'));
  }, RENEW_MS);
  renew.unref();
  const changes = noChanges();
  let error: StoredText | null = null;
  try {
    await applyDirectory(db, await readDirectory(s), changes);
  } catch (err) {
    if (err instanceof AppError) error = { key: err.key, ...(err.params ? { params: err.params } : {}) };
    else {
      app.log.error({ err }, 'AD sync failed');
      error = { key: 'error.system' };
    }
  } finally {
    clearInterval(renew);
  }
  const report = storedReport(
    { trigger: actor ? 'manual' : 'schedule', startedBy: actor?.userName ?? '', startedAt },
    changes,
    error,
  );
  try {
    await db
      .update(adSync)
      .set({ claim: null, leaseUntil: null, lastReport: report })
      .where(eq(adSync.claim, token));
    await writeOpLog(db, {
      userId: actor?.userId ?? null,
      userName: actor?.userName ?? '',
      identity: actor?.identity ?? null,
      ip: actor?.ip ?? '',
      module: 'adDomain',
      action: 'import',
      result: error ? 'fail' : 'success',
      description: error
        ? { key: 'adSyncFailed', params: { reason: t(app.config.appLang, error.key, error.params) } }
        : { key: actor ? 'adSynced' : 'adScheduledSync', params: counts(report) },
    });
  } catch (err) {
    // The claim then runs out with its lease, and the next sync goes ahead.
    app.log.error({ err }, 'AD sync could not record its end');
  }
  return report;
}

function track(app: FastifyInstance, run: Promise<StoredReport>): Promise<StoredReport> {
  const runs = running.get(app) ?? new Set();
  running.set(app, runs);
  runs.add(run);
  void run.finally(() => runs.delete(run));
  return run;
}

/**
 * A sync now, with the saved settings, started by `actor`: refused while
 * another runs anywhere; answers once it is claimed, with the run to await.
 */
export async function startSync(
  app: FastifyInstance,
  actor: Actor,
): Promise<{ done: Promise<StoredReport> }> {
  const s = await adSettings.read(app.database.db, app.sealer);
  if (!s.address || !s.password) throw new AppError(Code.BAD_REQUEST, 'adDomain.notConfigured');
  const token = await claim(app.database.db);
  if (!token) throw new AppError(Code.CONFLICT, 'adDomain.syncRunning');
  return { done: track(app, runClaimed(app, token, s, actor)) };
}

/**
 * The scheduled sync, when its time has come by `now` and no other sync
 * runs: claimed by one node only, which moves the time on. Answers the
 * report, or null when this node did not sync.
 */
export async function syncIfDue(app: FastifyInstance, now = new Date()): Promise<StoredReport | null> {
  const db = app.database.db;
  const s = await adSettings.read(db, app.sealer);
  if (!s.address || !s.password) return null;
  const token = await claim(db, { due: now, next: nextSyncTime(s.frequency, app.config.timezone, now) });
  return token ? track(app, runClaimed(app, token, s, null)) : null;
}

/**
 * Each node looks every half minute whether the scheduled sync is due
 * (looks never overlap); a stop waits for the look and for syncs under way.
 */
export async function installSchedule(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let looking: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      looking = looking
        .then(() => syncIfDue(app))
        .catch((err: unknown) => app.log.error({ err }, 'AD sync schedule failed'));
    }, TICK_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await looking;
    await Promise.all([...(running.get(app) ?? [])]);
  });
}
