import { createReadStream } from 'node:fs';
import {
  COMPONENT_LIMITS,
  Code,
  type ComponentDetail,
  type ComponentRow,
  componentsApi,
  type OplogDescriptionKey,
  type OplogText,
} from '@rpa/contracts';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerRobot } from '../../gateway';
import type { Db } from '../../platform/db';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { attachment } from '../../platform/http/attachment';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { receiveFile } from '../processes';
import { HOLDING_STATES, tasks } from '../tasks';
import { checkComponentPackage } from './package';
import { components, componentVersions, versionComponents } from './schema';
import { usersOf } from './usage';

/** True when `err` (or what it wraps) is a unique violation. */
function uniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

const MAX_BYTES = COMPONENT_LIMITS.PACKAGE_MAX_MB * 1024 * 1024;
const SHA256 = /^[0-9a-f]{64}$/;

/** What a call's operation-log row says, filled in by the handler once it knows the names. */
const notes = new WeakMap<FastifyRequest, OplogText>();
const describedAs = (key: OplogDescriptionKey) => (req: FastifyRequest) =>
  notes.get(req) ?? { key, params: { name: '?', version: '?' } };
const note = (req: FastifyRequest, key: OplogDescriptionKey, params: Record<string, string>) =>
  notes.set(req, { key, params });

// Plain SQL: drizzle leaves a single table's columns unqualified, which these subqueries would make ambiguous.
/** Process versions (not deleted) declaring any version of the component. */
const usedByCount = sql<number>`(select count(distinct vc.version_id)::int from version_components vc
  join component_versions cv on cv.id = vc.component_version_id
  join versions v on v.id = vc.version_id and v.active
  where cv.component_id = components.id)`;
const versionCount = sql<number>`(select count(*)::int from component_versions cv where cv.component_id = components.id)`;
const latestVersion = sql<string>`coalesce((select cv.version from component_versions cv
  where cv.component_id = components.id order by cv.uploaded_at desc, cv.id desc limit 1), '')`;

async function componentRows(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({ c: components, latestVersion, versionCount, usedByCount })
    .from(components)
    .where(where)
    .orderBy(desc(components.updatedAt), desc(components.id))
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ c, ...counts }): ComponentRow => ({
      id: c.id,
      name: c.name,
      description: c.description,
      createdBy: c.createdBy,
      updatedAt: c.updatedAt.toISOString(),
      ...counts,
    }),
  );
}

async function detailOf(db: Db, id: number): Promise<ComponentDetail> {
  const [row] = await componentRows(db, eq(components.id, id), 1, 0);
  if (!row) throw new AppError(Code.BAD_REQUEST, 'components.notFound');
  const list = await db
    .select()
    .from(componentVersions)
    .where(eq(componentVersions.componentId, id))
    .orderBy(desc(componentVersions.uploadedAt), desc(componentVersions.id));
  const users = await usersOf(
    db,
    list.map((v) => v.id),
  );
  return {
    ...row,
    versions: list.map((v) => ({
      id: v.id,
      version: v.version,
      description: v.description,
      inputs: v.inputs.map((p) => ({ ...p, description: p.description ?? '' })),
      outputs: v.outputs.map((p) => ({ ...p, description: p.description ?? '' })),
      size: v.size,
      sha256: v.sha256,
      uploadedBy: v.uploadedBy,
      uploadedAt: v.uploadedAt.toISOString(),
      usedBy: users.filter((u) => u.componentVersionId === v.id).map(({ componentVersionId: _, ...u }) => u),
    })),
  };
}

/** A component version and its project's name. */
async function versionOf(db: Db, id: number) {
  const [found] = await db
    .select({ v: componentVersions, name: components.name })
    .from(componentVersions)
    .innerJoin(components, eq(components.id, componentVersions.componentId))
    .where(eq(componentVersions.id, id));
  if (!found) throw new AppError(Code.BAD_REQUEST, 'components.versionNotFound');
  return found;
}

