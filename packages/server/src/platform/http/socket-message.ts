import type { RawData } from 'ws';

/** A WebSocket message as text, however `ws` delivered it (one buffer or fragments). */
export const socketText = (data: RawData) =>
  Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as Buffer).toString('utf8');

/** The first three problems of a message that does not follow a protocol schema, for the peer's error. */
export const protocolIssues = (e: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
  e.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || 'message'}: ${i.message}`)
    .join('; ');
