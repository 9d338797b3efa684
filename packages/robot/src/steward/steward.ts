import type { Server } from 'node:http';
import {
  FINAL_STEWARD_REFUSALS,
  STEWARD_PROTOCOL_VERSION,
  STEWARD_WS_PATH,
  type StewardMessage,
  StewardServerMessage,
} from '@rpa/contracts';
import WebSocket from 'ws';
import { openDesk } from './desk';
import { Desktops } from './desktops';
import type { DisplayTools } from './display';

export interface StewardOptions {
  /** The console server, e.g. http://127.0.0.1:8080/api */
  server: string;
  machineKey: string;
  /** The machine name it registers as (the robots of this machine report the same). */
  name: string;
  address: string;
  version: string;
  /** Resolution of a desktop the console has not set one for. */
  defaultResolution: string;
  /** The robots' endpoint: loopback port (0: any free one). */
  port: number;
  tools?: Omit<DisplayTools, 'log'>;
  log(line: string): void;
  /** Told when the server refuses the steward for good (deleted, replaced, wrong key): it has stopped. */
  onFinal?(reason: string): void;
}

export type StewardState = 'connecting' | 'connected' | 'refused' | 'stopped';

const BACKOFF_MS = { first: 1000, most: 30_000 } as const;

/**
 * The reference desktop steward (docs/robot-protocol.md, "Desktop stewards"):
 * registers as the housekeeper of its machine, beats with its desktops, and
 * keeps each robot's display at the resolution the console sets; robots
 * claim their display through its loopback endpoint for each run.
 */
export class Steward {
  state: StewardState = 'connecting';
  alias = '';
  housekeeperId = 0;
  /** The robots' endpoint, once started. */
  url = '';
  readonly desktops: Desktops;
  private socket: WebSocket | null = null;
  private desk: Server | null = null;
  private beatTimer: NodeJS.Timeout | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private backoff: number = BACKOFF_MS.first;
  private applying: Promise<void> = Promise.resolve();

  constructor(private readonly o: StewardOptions) {
    this.desktops = new Desktops(o.defaultResolution, { ...o.tools, log: o.log, changed: () => this.beat() });
  }

  async start(): Promise<void> {
    const desk = await openDesk(this.desktops, () => this.status(), this.o.port);
    this.desk = desk.server;
    this.url = desk.url;
    this.o.log(`robots claim their displays at ${this.url}`);
    this.connect();
  }

  status() {
    return {
      state: this.state,
      alias: this.alias,
      housekeeperId: this.housekeeperId,
      desktops: this.desktops.report(),
    };
  }

  /** Closes the connection and every display. */
  async stop(): Promise<void> {
    this.state = 'stopped';
    this.halt();
    await new Promise<void>((resolve) => (this.desk ? this.desk.close(() => resolve()) : resolve()));
    await this.applying;
    await this.desktops.stop();
  }

  private halt(): void {
    if (this.reconnect) clearTimeout(this.reconnect);
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.beatTimer = null;
    this.socket?.close(1000, 'steward stopped');
    this.socket = null;
  }

  private wsUrl(): string {
    const u = new URL(this.o.server.replace(/\/$/, '') + STEWARD_WS_PATH);
    u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
    return u.toString();
  }

  private send(m: StewardMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(m));
  }

  private connect(): void {
    if (this.state === 'stopped' || this.state === 'refused') return;
    this.state = 'connecting';
    const socket = new WebSocket(this.wsUrl());
    this.socket = socket;
    socket.on('open', () =>
      this.send({
        type: 'hello',
        protocol: STEWARD_PROTOCOL_VERSION,
        name: this.o.name,
        machineKey: this.o.machineKey,
        address: this.o.address,
        version: this.o.version,
        desktops: this.desktops.report(),
      }),
    );
    socket.on('message', (data) => this.receive(String(data)));
    socket.on('error', (err) => this.o.log(`connection error: ${err.message}`));
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.beatTimer) clearInterval(this.beatTimer);
      this.beatTimer = null;
      if (this.state === 'stopped' || this.state === 'refused') return;
      this.state = 'connecting';
      const wait = this.backoff;
      this.backoff = Math.min(this.backoff * 2, BACKOFF_MS.most);
      this.o.log(`disconnected; reconnecting in ${wait / 1000} s`);
      this.reconnect = setTimeout(() => this.connect(), wait);
    });
  }

  private receive(raw: string): void {
    let m: StewardServerMessage;
    try {
      m = StewardServerMessage.parse(JSON.parse(raw));
    } catch {
      this.o.log('ignored a message the protocol does not know');
      return;
    }
    switch (m.type) {
      case 'welcome':
        this.state = 'connected';
        this.backoff = BACKOFF_MS.first;
        this.housekeeperId = m.housekeeperId;
        this.o.log(`connected as steward ${m.housekeeperId} "${m.alias}"`);
        this.beatTimer = setInterval(() => this.beat(), m.heartbeatSeconds * 1000);
        this.configure(m.alias, m.desktops);
        return;
      case 'config':
        this.configure(m.alias, m.desktops);
        return;
      case 'refused':
        this.o.log(`refused (${m.reason}): ${m.message}`);
        if (!FINAL_STEWARD_REFUSALS.includes(m.reason)) return;
        // Deleted, replaced or a wrong key: coming back would undo a manager's decision.
        this.state = 'refused';
        this.halt();
        this.o.onFinal?.(m.reason);
        return;
      case 'error':
        this.o.log(`server: ${m.message}`);
        return;
    }
  }

  private configure(alias: string, desktops: Parameters<Desktops['apply']>[0]): void {
    if (alias !== this.alias) this.o.log(`named "${alias}" in the console`);
    this.alias = alias;
    // Applied in order, then reported at once, so the console shows the new sizes without waiting a beat.
    this.applying = this.applying.then(() => this.desktops.apply(desktops)).then(() => this.beat());
  }

  private beat(): void {
    this.send({ type: 'beat', desktops: this.desktops.report() });
  }
}
