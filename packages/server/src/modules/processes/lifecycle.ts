import {
  Code,
  Identity,
  type MessageKey,
  ProcessStatus,
  VERSION_TRANSITIONS,
  type VersionAction,
  type VersionStatus,
  versionActionRefusal,
} from '@rpa/contracts';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files';
import { AppError } from '../../platform/http/errors';
import { linkComponents } from '../components';
import { type MessageHost, markSubjectRead, type VersionEvent, workflowAlerts } from '../messages';
import { identitiesOf } from '../roles';
import { users } from '../users';
import { processes, versionRecords, versions } from './schema';

export interface Actor {
  userId: number;
  account: string;
}

/**
 * Rewrites the summary columns of a process from its active versions:
 * latest and released version, count, the version awaiting the owner, and
 * the status (1 while one awaits, else 2 once one is published, else 0).
 * Returns the number of active versions.
 */
export async function refreshProcess(tx: Db, processId: number): Promise<number> {
  const active = await tx
    .select({ id: versions.id, number: versions.number, status: versions.status })
    .from(versions)
    .where(and(eq(versions.processId, processId), eq(versions.active, true)))
    .orderBy(desc(versions.id));
  const released = active.find((v) => v.status === ProcessStatus.RELEASE);
  const pending = active.find((v) => v.status === ProcessStatus.PRE_RELEASE);
  await tx
    .update(processes)
    .set({
      status: pending ? ProcessStatus.PRE_RELEASE : released ? ProcessStatus.RELEASE : ProcessStatus.EDIT,
      latestVersion: active[0]?.number ?? null,
      versionCount: active.length,
      releasedVersionId: released?.id ?? null,
      pendingVersionId: pending?.id ?? null,
      updatedAt: new Date(),
    })
    .where(eq(processes.id, processId));
  return active.length;
}

/** Refusals for the caller (not their process) are 403; the rest are state conflicts (409). */
function refusalCode(key: MessageKey): number {
  return key === 'versions.notDeveloper' || key === 'versions.notOwner' ? Code.FORBIDDEN : Code.CONFLICT;
}

/** An active user holding the owner identity, or the refusal. */
async function assertOwnerCandidate(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  if (user?.status !== 'normal' || !(await identitiesOf(db, userId)).includes(Identity.OWNER)) {
    throw new AppError(Code.BAD_REQUEST, 'processes.ownerInvalid');
  }
}

export interface TransitionInput {
  versionId: number;
  actor: Actor;
  /** Reject and return. */
  reason?: string;
  /** Publish: the owner chosen, and optionally the version's introduction. */
  ownerId?: number;
  introduction?: string | undefined;
}

export interface TransitionResult {
  processId: number;
  processDeleted: boolean;
  /** Package and icon addresses no row may hold any more (to collect once committed). */
  released: string[];
}

/**
 * Takes one step of the version lifecycle (VERSION_TRANSITIONS) in a
 * transaction: the version and its process are locked, the step is judged
 * by the table for this caller, applied, recorded, and the process summary
 * rewritten. Deleting the last active version deletes the process.
 */
export async function applyTransition(
  db: Db,
  action: VersionAction,
  input: TransitionInput,
): Promise<TransitionResult> {
  const t = VERSION_TRANSITIONS[action];
  return db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const [version] = await tx.select().from(versions).where(eq(versions.id, input.versionId)).for('update');
    if (!version) throw new AppError(Code.BAD_REQUEST, 'versions.notFound');
    const [process] = await tx
      .select()
      .from(processes)
      .where(eq(processes.id, version.processId))
      .for('update');
    if (!process) throw new AppError(Code.BAD_REQUEST, 'versions.notFound');
    const [pendingElsewhere] = await tx
      .select({ n: count() })
      .from(versions)
      .where(
        and(
          eq(versions.processId, process.id),
          eq(versions.active, true),
          eq(versions.status, ProcessStatus.PRE_RELEASE),
          ne(versions.id, version.id),
        ),
      );
    const refusal = versionActionRefusal(action, {
      version: { status: version.status as VersionStatus, active: version.active },
      isDeveloper: process.developerId === input.actor.userId,
      isOwner: process.ownerId !== null && process.ownerId === input.actor.userId,
      otherPending: (pendingElsewhere?.n ?? 0) > 0,
    });
    if (refusal) throw new AppError(refusalCode(refusal), refusal);

    const now = new Date();
    const change: Partial<typeof versions.$inferInsert> = {};
    if (action === 'publish') {
      const ownerId = input.ownerId ?? 0;
      if (process.ownerId !== null && process.ownerId !== ownerId) {
        const [fixed] = await tx
          .select({ account: users.account, realName: users.realName })
          .from(users)
          .where(eq(users.id, process.ownerId));
        throw new AppError(Code.CONFLICT, 'processes.ownerFixed', {
          owner: fixed ? `${fixed.realName} (${fixed.account})` : String(process.ownerId),
        });
      }
      if (process.ownerId === null) {
        await assertOwnerCandidate(tx, ownerId);
        await tx
          .update(processes)
          .set({ ownerId, ownerConfirmedAt: now })
          .where(eq(processes.id, process.id));
      }
      Object.assign(change, { ownerId, submittedAt: now });
      if (input.introduction !== undefined) change.introduction = input.introduction;
    }
    if (action === 'approve') change.releasedAt = now;
    // The components it declares must still exist when it is submitted and published.
    if (action === 'publish' || action === 'approve')
      await linkComponents(tx, version.id, version.manifest.components);
    if (t.to === null) Object.assign(change, { active: false, deletedAt: now });
    else change.status = t.to;
    await tx.update(versions).set(change).where(eq(versions.id, version.id));
    if (t.record) {
      await tx.insert(versionRecords).values({
        processId: process.id,
        versionId: version.id,
        type: t.record,
        actorId: input.actor.userId,
        actorName: input.actor.account,
        reason: input.reason ?? '',
      });
    }

    const remaining = await refreshProcess(tx, process.id);
    if (remaining > 0) return { processId: process.id, processDeleted: false, released: [] };
    const held = await tx
      .select({ sha: versions.packageSha256 })
      .from(versions)
      .where(eq(versions.processId, process.id));
    // Versions, records and assignments go with it (foreign keys cascade).
    await tx.delete(processes).where(eq(processes.id, process.id));
    const released = held.map((h) => h.sha);
    if (process.iconSha256) released.push(process.iconSha256);
    return { processId: process.id, processDeleted: true, released };
  });
}

