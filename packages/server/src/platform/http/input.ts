import { Code, hasNul } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** The path of the first string (value or key) holding NUL, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path || 'body' : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasNul(key)) return at;
    const found = nulPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A backstop behind the shared schemas: PostgreSQL text cannot hold NUL, so a
 * NUL anywhere in a query or JSON body is refused as bad input before any
 * handler runs. Registered after the guard, so the caller is known and the
 * refusal reaches the operation log like any other failed action.
 */
export function installInputChecks(api: FastifyInstance): void {
  api.addHook('preHandler', async (req) => {
    const field = nulPath(req.query, '') ?? nulPath(req.params, '') ?? nulPath(req.body, '');
    if (field)
      throw new AppError(Code.BAD_REQUEST, 'error.nulField', {
        field: field.slice(0, 100).replaceAll('\0', '\\0'),
      });
  });
}