/**
 * Deletes component versions in a transaction, refused while a published
 * process version uses one ("… is used by process X version Y"); unpublished
 * ones let go of them (their publishing checks the components again). The
 * project goes with its last version. Answers the files let go of.
 */
async function deleteVersions(db: Db, componentId: number, ids: number[] | 'all') {
  return db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const [component] = await tx
      .select()
      .from(components)
      .where(eq(components.id, componentId))
      .for('update');
    if (!component) throw new AppError(Code.BAD_REQUEST, 'components.notFound');
    const doomed = await tx
      .select({
        id: componentVersions.id,
        version: componentVersions.version,
        sha256: componentVersions.sha256,
      })
      .from(componentVersions)
      .where(
        and(
          eq(componentVersions.componentId, componentId),
          ids === 'all' ? undefined : inArray(componentVersions.id, ids),
        ),
      )
      .for('update');
    const used = (
      await usersOf(
        tx,
        doomed.map((d) => d.id),
      )
    ).find((u) => u.published);
    if (used) {
      throw new AppError(Code.CONFLICT, 'components.inUse', {
        name: component.name,
        version: doomed.find((d) => d.id === used.componentVersionId)?.version ?? '',
        process: used.processName,
        processVersion: used.versionNumber,
      });
    }
    const doomedIds = doomed.map((d) => d.id);
    if (doomedIds.length) {
      await tx.delete(versionComponents).where(inArray(versionComponents.componentVersionId, doomedIds));
      await tx.delete(componentVersions).where(inArray(componentVersions.id, doomedIds));
    }
    const [left] = await tx
      .select({ version: componentVersions.version, description: componentVersions.description })
      .from(componentVersions)
      .where(eq(componentVersions.componentId, componentId))
      .orderBy(desc(componentVersions.uploadedAt), desc(componentVersions.id))
      .limit(1);
    if (left) {
      await tx
        .update(components)
        .set({ description: left.description, updatedAt: new Date() })
        .where(eq(components.id, componentId));
    } else {
      await tx.delete(components).where(eq(components.id, componentId));
    }
    return { component, released: doomed.map((d) => d.sha256), componentDeleted: !left };
  });
}

/**
 * Custom components (console-administration.md §2, §3; menu 1804): the
 * installation's component projects, their versions uploaded as component
 * packages, who uses them, and the robots' download of those their tasks need.
 */
