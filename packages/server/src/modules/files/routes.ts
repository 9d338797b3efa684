import {
  Code,
  FILE_RECENT_DAYS,
  type FileOperation,
  type FileOperationRow,
  type FileRow,
  type FileSource,
  type FileType,
  filesApi,
} from '@rpa/contracts';
import { and, asc, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeLike, listPage, matchingRows, tablePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { processes, visibleTo } from '../processes';
import { users } from '../users';
import { deleteFiles, describeFile, sendFile } from './documents';
import { forwardArrivals } from './forward';
import { type Placed, placeFile } from './place';
import { fileOperations, files } from './schema';
import { destinationOf, type FileRecord, scopedFiles, visibleFiles } from './scope';
import { forget, receiveUploads } from './upload';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The file screen of every identity (menus 1803, 207, 306, 404). */
export async function fileRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const account = (req: FastifyRequest) => req.requireSession().account;

  /** After files are placed: lets go of the bytes they replaced, forwards them, and answers them. */
  async function settle(placed: Placed[]) {
    for (const p of placed) if (p.previousSha256) await api.files.delete(p.previousSha256);
    await forwardArrivals(
      api,
      placed.map((p) => p.id),
    );
    return { files: placed.map(({ id, name, replaced }) => ({ id, name, replaced })) };
  }

  async function rowsOf(where: SQL | undefined, limit: number, offset: number): Promise<FileRow[]> {
    const found = await db
      .select({
        f: files,
        departmentName: departments.name,
        processName: processes.name,
        owner: users.account,
      })
      .from(files)
      .innerJoin(departments, eq(departments.id, files.departmentId))
      .leftJoin(processes, eq(processes.id, files.processId))
      .leftJoin(users, eq(users.id, files.ownerId))
      .where(where)
      .orderBy(desc(files.updatedAt), desc(files.id))
      .limit(limit)
      .offset(offset);
    return found.map(({ f, departmentName, processName, owner }) => ({
      id: f.id,
      name: f.name,
      folder: f.folder,
      type: f.type as FileType,
      size: f.size,
      source: f.source as FileSource,
      place: f.place as FileRow['place'],
      ownerName: owner ?? '',
      processId: f.processId,
      processName: processName ?? '',
      departmentId: f.departmentId,
      departmentName,
      description: f.description,
      test: f.test,
      processFile: f.place === 'process',
      taskId: f.taskId,
      createdBy: f.createdBy,
      createdAt: f.createdAt.toISOString(),
      updatedAt: f.updatedAt.toISOString(),
    }));
  }

  route(api, filesApi.list, async (req, q) => {
    const tab =
      q.tab === 'recent'
        ? gte(files.updatedAt, new Date(Date.now() - FILE_RECENT_DAYS * DAY_MS))
        : eq(files.place, q.tab);
    const where = and(
      await visibleFiles(db, req),
      tab,
      q.name ? ilike(files.name, `%${escapeLike(q.name)}%`) : undefined,
      q.type ? eq(files.type, q.type) : undefined,
      q.processId ? eq(files.processId, q.processId) : undefined,
      q.from ? gte(files.updatedAt, new Date(q.from)) : undefined,
      q.to ? lte(files.updatedAt, new Date(q.to)) : undefined,
      q.showTest ? undefined : eq(files.test, false),
    );
    return listPage(db, q, matchingRows(db, files, where), (size, offset) => rowsOf(where, size, offset));
  });

  route(api, filesApi.processes, async (req) =>
    db
      .select({ id: processes.id, name: processes.name })
      .from(processes)
      .where(await visibleTo(req))
      .orderBy(asc(processes.name))
      .limit(1000),
  );

  route(
    api,
    filesApi.upload,
    logged('files', 'upload', described('uploadFiles', { place: 'place' })),
    async (req) => {
      const q = parse(filesApi.upload.input, req.query, req.lang);
      const to = await destinationOf(db, req, q.place, q.processId);
      const received = await receiveUploads(api, req);
      const placed = await db
        .transaction(async (tx) => {
          const out = [];
          for (const r of received) {
            out.push(
              await placeFile(
                tx,
                to,
                { ...r, ...r.stored, source: 'server', description: q.description, test: q.test },
                { actor: account(req), create: 'webCreate', cover: 'webCover' },
              ),
            );
          }
          return out;
        })
        .catch(async (err) => {
          await forget(api, received);
          throw err;
        });
      return settle(placed);
    },
  );

  route(api, filesApi.download, async (req, { id }, reply) => {
    const [file] = await scopedFiles(db, req, [id]);
    if (!file) throw new AppError(Code.BAD_REQUEST, 'files.notFound');
    return sendFile(api, reply, file, 'webDownload', { actor: account(req) });
  });

  route(
    api,
    filesApi.copy,
    logged('files', 'create', described('copyFiles', { ids: 'ids' })),
    async (req, input) => {
      const sources = await scopedFiles(db, req, input.ids);
      const to = await destinationOf(db, req, input.place, input.processId);
      const placed = await db.transaction(async (tx) => {
        const out = [];
        for (const f of sources)
          out.push(
            await placeFile(tx, to, copied(f), {
              actor: account(req),
              create: 'webCopy',
              cover: 'webCopy',
              detail: copiedFrom(f),
            }),
          );
        return out;
      });
      return settle(placed);
    },
  );

  route(
    api,
    filesApi.describe,
    logged('files', 'modify', described('describeFile', { id: 'id' })),
    async (req, input) => {
      const [file] = await scopedFiles(db, req, [input.id]);
      if (!file) throw new AppError(Code.BAD_REQUEST, 'files.notFound');
      await describeFile(db, file, input.description, 'webModDesc', { actor: account(req) });
      return null;
    },
  );

  route(
    api,
    filesApi.remove,
    logged('files', 'delete', described('deleteFiles', { ids: 'ids' })),
    async (req, { ids }) => {
      const found = await scopedFiles(db, req, ids);
      const processFile = found.find((f) => f.place === 'process');
      if (processFile)
        throw new AppError(Code.BAD_REQUEST, 'files.processFileNotDeletable', { filename: processFile.name });
      await deleteFiles(api, found, 'webDel', { actor: account(req) });
      return { deleted: found.length };
    },
  );

  route(api, filesApi.operations, async (req, q) => {
    await scopedFiles(db, req, [q.fileId]);
    return tablePage(
      db,
      q,
      fileOperations,
      eq(fileOperations.fileId, q.fileId),
      [desc(fileOperations.at), desc(fileOperations.id)],
      (o): FileOperationRow => ({
        id: o.id,
        fileId: o.fileId,
        fileName: o.fileName,
        operation: o.operation as FileOperation,
        actor: o.actor,
        taskId: o.taskId,
        detail: o.detail,
        at: o.at.toISOString(),
      }),
    );
  });
}

const copied = (f: FileRecord) => ({
  name: f.name,
  folder: f.folder,
  size: f.size,
  sha256: f.sha256,
  source: f.source as FileSource,
  description: f.description,
  test: f.test,
  taskId: f.taskId,
});

const copiedFrom = (f: FileRecord) => `#${f.id} ${f.folder}${f.name}`;
