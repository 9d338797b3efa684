import type { FileOperation } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { fileOperations } from './schema';

export interface OperationRecord {
  fileId: number | null;
  fileName: string;
  operation: FileOperation;
  actor: string;
  taskId?: number | null;
  detail?: string;
}

/** Writes operations to the files' histories (in the caller's transaction when given one). */
export async function recordOperations(db: Db, records: readonly OperationRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(fileOperations).values(
    records.map((r) => ({
      fileId: r.fileId,
      fileName: r.fileName.slice(0, 255),
      operation: r.operation,
      actor: r.actor.slice(0, 64),
      taskId: r.taskId ?? null,
      detail: (r.detail ?? '').slice(0, 500),
    })),
  );
}