export async function componentRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  route(api, componentsApi.list, async (_req, q) => {
    const where = q.name ? ilike(components.name, `%${escapeLike(q.name)}%`) : undefined;
    return listPage(db, q, matchingRows(db, components, where), (size, offset) =>
      componentRows(db, where, size, offset),
    );
  });

  route(api, componentsApi.detail, async (_req, { id }) => detailOf(db, id));

  route(
    api,
    componentsApi.upload,
    logged('components', 'upload', describedAs('uploadComponent')),
    async (req) => {
      const account = req.requireSession().account;
      const id = await receiveFile(
        req,
        MAX_BYTES,
        {
          missing: 'components.noFile',
          tooLarge: ['components.tooLarge', { max: COMPONENT_LIMITS.PACKAGE_MAX_MB }],
        },
        async (file) => {
          const { manifest } = await checkComponentPackage(file, req.lang);
          note(req, 'uploadComponent', { name: manifest.name, version: manifest.version });
          const taken = () =>
            new AppError(Code.CONFLICT, 'components.versionTaken', {
              name: manifest.name,
              version: manifest.version,
            });
          const [existing] = await db
            .select({ id: components.id, name: components.name })
            .from(components)
            .where(eq(sql`lower(${components.name})`, manifest.name.toLowerCase()));
          if (existing) {
            const [dup] = await db
              .select({ id: componentVersions.id })
              .from(componentVersions)
              .where(
                and(
                  eq(componentVersions.componentId, existing.id),
                  eq(componentVersions.version, manifest.version),
                ),
              );
            if (dup) throw taken();
          }
          const stored = await api.files.put(createReadStream(file));
          try {
            return await db.transaction(async (txx) => {
              const tx = txx as unknown as Db;
              const values = { description: manifest.description, updatedAt: new Date() };
              // The first version creates the project; later ones describe it.
              const [project] = existing
                ? await tx
                    .update(components)
                    .set(values)
                    .where(eq(components.id, existing.id))
                    .returning({ id: components.id })
                : await tx
                    .insert(components)
                    .values({ name: manifest.name, createdBy: account, ...values })
                    .returning({ id: components.id });
              if (!project) throw new Error('component insert failed');
              await tx.insert(componentVersions).values({
                componentId: project.id,
                version: manifest.version,
                description: manifest.description,
                inputs: manifest.inputs,
                outputs: manifest.outputs,
                size: stored.size,
                sha256: stored.sha256,
                fileKey: stored.sha256,
                uploadedBy: account,
              });
              return project.id;
            });
          } catch (err) {
            // Nothing of a refused upload stays (the store keeps bytes other rows still name).
            await api.files.delete(stored.sha256);
            // A concurrent upload of the same version (or first version) won.
            if (uniqueViolation(err)) throw taken();
            throw err;
          }
        },
      );
      return detailOf(db, id);
    },
  );

  route(
    api,
    componentsApi.download,
    logged('components', 'download', describedAs('downloadComponent')),
    async (req, { id }, reply) => {
      const { v, name } = await versionOf(db, id);
      note(req, 'downloadComponent', { name, version: v.version });
      if (!(await api.files.has(v.sha256))) throw new AppError(Code.SERVER_ERROR, 'components.fileMissing');
      return reply
        .type('application/zip')
        .header('content-length', v.size)
        .header('content-disposition', attachment(`${name}-${v.version}.zip`))
        .send(await api.files.get(v.sha256));
    },
  );

  route(
    api,
    componentsApi.removeVersion,
    logged('components', 'delete', describedAs('deleteComponentVersion')),
    async (req, { id }) => {
      const { v, name } = await versionOf(db, id);
      note(req, 'deleteComponentVersion', { name, version: v.version });
      const done = await deleteVersions(db, v.componentId, [id]);
      for (const sha of done.released) await api.files.delete(sha);
      return { componentDeleted: done.componentDeleted };
    },
  );

  route(
    api,
    componentsApi.remove,
    logged('components', 'delete', describedAs('deleteComponent')),
    async (req, { id }) => {
      const [c] = await db.select({ name: components.name }).from(components).where(eq(components.id, id));
      if (!c) throw new AppError(Code.BAD_REQUEST, 'components.notFound');
      note(req, 'deleteComponent', { name: c.name });
      const done = await deleteVersions(db, id, 'all');
      for (const sha of done.released) await api.files.delete(sha);
      return null;
    },
  );

  // A robot fetches a component only while it holds a task whose process version uses it.
  route(api, componentsApi.robotComponent, async (req, _input, reply) => {
    const robot = await bearerRobot(db, req);
    const sha = (req.params as { sha256: string }).sha256;
    if (!SHA256.test(sha)) throw new AppError(Code.FORBIDDEN, 'components.notAllowed');
    const [found] = await db
      .select({ id: componentVersions.id })
      .from(tasks)
      .innerJoin(versionComponents, eq(versionComponents.versionId, tasks.versionId))
      .innerJoin(componentVersions, eq(componentVersions.id, versionComponents.componentVersionId))
      .where(
        and(
          eq(tasks.robotId, robot.id),
          inArray(tasks.state, [...HOLDING_STATES]),
          eq(componentVersions.sha256, sha),
        ),
      )
      .limit(1);
    if (!found) throw new AppError(Code.FORBIDDEN, 'components.notAllowed');
    if (!(await api.files.has(sha))) throw new AppError(Code.NOT_FOUND, 'components.fileMissing');
    // No content-length from the row: a damaged file of another size must still end, for the robot to judge it.
    return reply.type('application/zip').send(await api.files.get(sha));
  });
}
