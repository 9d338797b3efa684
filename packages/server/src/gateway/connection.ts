import {
  MISSED_HEARTBEATS,
  type RefusalReasonValue,
  ROBOT_PROTOCOL_VERSION,
  RobotMessage,
} from '@rpa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { reportedRunState, robots, writeRobotRecords } from '../modules/robots';
import { clientAddress } from '../platform/http/address';
import { protocolIssues, socketText } from '../platform/http/socket-message';
import { authenticate, type Hello, markOffline } from './hello';
import { CloseCode, type Connection, closeWith, deliver, type Gateway } from './hub';

/**
 * One robot connection: the hello (within the hello timeout), then
 * heartbeats and task messages. Messages of a connection are handled one
 * at a time, in order.
 */
export function handleConnection(gw: Gateway, socket: WebSocket, req: FastifyRequest): void {
  const app = req.server;
  const db = app.database.db;
  const ip = clientAddress(req);
  let conn: Connection | null = null;
  let greeted = false;
  let queue: Promise<void> = Promise.resolve();

  const refuse = (reason: RefusalReasonValue, message: string) => {
    closeWith(socket, CloseCode.REFUSED, reason, message);
  };

  const helloTimer = setTimeout(() => {
    if (greeted) return;
    app.log.info({ ip }, 'robot gateway: no hello in time');
    refuse('timeout', gw.text('gateway.helloTimeout', { seconds: app.config.robotHelloTimeoutMs / 1000 }));
  }, app.config.robotHelloTimeoutMs);

  async function hello(raw: Record<string, unknown>): Promise<void> {
    greeted = true;
    clearTimeout(helloTimer);
    const robotsNo = typeof raw.robotsNo === 'string' ? raw.robotsNo.slice(0, 64) : '';
    // Another version may shape its hello differently: its number is all that is read.
    if (raw.protocol !== ROBOT_PROTOCOL_VERSION) {
      const message = gw.text('gateway.protocol', {
        got: String(raw.protocol),
        want: ROBOT_PROTOCOL_VERSION,
      });
      app.log.warn({ robotsNo, ip, protocol: raw.protocol }, 'robot refused: protocol version');
      if (robotsNo) await record(null, robotsNo, null, 'fail', `protocol: ${message}`);
      return refuse('protocol', message);
    }
    const parsed = RobotMessage.safeParse(raw);
    if (!parsed.success) {
      return refuse('badMessage', gw.text('gateway.badMessage', { detail: protocolIssues(parsed.error) }));
    }
    const h = parsed.data as Hello;
    await gw.ready;
    if (socket.readyState !== socket.OPEN) return;
    const nodeId = gw.nodeId ?? 'unregistered';
    const outcome = await authenticate(
      {
        db,
        seats: gw.seats,
        nodeId,
        lang: app.config.appLang,
        ip,
        robotDepartment: app.config.robotDepartment,
        staleAfterMs: gw.staleAfterMs,
      },
      h,
    );
    if (!outcome.ok) {
      app.log.warn({ robotsNo: h.robotsNo, ip, reason: outcome.reason }, `robot refused: ${outcome.message}`);
      await record(
        outcome.robotId,
        h.robotsNo,
        outcome.departmentId,
        'fail',
        `${outcome.reason}: ${outcome.message}`,
      );
      return refuse(outcome.reason, outcome.message);
    }
    if (socket.readyState !== socket.OPEN || gw.closing) {
      // Gone, or this node is stopping, while authenticating: nothing holds the robot.
      await markOffline(db, outcome.robotId, outcome.connectionId);
      socket.close(CloseCode.RESTARTING, 'server restarting');
      return;
    }
    conn = {
      robotId: outcome.robotId,
      robotsNo: h.robotsNo,
      departmentId: outcome.departmentId,
      connectionId: outcome.connectionId,
      socket,
      ip,
      lastBeat: Date.now(),
      lastHeard: Date.now(),
    };
    await gw.adopt(conn);
    await record(outcome.robotId, h.robotsNo, outcome.departmentId, 'success', `node ${nodeId}`, 'online');
    deliver(socket, {
      type: 'welcome',
      protocol: ROBOT_PROTOCOL_VERSION,
      robotId: outcome.robotId,
      heartbeatSeconds: gw.heartbeatSeconds,
      token: outcome.token,
    });
    app.log.info({ robotsNo: h.robotsNo, robotId: outcome.robotId, ip }, 'robot online');
    // Always told, so tasks the robot no longer runs end and waiting ones can come to it.
    await gw.sink.resumed(outcome.robotId, h.running);
    // Then how its last upgrade ended, and whether one waits for it.
    await gw.upgrades.welcomed(outcome.robotId, h.upgrade, h.machine.agentVersion);
  }

  async function record(
    robotId: number | null,
    robotsNo: string,
    departmentId: number | null,
    result: 'success' | 'fail',
    detail: string,
    action: 'refused' | 'online' | 'offline' = 'refused',
  ) {
    await writeRobotRecords(db, [{ robotId, robotsNo, departmentId, action, result, ip, detail }]);
  }

  /** `at`: when the message arrived; a heartbeat handled late behind a backlog still counts from then. */
  async function afterWelcome(c: Connection, m: RobotMessage, at: number): Promise<void> {
    switch (m.type) {
      case 'hello':
        deliver(socket, { type: 'error', message: gw.text('gateway.badMessage', { detail: 'hello twice' }) });
        return;
      case 'heartbeat': {
        c.lastBeat = Math.max(c.lastBeat, at);
        const current = await db
          .update(robots)
          .set({
            ...reportedRunState(m.running, m.state),
            lastBeatAt: new Date(at),
            nodeId: gw.nodeId,
          })
          .where(and(eq(robots.id, c.robotId), eq(robots.connectionId, c.connectionId)))
          .returning({ id: robots.id });
        // Unbound, deleted or taken over by a newer connection meanwhile.
        if (current.length === 0) {
          gw.forget(c);
          socket.close(CloseCode.REPLACED, 'connection no longer current');
        }
        return;
      }
      case 'task.accept':
        return gw.sink.accepted(c.robotId, m);
      case 'task.progress':
        return gw.sink.progress(c.robotId, m);
      case 'task.log':
        return gw.sink.log(c.robotId, m);
      case 'task.result':
        return gw.sink.result(c.robotId, m);
      case 'variable.get':
      case 'variable.set':
        // Answered on this socket only: a password travels in clear nowhere else.
        if (answerable()) deliver(socket, await gw.variables.answer(c.robotId, m));
        return;
      case 'field.set':
        if (answerable()) deliver(socket, await gw.fields.answer(c.robotId, m));
        return;
      case 'upgrade.status':
        return gw.upgrades.status(c.robotId, m);
      case 'item.next':
      case 'item.done':
      case 'item.fail':
      case 'item.add':
        if (answerable()) deliver(socket, await gw.items.answer(c.robotId, m));
        return;
    }
  }

  /**
   * A request is carried out only while its reply can still reach the robot:
   * one left unanswered by a closing connection did nothing, so the robot may
   * ask again once reconnected (no item taken by nobody, none added twice).
   */
  const answerable = () => socket.readyState === socket.OPEN;

  async function receive(data: RawData, at: number): Promise<void> {
    let raw: unknown;
    try {
      raw = JSON.parse(socketText(data));
    } catch {
      raw = undefined;
    }
    const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    if (!conn) {
      if (greeted) return; // a hello is being answered; anything before the welcome is dropped
      if (gw.closing) return socket.close(CloseCode.RESTARTING, 'server restarting');
      if (!isObject)
        return refuse('badMessage', gw.text('gateway.badMessage', { detail: 'not a JSON object' }));
      if ((raw as { type?: unknown }).type !== 'hello')
        return refuse('badMessage', gw.text('gateway.helloFirst'));
      return hello(raw as Record<string, unknown>);
    }
    const parsed = RobotMessage.safeParse(raw);
    if (!parsed.success) {
      const detail = isObject ? protocolIssues(parsed.error) : 'not a JSON object';
      deliver(socket, { type: 'error', message: gw.text('gateway.badMessage', { detail }) });
      return;
    }
    return afterWelcome(conn, parsed.data, at);
  }

  // Every message that arrives is handled, even once the node is stopping:
  // it arrived before the connection closed, so the robot counts it as sent
  // (log lines are not sent again) and shutdown waits for it (Gateway.drain).
  socket.on('message', (data) => {
    // Heard on arrival: a robot whose messages wait behind a backlog is not silent.
    const at = Date.now();
    if (conn) conn.lastHeard = at;
    queue = queue
      .then(() => receive(data, at))
      .catch((err: unknown) =>
        app.log.error({ err, robotId: conn?.robotId }, 'robot gateway: message failed'),
      );
    gw.track(queue);
  });

  socket.on('close', () => {
    clearTimeout(helloTimer);
    const c = conn;
    if (!c || gw.closing) return;
    const current = gw.forget(c);
    queue = queue.then(async () => {
      if (gw.closing) return;
      const gone = await markOffline(db, c.robotId, c.connectionId);
      if (gone)
        await record(c.robotId, c.robotsNo, gone.departmentId, 'success', 'connection closed', 'offline');
      if (current) app.log.info({ robotsNo: c.robotsNo, robotId: c.robotId }, 'robot offline');
    });
    gw.track(queue.catch((err: unknown) => app.log.error({ err }, 'robot gateway: close failed')));
  });
}

/**
 * Closes connections of this node silent for MISSED_HEARTBEATS heartbeats:
 * nothing arrived, not even a message still waiting to be handled.
 */
export function closeSilent(gw: Gateway): void {
  const limit = Date.now() - gw.staleAfterMs;
  for (const c of [...gw.connections.values()]) {
    if (Math.max(c.lastBeat, c.lastHeard) >= limit) continue;
    closeWith(
      c.socket,
      CloseCode.MISSED_HEARTBEATS,
      undefined,
      gw.text('gateway.missedHeartbeats', { n: MISSED_HEARTBEATS }),
    );
  }
}
