import type {
  PersonRef,
  ProcessDetail,
  ProcessRow,
  ProcessStatusValue,
  processListQuery,
  UserProcessDetail,
  UserProcessRow,
  VersionRecordRow,
  VersionRecordType,
  VersionRow,
} from '@rpa/contracts';
import { and, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { escapeLike } from '../../platform/db/paging';
import { departments } from '../departments';
import { personColumns, users } from '../users';
import { processes, processUsers, versionRecords, versions } from './schema';

const developer = alias(users, 'developer');
const owner = alias(users, 'owner');
const actor = alias(users, 'actor');

const iso = (d: Date | null) => d?.toISOString() ?? null;

// Left-joined users come back as null when the row names nobody (or the user was deleted).
const developerCols = personColumns(developer);
const ownerCols = personColumns(owner);
const actorCols = personColumns(actor);

/** The list filters shared by every identity's list. */
export function filterConditions(q: z.output<typeof processListQuery>): SQL[] {
  const where: SQL[] = [];
  if (q.name) where.push(ilike(processes.name, `%${escapeLike(q.name)}%`));
  if (q.keyword) where.push(ilike(processes.keywords, `%${escapeLike(q.keyword)}%`));
  if (q.status !== undefined) where.push(eq(processes.status, q.status));
  if (q.departmentId) where.push(eq(processes.departmentId, q.departmentId));
  return where;
}

const inScope = (scope: number[]) => within(processes.departmentId, scope);

/** Developers see their departments' processes and their own wherever they are. */
export const developerScope = (scope: number[], userId: number) =>
  or(inScope(scope), eq(processes.developerId, userId)) as SQL;
/** Managers see their departments' processes. */
export const managerScope = inScope;
/** Owners see the processes they own. */
export const ownerScope = (userId: number) => eq(processes.ownerId, userId);
/** Users see published processes assigned to them. */
export const userScope = (userId: number) =>
  and(
    isNotNull(processes.releasedVersionId),
    inArray(
      processes.id,
      sql`(select ${processUsers.processId} from ${processUsers} where ${processUsers.userId} = ${userId})`,
    ),
  ) as SQL;

const userCount = sql<number>`(select count(*)::int from ${processUsers} where ${processUsers.processId} = ${processes.id})`;

const rowColumns = {
  p: processes,
  departmentName: departments.name,
  developer: developerCols,
  owner: ownerCols,
  userCount,
};

type Selected = {
  p: typeof processes.$inferSelect;
  departmentName: string;
  developer: PersonRef | null;
  owner: PersonRef | null;
  userCount: number;
};

/** A process as its lists show it; `released` holds the numbers of published versions. */
function toRow(r: Selected, released: Map<number, string>): ProcessRow {
  const p = r.p;
  return {
    id: p.id,
    name: p.name,
    keywords: p.keywords,
    introduction: p.introduction,
    description: p.description,
    icon: p.iconSha256,
    status: p.status as ProcessStatusValue,
    latestVersion: p.latestVersion,
    versionCount: p.versionCount,
    releasedVersion: p.releasedVersionId ? (released.get(p.releasedVersionId) ?? null) : null,
    pendingVersionId: p.pendingVersionId,
    developer: r.developer,
    owner: r.owner,
    departmentId: p.departmentId,
    departmentName: r.departmentName,
    userCount: r.userCount,
    dispatchCount: p.dispatchCount,
    lastRunAt: iso(p.lastRunAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function baseSelect(db: Db) {
  return db
    .select(rowColumns)
    .from(processes)
    .innerJoin(departments, eq(departments.id, processes.departmentId))
    .leftJoin(developer, eq(developer.id, processes.developerId))
    .leftJoin(owner, eq(owner.id, processes.ownerId));
}

/** Numbers of the given versions, for the released-version column. */
async function numbers(db: Db, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = ids.filter((i): i is number => i !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: versions.id, number: versions.number })
    .from(versions)
    .where(inArray(versions.id, wanted));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/**
 * A page of processes, most recently changed first, each as `toRowOf` makes
 * it with the numbers of the published versions (one query for the page).
 */
async function pageOfProcesses<T>(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset: number,
  toRowOf: (r: Selected, released: Map<number, string>) => T,
): Promise<T[]> {
  const rows = await baseSelect(db)
    .where(where)
    .orderBy(desc(processes.updatedAt), desc(processes.id))
    .limit(limit)
    .offset(offset);
  const released = await numbers(
    db,
    rows.map((r) => r.p.releasedVersionId),
  );
  return rows.map((r) => toRowOf(r, released));
}

/** Rows of a process list, most recently changed first. */
export function processRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<ProcessRow[]> {
  return pageOfProcesses(db, where, limit, offset, toRow);
}

export async function processDetail(db: Db, id: number): Promise<ProcessDetail | null> {
  const [r] = await baseSelect(db).where(eq(processes.id, id));
  if (!r) return null;
  const released = await numbers(db, [r.p.releasedVersionId]);
  const assigned = await db
    .select(personColumns(users))
    .from(processUsers)
    .innerJoin(users, eq(users.id, processUsers.userId))
    .where(eq(processUsers.processId, id))
    .orderBy(users.account);
  const p = r.p;
  return {
    ...toRow(r, released),
    iconMime: p.iconMime,
    help: p.help,
    assistant: p.assistant,
    startOnBoot: p.startOnBoot,
    waitTimeout: p.waitTimeout,
    runTimeout: p.runTimeout,
    manualMinutes: p.manualMinutes,
    autoStopMinutes: p.autoStopMinutes,
    failedRetries: p.failedRetries,
    parameters: p.parameters,
    flow: p.flow,
    users: assigned,
    ownerConfirmedAt: iso(p.ownerConfirmedAt),
  };
}

/** The user's view: the published version, its parameters and flow. */
export function userProcessRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<UserProcessRow[]> {
  return pageOfProcesses(db, where, limit, offset, toUserRow);
}

function toUserRow(r: Selected, released: Map<number, string>): UserProcessRow {
  const p = r.p;
  const versionId = p.releasedVersionId ?? 0;
  return {
    id: p.id,
    name: p.name,
    keywords: p.keywords,
    introduction: p.introduction,
    icon: p.iconSha256,
    version: released.get(versionId) ?? '',
    versionId,
    developer: r.developer,
    owner: r.owner,
    dispatchCount: p.dispatchCount,
    lastRunAt: iso(p.lastRunAt),
  };
}

export async function userProcessDetail(db: Db, where: SQL | undefined): Promise<UserProcessDetail | null> {
  const [r] = await baseSelect(db).where(where);
  if (!r) return null;
  const p = r.p;
  return {
    ...toUserRow(r, await numbers(db, [p.releasedVersionId])),
    description: p.description,
    help: p.help,
    parameters: p.parameters,
    flow: p.flow,
    assistant: p.assistant,
    waitTimeout: p.waitTimeout,
    runTimeout: p.runTimeout,
  };
}

const recordColumns = {
  r: versionRecords,
  versionNumber: versions.number,
  processName: processes.name,
  actor: actorCols,
};

function toRecord(row: {
  r: typeof versionRecords.$inferSelect;
  versionNumber: string;
  processName: string;
  actor: PersonRef | null;
}): VersionRecordRow {
  return {
    id: row.r.id,
    processId: row.r.processId,
    processName: row.processName,
    versionId: row.r.versionId,
    versionNumber: row.versionNumber,
    type: row.r.type as VersionRecordType,
    actor: row.actor,
    actorName: row.r.actorName,
    reason: row.r.reason,
    at: row.r.at.toISOString(),
  };
}

/**
 * Version records with their version, process and actor; with
 * `latestPerVersion`, one a version (the first in the query's order).
 */
export function recordSelect(db: Db, latestPerVersion = false) {
  const select = latestPerVersion
    ? db.selectDistinctOn([versionRecords.versionId], recordColumns)
    : db.select(recordColumns);
  return select
    .from(versionRecords)
    .innerJoin(versions, eq(versions.id, versionRecords.versionId))
    .innerJoin(processes, eq(processes.id, versionRecords.processId))
    .leftJoin(actor, eq(actor.id, versionRecords.actorId));
}

export async function recordRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<VersionRecordRow[]> {
  const rows = await recordSelect(db)
    .where(where)
    .orderBy(desc(versionRecords.at), desc(versionRecords.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toRecord);
}

/** Rows of a version list, newest first, each with its last record. */
export async function versionRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<VersionRow[]> {
  const rows = await db
    .select({ v: versions, developer: developerCols, owner: ownerCols })
    .from(versions)
    .leftJoin(developer, eq(developer.id, versions.developerId))
    .leftJoin(owner, eq(owner.id, versions.ownerId))
    .where(where)
    .orderBy(desc(versions.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.v.id);
  const last = new Map<number, VersionRecordRow>();
  if (ids.length) {
    const latest = await recordSelect(db, true)
      .where(inArray(versionRecords.versionId, ids))
      .orderBy(versionRecords.versionId, desc(versionRecords.at), desc(versionRecords.id));
    for (const rec of latest) last.set(rec.r.versionId, toRecord(rec));
  }
  return rows.map(({ v, ...r }) => ({
    id: v.id,
    processId: v.processId,
    number: v.number,
    status: v.status as ProcessStatusValue,
    active: v.active,
    size: v.size,
    packageSha256: v.packageSha256,
    runtime: v.manifest.runtime,
    entry: v.manifest.entry,
    introduction: v.introduction,
    developer: r.developer,
    owner: r.owner,
    createdAt: v.createdAt.toISOString(),
    submittedAt: iso(v.submittedAt),
    releasedAt: iso(v.releasedAt),
    lastRunAt: iso(v.lastRunAt),
    dispatchCount: v.dispatchCount,
    lastRecord: last.get(v.id) ?? null,
  }));
}

export async function versionRow(db: Db, versionId: number): Promise<VersionRow | null> {
  const [row] = await versionRows(db, eq(versions.id, versionId), 1);
  return row ?? null;
}
