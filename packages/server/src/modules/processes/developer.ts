import { readFile } from 'node:fs/promises';
import {
  Code,
  ICON_LIMITS,
  Identity,
  type ProcessDetail,
  processesApi,
  processReads,
  type VersionAction,
  type VersionRow,
} from '@rpa/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { uploadRules } from '../../platform/uploads';
import { logged } from '../oplog';
import { robotWarning } from '../tasks';
import { actorOf, described, note, scopedProcess } from './access';
import { packageDownloadRoute } from './download';
import { checkIcon } from './icon';
import { announceStep, collectFiles, takeStep } from './lifecycle';
import { usersWithIdentity } from './people';
import { developerScope, processDetail, versionRow } from './query';
import { readRoutes } from './reads';
import { processes } from './schema';
import { checkPackage, receiveFile, storePackage, uniqueViolation } from './upload';

/**
 * The developer's calls (menus 201-205): upload packages, edit processes
 * and their icons, submit, withdraw and delete versions, download packages.
 */
export async function developerRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const scope = async (req: FastifyRequest) =>
    developerScope(await req.managedDepartments(), req.requireSession().userId);
  const maxPackageBytes = api.config.packageMaxMb * 1024 * 1024;

  /** A process of the caller's scope that the caller develops. */
  async function ownProcess(req: FastifyRequest, id: number) {
    const p = await scopedProcess(db, id, await scope(req));
    if (p.developerId !== req.requireSession().userId)
      throw new AppError(Code.FORBIDDEN, 'processes.notYours');
    return p;
  }

  async function detail(id: number): Promise<ProcessDetail> {
    const d = await processDetail(db, id);
    if (!d) throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
    return d;
  }

  readRoutes(api, { contracts: processReads.dev, scope });

  // A new process on the first upload of a name, else a new version of the caller's process.
  route(api, processesApi.upload, logged('processes', 'upload', described('uploadPackage')), async (req) => {
    // An upload's text fields are not parsed for it: `processId` comes in the query.
    const { processId } = parse(processesApi.upload.input, req.query, req.lang);
    const target = processId ? await ownProcess(req, processId) : null;
    const s = req.requireSession();
    const stored = await receiveFile(
      req,
      maxPackageBytes,
      { missing: 'packages.noFile', tooLarge: ['packages.tooLarge', { max: api.config.packageMaxMb }] },
      async (file) => {
        const pkg = await checkPackage(file, maxPackageBytes, req.lang);
        note(req, 'uploadPackage', { name: pkg.manifest.name, version: pkg.manifest.version });
        return storePackage(
          { db, files: api.files, actor: actorOf(req), departmentId: s.departmentId, target },
          file,
          pkg,
        );
      },
    );
    const version = await versionRow(db, stored.versionId);
    if (!version) throw new AppError(Code.BAD_REQUEST, 'versions.notFound');
    return { created: stored.created, process: await detail(stored.processId), version };
  });

  route(
    api,
    processesApi.modify,
    logged('processes', 'modify', described('modifyProcess', 'id')),
    async (req, { id, ...fields }) => {
      const current = await ownProcess(req, id);
      if (fields.name !== undefined) {
        const [taken] = await db
          .select({ id: processes.id })
          .from(processes)
          .where(and(eq(sql`lower(${processes.name})`, fields.name.toLowerCase()), ne(processes.id, id)));
        if (taken) throw new AppError(Code.CONFLICT, 'processes.nameTaken');
      }
      // Keeping the department it already has is no move, even one the developer does not manage.
      if (
        fields.departmentId !== undefined &&
        fields.departmentId !== current.departmentId &&
        !(await req.managedDepartments()).includes(fields.departmentId)
      ) {
        throw new AppError(Code.BAD_REQUEST, 'processes.departmentOutOfScope');
      }
      try {
        await db
          .update(processes)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(processes.id, id));
      } catch (err) {
        if (uniqueViolation(err, 'processes_name_lower_idx')) {
          throw new AppError(Code.CONFLICT, 'processes.nameTaken');
        }
        throw err;
      }
      return detail(id);
    },
  );

  route(api, processesApi.uploadIcon, logged('processes', 'upload', described('uploadIcon')), async (req) => {
    const { id } = parse(processesApi.uploadIcon.input, req.query, req.lang);
    const p = await ownProcess(req, id);
    note(req, 'uploadIcon', { id });
    const maxMb = ICON_LIMITS.MAX_BYTES / 1024 / 1024;
    const { bytes, mime } = await receiveFile(
      req,
      ICON_LIMITS.MAX_BYTES,
      { missing: 'processes.iconMissing', tooLarge: ['processes.iconTooLarge', { max: maxMb }] },
      async (file) => {
        const content = await readFile(file);
        return { bytes: content, mime: (await checkIcon(content)).mime };
      },
      await uploadRules(db),
    );
    const icon = await api.files.put(bytes);
    await db
      .update(processes)
      .set({ iconSha256: icon.sha256, iconMime: mime, updatedAt: new Date() })
      .where(eq(processes.id, id));
    if (p.iconSha256 && p.iconSha256 !== icon.sha256) await collectFiles(db, api.files, [p.iconSha256]);
    return detail(id);
  });

  // Whom a version can be submitted to: active users holding the owner identity.
  route(api, processesApi.owners, () => usersWithIdentity(db, Identity.OWNER));

  const step = async (req: FastifyRequest, action: VersionAction, versionId: number, extra = {}) => {
    const input = { versionId, actor: actorOf(req), ...extra };
    const result = await takeStep(db, api.files, action, input);
    await announceStep(api, action, input);
    return result;
  };

  route(
    api,
    processesApi.publish,
    logged('versions', 'modify', described('submitVersion', 'versionId')),
    async (req, input) => {
      await step(req, 'publish', input.versionId, {
        ownerId: input.ownerId,
        introduction: input.introduction,
      });
      const row = (await versionRow(db, input.versionId)) as VersionRow;
      return { ...row, ...(await robotWarning(db, row.processId, req.lang)) };
    },
  );

  route(
    api,
    processesApi.withdraw,
    logged('versions', 'modify', described('withdrawVersion', 'versionId')),
    async (req, { versionId }) => {
      await step(req, 'withdraw', versionId);
      return (await versionRow(db, versionId)) as VersionRow;
    },
  );

  route(
    api,
    processesApi.delete,
    logged('versions', 'delete', described('deleteVersion', 'versionId')),
    async (req, { versionId }) => {
      const { processDeleted, processId } = await step(req, 'delete', versionId);
      if (processDeleted) note(req, 'deleteLastVersion', { id: versionId, processId });
      return { processDeleted };
    },
  );

  packageDownloadRoute(api, processesApi.devDownload, scope);
}
