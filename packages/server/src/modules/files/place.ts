import { type FileOperation, type FilePlace, type FileSource, fileTypeOf } from '@rpa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { recordOperations } from './operations';
import { files } from './schema';

/** Where a file goes: a person's own files or a process's documents, and the department that sees it. */
export interface Destination {
  place: FilePlace;
  ownerId: number | null;
  processId: number | null;
  departmentId: number;
}

/** A file's bytes as stored, and what is said of it. */
export interface Arriving {
  name: string;
  folder: string;
  size: number;
  sha256: string;
  source: FileSource;
  description?: string;
  test?: boolean;
  taskId?: number | null;
}

/** Who does it: the operations recorded for a new file and for a replaced one. */
export interface Doer {
  actor: string;
  create: FileOperation;
  cover: FileOperation;
  taskId?: number | null;
  detail?: string;
}

export interface Placed {
  id: number;
  name: string;
  replaced: boolean;
  /** The bytes the replaced file held, for the store to let go of once no row names them. */
  previousSha256: string | null;
}

/**
 * Stores a file's row at its destination: a new file, or the file of the
 * same name in the same folder replaced (a "cover"), with its operation.
 * Run inside a transaction when several files go together.
 */
export async function placeFile(db: Db, to: Destination, file: Arriving, by: Doer): Promise<Placed> {
  const owner =
    to.place === 'personal' ? eq(files.ownerId, to.ownerId ?? -1) : eq(files.processId, to.processId ?? -1);
  const [existing] = await db
    .select({ id: files.id, sha256: files.sha256 })
    .from(files)
    .where(and(eq(files.place, to.place), owner, eq(files.folder, file.folder), eq(files.name, file.name)))
    .for('update');
  const fields = {
    size: file.size,
    sha256: file.sha256,
    source: file.source,
    test: file.test ?? false,
    taskId: file.taskId ?? null,
    updatedAt: new Date(),
    ...(file.description !== undefined ? { description: file.description } : {}),
  };
  let id: number;
  if (existing) {
    await db.update(files).set(fields).where(eq(files.id, existing.id));
    id = existing.id;
  } else {
    const [row] = await db
      .insert(files)
      .values({
        ...fields,
        ...to,
        name: file.name,
        folder: file.folder,
        type: fileTypeOf(file.name),
        createdBy: by.actor.slice(0, 64),
      })
      .returning({ id: files.id });
    id = row?.id ?? 0;
  }
  const replaced = !!existing;
  await recordOperations(db, [
    {
      fileId: id,
      fileName: `${file.folder}${file.name}`,
      operation: replaced ? by.cover : by.create,
      actor: by.actor,
      taskId: by.taskId ?? file.taskId ?? null,
      detail: by.detail ?? '',
    },
  ]);
  const previousSha256 = existing && existing.sha256 !== file.sha256 ? existing.sha256 : null;
  return { id, name: file.name, replaced, previousSha256 };
}
