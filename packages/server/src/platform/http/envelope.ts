import { Code, type Envelope, toLang } from '@rpa/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { AppError, t } from './errors';

function send(reply: FastifyReply, status: number, code: number, msg: string): FastifyReply {
  const body: Envelope<null> = { code, msg, result: null };
  return reply.status(status).send(body);
}

/** SQLSTATE of a database error, wherever the driver or the ORM put it. */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Class 22, "data exception": the value itself was unacceptable (e.g. int4 overflow, NUL in text). */
function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/**
 * Errors Fastify meets before routing (a malformed URL such as `%E0%A4%A`)
 * answer the envelope too; the lang hook has not run yet, so the header is read here.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, req, reply) => {
  req.log.info({ err: error }, 'request refused before routing');
  return send(reply, 400, Code.BAD_REQUEST, t(toLang(req.headers.lang), 'error.badUrl'));
};

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
    if (isDataException(error)) {
      // The database refused a value no schema caught (out of range, bad encoding):
      // the caller's input, so a 400; the statement and its parameters stay in the log.
      req.log.warn({ err: error }, 'value refused by the database');
      return send(reply, 400, Code.BAD_REQUEST, t(req.lang, 'error.valueOutOfRange'));
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
