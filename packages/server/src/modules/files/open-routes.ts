import { createReadStream } from 'node:fs';
import { Code, folderPath, openFilesApi } from '@rpa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { checkFolder, uploadRules } from '../../platform/uploads';
import { logged } from '../oplog';
import { receiveFile } from '../processes';
import { deleteFiles, describeFile, processDocuments, sendFile } from './documents';
import { forwardArrivals } from './forward';
import { placeFile } from './place';
import { files } from './schema';
import { destinationOf, scopedFiles } from './scope';

/**
 * The open API's files: an application reads the documents of the processes
 * of its departments and adds to them (thirdCreate, thirdCover), describes
 * them and deletes the ones it added, each act recorded under its name.
 */
export async function openFileRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const app = (req: FastifyRequest) => ({ actor: req.requireApplication().name });
  /** A file of the application's reach that is a process document. */
  const document = async (req: FastifyRequest, id: number) => {
    const [f] = await scopedFiles(db, req, [id]);
    if (f?.place !== 'process') throw new AppError(Code.BAD_REQUEST, 'files.notFound');
    return f;
  };

  route(api, openFilesApi.list, logged('openApi', 'query'), async (req, { processId }) => {
    const to = await destinationOf(db, req, 'process', processId);
    return processDocuments(db, to.processId ?? processId);
  });

  route(api, openFilesApi.upload, logged('openApi', 'upload'), async (req) => {
    const q = parse(openFilesApi.upload.input, req.query, req.lang);
    const to = await destinationOf(db, req, 'process', q.processId);
    const rules = await uploadRules(db);
    const folder = folderPath(q.folder.split(/[/\\]/));
    checkFolder(rules, folder);
    let name = '';
    const stored = await receiveFile(
      req,
      rules.sizeLimitMb * 1024 * 1024,
      { missing: 'files.selectFile', tooLarge: ['upload.tooLarge', { fileSize: rules.sizeLimitMb }] },
      async (file, filename) => {
        name = filename;
        return api.files.put(createReadStream(file));
      },
      rules,
    );
    const placed = await db.transaction((tx) =>
      placeFile(
        tx,
        to,
        { name, folder, ...stored, source: 'thirdParty', description: q.description },
        { ...app(req), create: 'thirdCreate', cover: 'thirdCover' },
      ),
    );
    if (placed.previousSha256) await api.files.delete(placed.previousSha256);
    await forwardArrivals(api, [placed.id]);
    return { id: placed.id, name: placed.name, replaced: placed.replaced };
  });

  route(api, openFilesApi.download, logged('openApi', 'download'), async (req, { id }, reply) =>
    sendFile(api, reply, await document(req, id), 'thirdDownload', app(req)),
  );

  route(api, openFilesApi.describe, logged('openApi', 'modify'), async (req, input) => {
    await describeFile(db, await document(req, input.id), input.description, 'thirdModDesc', app(req));
    return null;
  });

  route(api, openFilesApi.remove, logged('openApi', 'delete'), async (req, { id }) => {
    const f = await document(req, id);
    const [added] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, f.id), eq(files.source, 'thirdParty'), eq(files.createdBy, app(req).actor)));
    if (!added) throw new AppError(Code.FORBIDDEN, 'files.notYours');
    await deleteFiles(api, [f], 'thirdDel', app(req));
    return null;
  });
}
