import type { OplogDescriptionKey, OplogText } from '@rpa/contracts';
import type { FastifyRequest } from 'fastify';

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
