import { Code, ProcessStatus } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files';
import { AppError } from '../../platform/http/errors';
import { collectFiles } from './lifecycle';
import { processes, versions } from './schema';

/**
 * Deletes a whole process for a manager, under the rule of the developer's
 * delete: no version may be awaiting its owner (it must be withdrawn
 * first). Versions, records, assignments and runs go with the process
 * (foreign keys cascade); its files once nothing else holds them.
 */
export async function deleteProcess(db: Db, files: FileStore, processId: number): Promise<void> {
  const released = await db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const [process] = await tx.select().from(processes).where(eq(processes.id, processId)).for('update');
    if (!process) throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
    const held = await tx
      .select({ sha: versions.packageSha256, status: versions.status, active: versions.active })
      .from(versions)
      .where(eq(versions.processId, processId))
      .for('update');
    if (held.some((v) => v.active && v.status === ProcessStatus.PRE_RELEASE)) {
      throw new AppError(Code.CONFLICT, 'processes.deletePending');
    }
    await tx.delete(processes).where(eq(processes.id, processId));
    return [...held.map((v) => v.sha), ...(process.iconSha256 ? [process.iconSha256] : [])];
  });
  await collectFiles(db, files, released);
}
