import { randomUUID } from 'node:crypto';
import type { DataSyncSettings } from '@rpa/contracts';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { applyBatch } from './apply';
import { captureOn, stopCapture } from './capture';
import { beginCopy, copyStep } from './copy';
import { dataSyncState } from './schema';
import { syncSettings, targetName } from './settings';
import { reasonOf, Target } from './target';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's sync worker (docs/operations.md "Data sync"). */
    dataSync: SyncWorker;
  }
}

/** How long the lease holds without renewal: a node that died hands the sync on after this. */
const LEASE_SECONDS = 30;
/** The lease is renewed once less than this is left of it. */
const RENEW_BELOW_MS = 20_000;
/** Waits between passes: caught up; disabled; not the lease holder. */
const IDLE_MS = 1000;
const OFF_MS = 5000;
const STANDBY_MS = 3000;
/** Back-off after a failed pass: doubled each time from the first, at most the last. */
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 30_000;

/**
 * The sync's worker on one node. Every node runs one; only the holder of
 * the lease on the state row works (one UPDATE claims it when it is free or
 * ran out, as the AD sync's claim does), so however many nodes there are,
 * one copies at a time. A pass does one step: start a first copy, copy a
 * page, or apply a batch of the queue; busy, the next pass follows at once.
 */
export class SyncWorker {
  private readonly token = randomUUID();
  /** When this node's lease runs out, by its own clock (0: not held). */
  private leaseUntil = 0;
  private target: Target | null = null;
  /** What `target` was opened with: other settings open another connection. */
  private openedWith = '';
  private failures = 0;
  private timer: NodeJS.Timeout | null = null;
  private passing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly app: FastifyInstance) {}

  private get db(): Db {
    return this.app.database.db;
  }

  start(): void {
    this.schedule(0);
  }

  /** Looks again now rather than after the wait (a save on this node). */
  wake(): void {
    if (this.stopped || !this.timer) return;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.passing;
    await this.dropTarget();
    await this.release().catch((err: unknown) =>
      this.app.log.error({ err }, 'data sync: lease not released'),
    );
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.passing = this.pass().then((next) => this.schedule(next));
    }, ms);
    this.timer.unref();
  }

  /** One pass; answers the wait before the next. Never rejects. */
  private async pass(): Promise<number> {
    try {
      const s = await syncSettings.read(this.db, this.app.sealer);
      if (!s.enabled) {
        await this.switchedOff();
        return OFF_MS;
      }
      if (!(await this.holdLease())) {
        await this.dropTarget();
        return STANDBY_MS;
      }
      const busy = await this.step(s);
      this.failures = 0;
      return busy ? 0 : IDLE_MS;
    } catch (err) {
      if (this.stopped) return 0;
      this.failures += 1;
      await this.dropTarget();
      await this.recordError(err);
      return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (this.failures - 1));
    }
  }

  /** One step of the sync; answers whether there is more to do at once. */
  private async step(s: DataSyncSettings): Promise<boolean> {
    const [state] = await this.db.select().from(dataSyncState).where(eq(dataSyncState.id, 1));
    if (!state) return false;
    const name = targetName(s);
    if (state.phase === 'idle' || state.target !== name || state.recopy) {
      await beginCopy(this.db, name);
      return true;
    }
    const target = await this.connect(s);
    if (state.phase === 'copying') {
      const copied = await copyStep(this.db, target, state.captureFrom);
      await this.clearError();
      return copied !== 0;
    }
    const applied = await applyBatch(this.db, target);
    await this.clearError();
    return applied > 0;
  }

  /** The open connection to the target, or a new one (its tables created when missing). */
  private async connect(s: DataSyncSettings): Promise<Target> {
    const key = `${targetName(s)}\n${s.password}`;
    if (this.target && !this.target.broken && this.openedWith === key) return this.target;
    await this.dropTarget();
    const target = await Target.open(s);
    try {
      await target.ensureTables();
    } catch (err) {
      await target.close();
      throw err;
    }
    this.target = target;
    this.openedWith = key;
    return target;
  }

  private async dropTarget(): Promise<void> {
    const t = this.target;
    this.target = null;
    await t?.close();
  }

  /** Disabled: capture off and the queue forgotten (once, by whichever node sees it first). */
  private async switchedOff(): Promise<void> {
    await this.dropTarget();
    const [state] = await this.db.select().from(dataSyncState).where(eq(dataSyncState.id, 1));
    if ((await captureOn(this.db)) || (state && state.phase !== 'idle')) await stopCapture(this.db);
    if (this.leaseUntil) await this.release();
  }

  /** Takes or renews the lease; false while another node holds it. */
  private async holdLease(): Promise<boolean> {
    if (this.leaseUntil - Date.now() > RENEW_BELOW_MS) return true;
    const rows = await this.db
      .update(dataSyncState)
      .set({ claim: this.token, leaseUntil: sql`now() + ${LEASE_SECONDS} * interval '1 second'` })
      .where(
        and(
          eq(dataSyncState.id, 1),
          or(
            isNull(dataSyncState.claim),
            eq(dataSyncState.claim, this.token),
            lt(dataSyncState.leaseUntil, sql`now()`),
          ),
        ),
      )
      .returning({ id: dataSyncState.id });
    this.leaseUntil = rows.length ? Date.now() + LEASE_SECONDS * 1000 : 0;
    return rows.length > 0;
  }

  private async release(): Promise<void> {
    this.leaseUntil = 0;
    await this.db
      .update(dataSyncState)
      .set({ claim: null, leaseUntil: null })
      .where(eq(dataSyncState.claim, this.token));
  }

  private async recordError(err: unknown): Promise<void> {
    const reason = reasonOf(err);
    this.app.log.warn({ reason }, 'data sync: attempt failed, retried');
    await this.db
      .update(dataSyncState)
      .set({ lastError: reason.slice(0, 2000), lastErrorAt: new Date() })
      .where(eq(dataSyncState.id, 1))
      .catch((e: unknown) => this.app.log.error({ err: e }, 'data sync: error not recorded'));
  }

  private async clearError(): Promise<void> {
    await this.db
      .update(dataSyncState)
      .set({ lastError: '', lastErrorAt: null })
      .where(and(eq(dataSyncState.id, 1), ne(dataSyncState.lastError, '')));
  }
}

/** Each node's worker, started once the node listens and stopped before the database closes. */
export async function installSyncWorker(app: FastifyInstance): Promise<void> {
  const worker = new SyncWorker(app);
  app.decorate('dataSync', worker);
  app.addHook('onListen', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
