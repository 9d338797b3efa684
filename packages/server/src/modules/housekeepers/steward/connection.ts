import { randomBytes } from 'node:crypto';
import { STEWARD_PROTOCOL_VERSION, StewardMessage } from '@rpa/contracts';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { clientAddress } from '../../../platform/http/address';
import { protocolIssues, socketText } from '../../../platform/http/socket-message';
import { refuse, type StewardConnection, type StewardHub, send } from './hub';
import { beat, disconnected, registerSteward, stewardConfig } from './register';

/**
 * One steward connection: a hello with a machine key within the hello
 * timeout, then beats carrying its desktops. Messages are handled one at a
 * time, in order; the close marks the steward not connected.
 */
export function handleSteward(hub: StewardHub, socket: WebSocket, req: FastifyRequest): void {
  const db = hub.app.database.db;
  const ip = clientAddress(req);
  let conn: StewardConnection | null = null;
  let greeted = false;
  let queue: Promise<void> = Promise.resolve();

  const helloTimer = setTimeout(() => {
    if (!greeted)
      refuse(
        socket,
        'timeout',
        hub.text('gateway.helloTimeout', { seconds: hub.app.config.robotHelloTimeoutMs / 1000 }),
      );
  }, hub.app.config.robotHelloTimeoutMs);

  async function hello(raw: Record<string, unknown>): Promise<void> {
    greeted = true;
    clearTimeout(helloTimer);
    if (raw.protocol !== STEWARD_PROTOCOL_VERSION) {
      const params = { got: String(raw.protocol), want: STEWARD_PROTOCOL_VERSION };
      return refuse(socket, 'protocol', hub.text('steward.protocol', params));
    }
    const parsed = StewardMessage.safeParse(raw);
    if (!parsed.success || parsed.data.type !== 'hello') {
      const detail = parsed.success ? 'hello expected' : protocolIssues(parsed.error);
      return refuse(socket, 'badMessage', hub.text('gateway.badMessage', { detail }));
    }
    const h = parsed.data;
    const connectionId = randomBytes(12).toString('hex');
    const r = await registerSteward(db, h, ip, connectionId);
    if (!r.ok) {
      hub.app.log.warn({ steward: h.name, ip, reason: r.reason }, 'desktop steward refused');
      return refuse(socket, r.reason, hub.text(r.key, { name: h.name }));
    }
    if (socket.readyState !== socket.OPEN || hub.closing) {
      await disconnected(db, r.housekeeperId, connectionId);
      return;
    }
    const config = (await stewardConfig(db, r.housekeeperId)) ?? { alias: r.alias, desktops: [] };
    conn = {
      housekeeperId: r.housekeeperId,
      name: h.name,
      connectionId,
      socket,
      lastHeard: Date.now(),
      sent: JSON.stringify(config),
    };
    hub.adopt(conn);
    send(socket, {
      type: 'welcome',
      protocol: STEWARD_PROTOCOL_VERSION,
      housekeeperId: r.housekeeperId,
      heartbeatSeconds: hub.heartbeatSeconds,
      ...config,
    });
    hub.app.log.info({ steward: h.name, housekeeperId: r.housekeeperId, ip }, 'desktop steward connected');
  }

  async function receive(data: RawData): Promise<void> {
    let raw: unknown;
    try {
      raw = JSON.parse(socketText(data));
    } catch {
      raw = undefined;
    }
    const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    if (!conn) {
      if (greeted || hub.closing) return;
      if (!isObject || (raw as { type?: unknown }).type !== 'hello')
        return refuse(socket, 'badMessage', hub.text('gateway.helloFirst'));
      return hello(raw as Record<string, unknown>);
    }
    const parsed = StewardMessage.safeParse(raw);
    if (!parsed.success || parsed.data.type !== 'beat') {
      const detail = parsed.success
        ? 'hello twice'
        : isObject
          ? protocolIssues(parsed.error)
          : 'not a JSON object';
      return send(socket, { type: 'error', message: hub.text('gateway.badMessage', { detail }) });
    }
    const c = conn;
    if (!(await beat(db, c.housekeeperId, c.connectionId, parsed.data.desktops))) {
      // Deleted, or another connection of the same machine took over.
      hub.forget(c);
      const gone = !(await stewardConfig(db, c.housekeeperId));
      return refuse(
        socket,
        gone ? 'deleted' : 'replaced',
        hub.text(gone ? 'steward.deleted' : 'steward.replaced', { name: c.name }),
      );
    }
    await hub.tell(c);
  }

  socket.on('message', (data) => {
    if (conn) conn.lastHeard = Date.now();
    queue = queue.then(() => receive(data)).catch((err: unknown) => hub.failed(err));
    hub.track(queue);
  });

  socket.on('close', () => {
    clearTimeout(helloTimer);
    const c = conn;
    if (!c || hub.closing) return;
    hub.forget(c);
    queue = queue
      .then(async () => {
        await disconnected(db, c.housekeeperId, c.connectionId);
        hub.app.log.info({ steward: c.name, housekeeperId: c.housekeeperId }, 'desktop steward disconnected');
      })
      .catch((err: unknown) => hub.failed(err));
    hub.track(queue);
  });
}
