import type { OperationActionValue, OplogDescriptionKey, OplogModule, OplogText } from '@rpa/contracts';
import type { FastifyRequest } from 'fastify';
import type { RouteOptions } from '../../platform/http/route';

/** A request field as a description parameter: lists joined, a missing one as "?". */
function fieldText(req: FastifyRequest, field: string): string {
  const from = (source: unknown) => (source as Record<string, unknown> | undefined)?.[field];
  const value = from(req.body) ?? from(req.query);
  if (value === undefined || value === null || value === '') return '?';
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * An operation-log description from the call: a catalogue key, each of its
 * parameters read from the named field of the body (or the query), so every
 * reader sees the sentence in their own language.
 */
export function described(key: OplogDescriptionKey, fields: Record<string, string> = {}) {
  return (req: FastifyRequest): OplogText => ({
    key,
    params: Object.fromEntries(
      Object.entries(fields).map(([param, field]) => [param, fieldText(req, field)]),
    ),
  });
}

/**
 * The route option that writes an operation-log row for each call, success or
 * failure: the module and action it is filed under and, when given, how its
 * description is read from the call.
 */
export function logged(
  module: OplogModule,
  action: OperationActionValue,
  describe?: (req: FastifyRequest) => OplogText,
): Required<Pick<RouteOptions, 'oplog'>> {
  return { oplog: describe ? { module, action, describe } : { module, action } };
}
