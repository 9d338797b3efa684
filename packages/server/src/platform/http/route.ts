import {
  type HandlerResultOf,
  issueMessage,
  ok,
  type ParsedInputOf,
  type RouteContract,
} from '@rpa/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse } from './validate';

/** What a route adds to its contract on the server side only. */
export type RouteOptions = Pick<
  FastifyContextConfig,
  'oplog' | 'duringPasswordChange' | 'wholeInstallation'
> & {
  /** Largest request body, when it differs from the app's. */
  bodyLimit?: number;
  /** The envelope's `msg` on success, when the caller is told more than the result. */
  message?: (req: FastifyRequest, result: unknown) => string;
};

export type RouteHandler<C extends RouteContract> = (
  req: FastifyRequest,
  input: ParsedInputOf<C>,
  reply: FastifyReply,
) => Promise<C['kind'] extends 'download' ? FastifyReply : HandlerResultOf<C>>;

/**
 * Under tests every answer is checked against its contract's `result`
 * schema, so the OpenAPI document and the console's types cannot drift from
 * what the server really sends.
 */
const checkResults = process.env.VITEST !== undefined || process.env.RPA_CHECK_RESULTS === '1';

function checkResult(contract: RouteContract, value: unknown): void {
  const parsed = contract.result.safeParse(value);
  if (parsed.success) return;
  const detail = parsed.error.issues
    .map((i) => `${i.path.join('.') || '(result)'}: ${issueMessage(i, 'en_US')}`)
    .join('; ');
  const message = `result of ${contract.method} ${contract.path} does not match its contract: ${detail}`;
  console.error(message);
  throw new Error(message);
}

/**
 * Registers a handler for a route contract: the permission comes from the
 * contract, the input is parsed with its schema (a localised 400 on bad
 * input), and what the handler returns is answered in the envelope. Uploads
 * read their file themselves (`req.file()`); downloads send their reply.
 */
export function route<C extends RouteContract>(
  api: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
): void;
export function route<C extends RouteContract>(
  api: FastifyInstance,
  contract: C,
  options: RouteOptions,
  handler: RouteHandler<C>,
): void;
export function route<C extends RouteContract>(
  api: FastifyInstance,
  contract: C,
  second: RouteOptions | RouteHandler<C>,
  third?: RouteHandler<C>,
): void {
  const handler = (typeof second === 'function' ? second : third) as RouteHandler<C>;
  const { bodyLimit, message, ...config } = typeof second === 'function' ? {} : second;
  const kind = contract.kind ?? 'json';
  api.route({
    method: contract.method,
    url: contract.path,
    ...(bodyLimit ? { bodyLimit } : {}),
    config: { ...config, permission: contract.permission, contract },
    handler: async (req, reply) => {
      const source = contract.method === 'GET' ? req.query : req.body;
      const input = (
        contract.input && kind !== 'upload' ? parse(contract.input, source, req.lang) : undefined
      ) as ParsedInputOf<C>;
      const value = await handler(req, input, reply);
      if (kind === 'download') return value;
      if (checkResults) checkResult(contract, value);
      return ok(value, message?.(req, value));
    },
  });
}
