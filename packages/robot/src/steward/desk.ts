import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROBOT_NO_PATTERN } from '@rpa/contracts';
import type { Desktops } from './desktops';

/** Most bytes of a request body: a robot number and two numbers. */
const MAX_BODY = 4096;

function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MAX_BODY) reject(new Error('request too large'));
    });
    req.on('end', () => {
      try {
        const v = JSON.parse(text || '{}');
        resolve(typeof v === 'object' && v !== null ? v : {});
      } catch {
        reject(new Error('not JSON'));
      }
    });
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

const positive = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/**
 * The steward's endpoint for the robots of its machine, on the loopback
 * only (docs/robot-protocol.md, "Desktop stewards"): a robot claims its
 * display before a run and releases it after, so a new resolution never
 * lands in the middle of a run. It hands out display names, nothing more.
 */
export async function openDesk(
  desktops: Desktops,
  status: () => unknown,
  port: number,
  host = '127.0.0.1',
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/status') return answer(res, 200, status());
      if (req.method !== 'POST' || (req.url !== '/display/claim' && req.url !== '/display/release'))
        return answer(res, 404, { error: 'not found' });
      const b = await body(req);
      const robotsNo =
        typeof b.robotsNo === 'string' && ROBOT_NO_PATTERN.test(b.robotsNo) ? b.robotsNo : null;
      const taskId = positive(b.taskId);
      if (!robotsNo || !taskId) return answer(res, 400, { error: 'robotsNo and taskId are required' });
      if (req.url === '/display/release') {
        await desktops.release(robotsNo, taskId);
        return answer(res, 200, {});
      }
      const pid = positive(b.pid);
      if (!pid) return answer(res, 400, { error: 'pid is required' });
      return answer(res, 200, await desktops.claim(robotsNo, taskId, pid));
    })().catch((err: Error) => answer(res, 503, { error: err.message }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return { server, url: `http://${host}:${bound}` };
}
