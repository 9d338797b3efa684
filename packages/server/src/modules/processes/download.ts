import { Code, type processesApi } from '@rpa/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachment } from '../../platform/http/attachment';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { described, note } from './access';
import { processes, versions } from './schema';

/** Sends a version's package exactly as uploaded, if its process is in `scope`. */
export async function sendPackage(
  api: FastifyInstance,
  reply: FastifyReply,
  versionId: number,
  scope: SQL,
): Promise<FastifyReply> {
  const [found] = await api.database.db
    .select({
      sha: versions.packageSha256,
      size: versions.size,
      number: versions.number,
      name: processes.name,
    })
    .from(versions)
    .innerJoin(processes, eq(processes.id, versions.processId))
    .where(and(eq(versions.id, versionId), scope));
  if (!found) throw new AppError(Code.BAD_REQUEST, 'versions.notFound');
  if (!(await api.files.has(found.sha))) throw new AppError(Code.SERVER_ERROR, 'packages.fileMissing');
  return reply
    .type('application/zip')
    .header('content-length', found.size)
    .header('content-disposition', attachment(`${found.name}-${found.number}.zip`))
    .send(await api.files.get(found.sha));
}

/** The download of a version's package for whoever `scope` lets see its process, logged as a download. */
export function packageDownloadRoute(
  api: FastifyInstance,
  contract: typeof processesApi.devDownload | typeof processesApi.ownerDownload,
  scope: (req: FastifyRequest) => Promise<SQL>,
): void {
  route(
    api,
    contract,
    logged('versions', 'download', described('downloadPackage', 'versionId')),
    async (req, { versionId }, reply) => {
      note(req, 'downloadPackage', { id: versionId });
      return sendPackage(api, reply, versionId, await scope(req));
    },
  );
}