/**
 * Removes stored files no version or process refers to any more. Run after
 * the change that released them has committed; a file that is in use
 * again by then is kept.
 */
export async function collectFiles(db: Db, files: FileStore, shas: readonly string[]): Promise<void> {
  const held = new Set(await heldPackageFiles(db, shas));
  for (const sha of new Set(shas)) if (!held.has(sha)) await files.delete(sha);
}

/** Which of these stored files a version's package or a process's icon names. */
export async function heldPackageFiles(db: Db, shas: readonly string[]): Promise<string[]> {
  if (shas.length === 0) return [];
  const packages = await db
    .selectDistinct({ sha: versions.packageSha256 })
    .from(versions)
    .where(inArray(versions.packageSha256, [...shas]));
  const icons = await db
    .selectDistinct({ sha: processes.iconSha256 })
    .from(processes)
    .where(inArray(processes.iconSha256, [...shas]));
  return [...packages, ...icons].flatMap((r) => (r.sha ? [r.sha] : []));
}

/** A lifecycle step, then the files it released collected. */
export async function takeStep(
  db: Db,
  files: FileStore,
  action: VersionAction,
  input: TransitionInput,
): Promise<TransitionResult> {
  const result = await applyTransition(db, action, input);
  await collectFiles(db, files, result.released);
  return result;
}

const ANNOUNCED: ReadonlySet<VersionAction> = new Set<VersionEvent>([
  'publish',
  'withdraw',
  'approve',
  'reject',
  'back',
]);

/**
 * Tells whoever a step concerns, once it is done: the owner of a version
 * submitted to them (or withdrawn from them), the developer of a version
 * approved, rejected or returned (with the owner's reason). The owner's
 * own messages about the process count as read once they answered.
 */
export async function announceStep(
  host: MessageHost,
  action: VersionAction,
  input: Pick<TransitionInput, 'versionId' | 'actor' | 'reason'>,
): Promise<void> {
  if (!ANNOUNCED.has(action)) return;
  const db = host.database.db;
  const [v] = await db
    .select({
      processId: versions.processId,
      number: versions.number,
      developerId: versions.developerId,
      ownerId: versions.ownerId,
      name: processes.name,
      processDeveloperId: processes.developerId,
      processOwnerId: processes.ownerId,
    })
    .from(versions)
    .innerJoin(processes, eq(processes.id, versions.processId))
    .where(eq(versions.id, input.versionId));
  if (!v) return;
  const toOwner = action === 'publish' || action === 'withdraw';
  // The owner answered: the request to audit is dealt with.
  if (!toOwner) await markSubjectRead(db, input.actor.userId, { type: 'process', id: v.processId });
  const recipient = toOwner ? (v.ownerId ?? v.processOwnerId) : (v.developerId ?? v.processDeveloperId);
  if (recipient === null || recipient === input.actor.userId) return;
  const [actor] = await db
    .select({ realName: users.realName })
    .from(users)
    .where(eq(users.id, input.actor.userId));
  await workflowAlerts.versionStep(host, {
    event: action as VersionEvent,
    recipients: [recipient],
    processId: v.processId,
    process: v.name,
    version: v.number,
    actor: actor?.realName ? `${actor.realName} (${input.actor.account})` : input.actor.account,
    reason: input.reason,
  });
}
