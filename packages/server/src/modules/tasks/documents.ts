import { Code, robotDocumentsApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { deleteFiles, describeFile, processDocument, processDocuments, sendFile } from '../files';
import { runningTaskOf } from './files';

/**
 * A running robot's process documents (docs/robot-protocol.md, "Process
 * documents"): what its process needs to read, and what its runs produced
 * to describe or delete. Every act is recorded as the robot's, with the task.
 */
export async function robotDocumentRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  route(api, robotDocumentsApi.list, async (req) => {
    const { task } = await runningTaskOf(db, req);
    return processDocuments(db, task.processId);
  });

  route(api, robotDocumentsApi.download, async (req, { folder, name }, reply) => {
    const { task, robotsNo } = await runningTaskOf(db, req);
    const doc = await processDocument(db, task.processId, folder, name);
    return sendFile(api, reply, doc, 'robDownload', { actor: robotsNo, taskId: task.id });
  });

  route(api, robotDocumentsApi.describe, async (req, input) => {
    const { task, robotsNo } = await runningTaskOf(db, req);
    const doc = await processDocument(db, task.processId, input.folder, input.name);
    await describeFile(db, doc, input.description, 'robModDesc', { actor: robotsNo, taskId: task.id });
    return null;
  });

  route(api, robotDocumentsApi.remove, async (req, input) => {
    const { task, robotsNo } = await runningTaskOf(db, req);
    const doc = await processDocument(db, task.processId, input.folder, input.name);
    if (doc.source !== 'client') throw new AppError(Code.FORBIDDEN, 'files.notYours');
    await deleteFiles(api, [doc], 'robDel', { actor: robotsNo, taskId: task.id });
    return null;
  });
}
