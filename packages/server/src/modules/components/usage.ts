import { Code, type ComponentForRobot, type ProcessComponent, ProcessStatus } from '@rpa/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { FileHolder } from '../../platform/files';
import { AppError } from '../../platform/http/errors';
import { processes, versions } from '../processes';
import { components, componentVersions, versionComponents } from './schema';

/** A process version counts as published while it is released and not deleted. */
export const publishedVersion = and(eq(versions.status, ProcessStatus.RELEASE), eq(versions.active, true));

/**
 * The component versions a process manifest declares (its `components`),
 * their ids in the order declared; refuses the first one that does not
 * exist ("The process declares component X 1.0.0, which does not exist").
 */
export async function resolveComponents(
  db: Db,
  declared: readonly ProcessComponent[] | undefined,
): Promise<number[]> {
  if (!declared?.length) return [];
  const found = await db
    .select({ id: componentVersions.id, name: components.name, version: componentVersions.version })
    .from(componentVersions)
    .innerJoin(components, eq(components.id, componentVersions.componentId))
    .where(
      inArray(
        sql`lower(${components.name})`,
        declared.map((d) => d.name.toLowerCase()),
      ),
    );
  return declared.map((d) => {
    const match = found.find((f) => f.name.toLowerCase() === d.name.toLowerCase() && f.version === d.version);
    if (!match)
      throw new AppError(Code.BAD_REQUEST, 'components.unknown', { name: d.name, version: d.version });
    return match.id;
  });
}

/**
 * Records which component versions a process version uses, replacing what
 * was recorded: on upload, and again when it is published (a component
 * deleted meanwhile is refused by resolveComponents first). Call inside the
 * transaction that writes the version.
 */
export async function linkComponents(
  db: Db,
  versionId: number,
  declared: readonly ProcessComponent[] | undefined,
): Promise<void> {
  const ids = await resolveComponents(db, declared);
  await db.delete(versionComponents).where(eq(versionComponents.versionId, versionId));
  if (ids.length)
    await db
      .insert(versionComponents)
      .values(ids.map((componentVersionId) => ({ versionId, componentVersionId })));
}

/** What task offers carry for each of these process versions: the components their runs need. */
export async function componentsForRobots(
  db: Db,
  versionIds: readonly number[],
): Promise<Map<number, ComponentForRobot[]>> {
  const out = new Map<number, ComponentForRobot[]>();
  if (!versionIds.length) return out;
  const rows = await db
    .select({
      versionId: versionComponents.versionId,
      name: components.name,
      version: componentVersions.version,
      sha256: componentVersions.sha256,
      size: componentVersions.size,
    })
    .from(versionComponents)
    .innerJoin(componentVersions, eq(componentVersions.id, versionComponents.componentVersionId))
    .innerJoin(components, eq(components.id, componentVersions.componentId))
    .where(inArray(versionComponents.versionId, [...new Set(versionIds)]))
    .orderBy(asc(components.name));
  for (const { versionId, ...c } of rows) out.set(versionId, [...(out.get(versionId) ?? []), c]);
  return out;
}

/** The process versions (not deleted) using these component versions, by component version. */
export async function usersOf(db: Db, componentVersionIds: readonly number[]) {
  if (!componentVersionIds.length) return [];
  return db
    .select({
      componentVersionId: versionComponents.componentVersionId,
      processId: processes.id,
      processName: processes.name,
      versionId: versions.id,
      versionNumber: versions.number,
      published: sql<boolean>`coalesce(${publishedVersion}, false)`,
    })
    .from(versionComponents)
    .innerJoin(versions, eq(versions.id, versionComponents.versionId))
    .innerJoin(processes, eq(processes.id, versions.processId))
    .where(
      and(inArray(versionComponents.componentVersionId, [...componentVersionIds]), eq(versions.active, true)),
    )
    .orderBy(asc(processes.name), asc(versions.id));
}

/** The stored files component versions name. */
export const heldComponentFiles: FileHolder = async (db, sha256s) =>
  (
    await db
      .selectDistinct({ sha256: componentVersions.sha256 })
      .from(componentVersions)
      .where(inArray(componentVersions.sha256, [...sha256s]))
  ).map((r) => r.sha256);
