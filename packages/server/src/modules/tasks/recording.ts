import { Code } from '@rpa/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/http/errors';
import type { taskRecordings } from './schema';

/** A recording's bytes, for the console's players (run records and shares). */
export async function sendRecording(
  api: FastifyInstance,
  reply: FastifyReply,
  rec: typeof taskRecordings.$inferSelect,
) {
  if (!(await api.files.has(rec.sha256))) throw new AppError(Code.BAD_REQUEST, 'tasks.fileNotFound');
  return reply
    .type(rec.mime)
    .header('content-length', rec.size)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(rec.name)}`)
    .send(await api.files.get(rec.sha256));
}
