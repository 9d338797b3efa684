import { Code, type Envelope } from '@rpa/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, t } from './errors';

function send(reply: FastifyReply, status: number, code: number, msg: string): FastifyReply {
  const body: Envelope<null> = { code, msg, result: null };
  return reply.status(status).send(body);
}

/**
 * Every failure leaves as the envelope with a localised msg: AppErrors with
 * their code, Fastify's own 4xx (bad JSON, too large, schema) as 400/413, and
 * anything unexpected as "system exception" (logged, never shown in detail).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.httpStatus, error.code, t(req.lang, error.key, error.params));
    }
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return send(reply, 400, Code.BAD_REQUEST, t(req.lang, 'error.badRequest', { detail: error.message }));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return send(reply, 400, Code.BAD_REQUEST, t(req.lang, 'error.badJson'));
    }
    if (status === 413) return send(reply, 413, Code.BAD_REQUEST, t(req.lang, 'error.payloadTooLarge'));
    if (status >= 400 && status < 500) {
      return send(
        reply,
        status,
        Code.BAD_REQUEST,
        t(req.lang, 'error.badRequest', { detail: error.message }),
      );
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, Code.SERVER_ERROR, t(req.lang, 'error.system'));
  });

  app.setNotFoundHandler((req, reply) => send(reply, 404, Code.NOT_FOUND, t(req.lang, 'error.notFound')));
}
