import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's address as stored and compared (operation log, sessions, known
 * addresses, robots): Fastify's `req.ip`, which follows X-Forwarded-For only
 * from the proxies of TRUST_PROXY. A trusted proxy may still pass on whatever
 * its client wrote there, so anything that is not an IP address falls back to
 * the socket's own address.
 */
export function clientAddress(req: FastifyRequest): string {
  if (req.ip && isIP(req.ip)) return req.ip;
  const socket = req.socket?.remoteAddress ?? '';
  return isIP(socket) ? socket : '';
}
