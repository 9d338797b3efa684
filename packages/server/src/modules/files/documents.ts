import {
  Code,
  type DocumentRow,
  type FileOperation,
  type FileSource,
  type FileType,
  folderPath,
} from '@rpa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../platform/db';
import { attachment } from '../../platform/http/attachment';
import { AppError } from '../../platform/http/errors';
import { recordOperations } from './operations';
import { files } from './schema';

/**
 * A process's documents as robots and applications reach them: by folder
 * and name (robots) or id (applications), each act recorded under its
 * operation type with who did it.
 */

type FileRecord = typeof files.$inferSelect;

export function documentRow(f: FileRecord): DocumentRow {
  return {
    id: f.id,
    name: f.name,
    folder: f.folder,
    type: f.type as FileType,
    size: f.size,
    source: f.source as FileSource,
    description: f.description,
    processId: f.processId,
    updatedAt: f.updatedAt.toISOString(),
  };
}

export async function processDocuments(db: Db, processId: number): Promise<DocumentRow[]> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.place, 'process'), eq(files.processId, processId)))
    .orderBy(asc(files.folder), asc(files.name))
    .limit(10_000);
  return rows.map(documentRow);
}

/** The process's document at `folder` + `name`, or "not found". */
export async function processDocument(
  db: Db,
  processId: number,
  folder: string,
  name: string,
): Promise<FileRecord> {
  const [f] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.place, 'process'),
        eq(files.processId, processId),
        eq(files.folder, folderPath(folder.split(/[/\\]/))),
        eq(files.name, name),
      ),
    );
  if (!f) throw new AppError(Code.BAD_REQUEST, 'files.notFound');
  return f;
}

export interface Acting {
  actor: string;
  taskId?: number | null;
}

/** Sends a file as an attachment and records the download under `operation`. */
export async function sendFile(
  api: FastifyInstance,
  reply: FastifyReply,
  f: FileRecord,
  operation: FileOperation,
  by: Acting,
): Promise<FastifyReply> {
  if (!(await api.files.has(f.sha256))) throw new AppError(Code.BAD_REQUEST, 'files.notFound');
  await recordOperations(api.database.db, [
    { fileId: f.id, fileName: `${f.folder}${f.name}`, operation, ...by },
  ]);
  return reply
    .type('application/octet-stream')
    .header('content-disposition', attachment(f.name))
    .header('content-length', String(f.size))
    .send(await api.files.get(f.sha256));
}

export async function describeFile(
  db: Db,
  f: FileRecord,
  description: string,
  operation: FileOperation,
  by: Acting,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(files).set({ description, updatedAt: new Date() }).where(eq(files.id, f.id));
    await recordOperations(tx, [{ fileId: f.id, fileName: `${f.folder}${f.name}`, operation, ...by }]);
  });
}

/** Deletes files (their history stays) and lets go of their bytes. */
export async function deleteFiles(
  api: FastifyInstance,
  found: readonly FileRecord[],
  operation: FileOperation,
  by: Acting,
): Promise<void> {
  const ids = found.map((f) => f.id);
  if (ids.length === 0) return;
  await api.database.db.transaction(async (tx) => {
    for (const f of found) await tx.delete(files).where(eq(files.id, f.id));
    await recordOperations(
      tx,
      found.map((f) => ({ fileId: f.id, fileName: `${f.folder}${f.name}`, operation, ...by })),
    );
  });
  for (const f of found) await api.files.delete(f.sha256);
}
