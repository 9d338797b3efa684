import {
  Identity,
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_CLOSE,
  LIVE_WS_PATH,
  type LiveEvent,
  liveAuth,
} from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { resolveSession, type Session, verifySignature } from '../auth';
import { managedDepartmentIds } from '../departments';
import { getPolicy } from '../security';

/** The NOTIFY channel of migrations 0029 and 0035: what the triggers of tasks, robots, stewards, messages and sessions announce. */
export const LIVE_CHANNEL = 'rpa_live';

/** A change as a trigger announces it (0029_live_notify.sql). */
type Notice =
  | { k: 'task'; id: number; s: string; d: number; o: number | null }
  | { k: 'robot'; id: number; s: string; d: number; u: number | null }
  | { k: 'housekeeper'; id: number; d: number }
  | { k: 'message'; u: number }
  | { k: 'session'; u: number };

interface Client {
  socket: WebSocket;
  token: string;
  session: Session;
  /** Departments whose tasks and robots the caller sees; empty for users, who see their own. */
  departments: Set<number>;
}

/** Sessions and department scopes of open sockets are checked again this often. */
const RECHECK_MS = 60_000;

/** Far more than a signed auth message takes. */
const MAX_AUTH_CHARS = 2048;

/** A socket this far behind (bytes queued) is closed: the console reconnects and refetches. */
const MAX_BUFFERED = 1 << 20;

const text = (data: RawData) =>
  Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as Buffer).toString('utf8');

/**
 * This node's live consoles: each browser tab holds one socket, proves its
 * session by a signed first message, and is sent the changes it may see.
 * Changes come from PostgreSQL NOTIFY (every node hears every commit), so
 * a task finished on a robot of node A reaches a console held by node B.
 */
export class LiveHub {
  private readonly clients = new Set<Client>();
  private unlisten: (() => Promise<void>) | null = null;
  private recheck: NodeJS.Timeout | null = null;

  constructor(private readonly app: FastifyInstance) {}

  get connections(): number {
    return this.clients.size;
  }

  async start(): Promise<void> {
    this.unlisten = await this.app.database.listen(
      LIVE_CHANNEL,
      (payload) => this.hear(payload),
      () => this.broadcast({ type: 'resync' }),
    );
    this.recheck = setInterval(() => void this.checkAll().catch(() => {}), RECHECK_MS);
    this.recheck.unref();
  }

  /** Closes every socket with "going away": the consoles reconnect, through the proxy, to another node. */
  async stop(): Promise<void> {
    if (this.recheck) clearInterval(this.recheck);
    await this.unlisten?.();
    this.unlisten = null;
    for (const c of this.clients) c.socket.close(1001, 'restarting');
    this.clients.clear();
  }

  /** A new socket: it has LIVE_AUTH_TIMEOUT_MS to send its signed auth message. */
  accept(socket: WebSocket): void {
    let client: Client | null = null;
    const refuse = () => socket.close(LIVE_CLOSE.unauthorised, 'unauthorised');
    const timer = setTimeout(refuse, LIVE_AUTH_TIMEOUT_MS);
    socket.once('message', (data) => {
      clearTimeout(timer);
      this.signIn(text(data)).then(
        (c) => {
          if (socket.readyState !== socket.OPEN) return;
          client = { ...c, socket };
          this.clients.add(client);
          send(client, { type: 'ready' });
        },
        (err: unknown) => {
          this.app.log.debug({ err }, 'live console: refused');
          refuse();
        },
      );
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (client) this.clients.delete(client);
    });
  }

  private async signIn(raw: string): Promise<Omit<Client, 'socket'>> {
    // Before any session is proved, nothing bigger than an auth message is even parsed.
    if (raw.length > MAX_AUTH_CHARS) throw new Error('auth message too long');
    const auth = liveAuth.parse(JSON.parse(raw));
    const db = this.app.database.db;
    const policy = await getPolicy(db);
    const session = await resolveSession(db, this.app.sealer, auth.accesstoken, policy.sessionTimeoutMinutes);
    await verifySignature(db, session.signKey, {
      method: 'GET',
      path: LIVE_WS_PATH,
      params: {},
      timestamp: auth.timestamp,
      nonce: auth.nonce,
      signature: auth.signature,
    });
    return { token: auth.accesstoken, session, departments: await this.scopeOf(session) };
  }

  /** Users see their own runs and robots; the other identities those of the departments they manage. */
  private async scopeOf(s: Session): Promise<Set<number>> {
    if (s.curIden === Identity.USER) return new Set();
    return new Set(await managedDepartmentIds(this.app.database.db, s.userId, s.departmentId));
  }

  private hear(payload: string): void {
    let n: Notice;
    try {
      n = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    if (n.k === 'session') {
      const own = [...this.clients].filter((c) => c.session.userId === n.u);
      if (own.length > 0) void this.checkEach(own).catch(() => {});
      return;
    }
    for (const c of this.clients) {
      const event = eventFor(c, n);
      if (event) send(c, event);
    }
  }

  private broadcast(event: LiveEvent): void {
    for (const c of this.clients) send(c, event);
  }

  private checkAll(): Promise<void> {
    return this.checkEach([...this.clients]);
  }

  /**
   * Each socket's session still live (without renewing it: an open tab is
   * not activity) and its scope as it is now; otherwise the socket is closed.
   */
  private async checkEach(clients: Client[]): Promise<void> {
    const db = this.app.database.db;
    const { sessionTimeoutMinutes } = await getPolicy(db);
    for (const c of clients) {
      try {
        c.session = await resolveSession(db, this.app.sealer, c.token, sessionTimeoutMinutes, false);
        c.departments = await this.scopeOf(c.session);
      } catch {
        this.clients.delete(c);
        c.socket.close(LIVE_CLOSE.unauthorised, 'unauthorised');
      }
    }
  }
}

function eventFor(c: Client, n: Notice): LiveEvent | null {
  const own = c.session.userId;
  switch (n.k) {
    case 'task':
      return c.departments.has(n.d) || n.o === own ? { type: 'task', id: n.id, state: n.s } : null;
    case 'robot':
      return c.departments.has(n.d) || n.u === own ? { type: 'robot', id: n.id, state: n.s } : null;
    case 'housekeeper':
      return c.departments.has(n.d) ? { type: 'housekeeper', id: n.id } : null;
    case 'message':
      return n.u === own ? { type: 'message' } : null;
    default:
      return null;
  }
}

function send(c: Client, event: LiveEvent): void {
  if (c.socket.readyState !== c.socket.OPEN) return;
  if (c.socket.bufferedAmount > MAX_BUFFERED) {
    c.socket.close(1013, 'too slow');
    return;
  }
  c.socket.send(JSON.stringify(event));
}
