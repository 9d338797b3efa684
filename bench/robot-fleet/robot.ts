import {
  LOG_BATCH_MAX,
  type LogLineMessage,
  ROBOT_PROTOCOL_VERSION,
  type RobotMessage,
  type ServerMessage,
} from '@rpa/contracts';
import WebSocket from 'ws';
import { FleetStats, type Kind } from './stats';
import { Workload, type WorkloadOptions } from './workload';

/**
 * A message of a type the protocol does not know. The server answers it with
 * `error`, after the messages sent before it on the same connection have been
 * handled (they are handled one at a time, in order). The protocol
 * acknowledges neither heartbeats nor log batches, so this answer is the
 * round trip the fleet times.
 */
export const PROBE = JSON.stringify({ type: 'fleet.probe' });

/** As the reference robot: log batches every 0.5 s, reconnects backing off from 1 s to 30 s. */
const FLUSH_MS = 500;
const BACKOFF_MIN_MS = 1000;
const BACKOFF_MAX_MS = 30_000;
/** How every line the fleet writes starts; the server's own notes in a run's log do not. */
export const LINE_PREFIX = 'Invoice ';

export interface FleetOptions {
  /** e.g. ws://127.0.0.1:8080/api/robot/ws */
  url: string;
  clientPwd: string;
  /** A machine key of the department the fleet registers into. */
  machineKey: string;
  linesPerMinute: number;
  stats: FleetStats;
  /** The text of the server's answer to PROBE, learnt by the first robot. */
  probeAnswer: { text: string | null };
  workload: WorkloadOptions;
}

interface Outstanding {
  kind: Kind | 'other';
  sentAt: number;
  measured: boolean;
}

/**
 * One simulated robot speaking the robot protocol like packages/robot's
 * agent: hello, a heartbeat at once and every `heartbeatSeconds`, accept of
 * the offered task, once told to work log lines batched every 0.5 s and kept until written to
 * an open socket, reconnect after an unexpected close. It runs no package:
 * it produces one log line every 60/linesPerMinute seconds and the requests
 * of its Workload, until told to finish the run with a success.
 */
export class FleetRobot {
  robotId: number | null = null;
  taskId: number | null = null;
  private socket: WebSocket | null = null;
  private heartbeatSeconds = 30;
  private timers: NodeJS.Timeout[] = [];
  private producer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private backoff = BACKOFF_MIN_MS;
  private seq = 0;
  private pending: LogLineMessage[] = [];
  private outstanding: Outstanding[] = [];
  private stopping = false;
  private welcomed: ((ok: boolean) => void) | null = null;
  private offered: (() => void) | null = null;
  private finished = false;
  private readonly work: Workload;
  linesSent = 0;

  constructor(
    readonly robotsNo: string,
    /** The task data space this robot uses. */
    space: string,
    private readonly o: FleetOptions,
  ) {
    this.work = new Workload(robotsNo, space, o.workload, (m) => this.raw(m));
  }

  /** Connects and says hello; resolves true on welcome, false on refusal or failure. */
  start(): Promise<boolean> {
    return new Promise((resolve) => {
      this.welcomed = resolve;
      this.connect();
    });
  }

  /** Resolves once a task was offered and accepted. */
  hasTask(): Promise<void> {
    if (this.taskId !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.offered = resolve;
    });
  }

  /** Messages whose answer has not come back yet. */
  get waiting(): number {
    return this.outstanding.length + this.work.waiting;
  }

  /**
   * Starts the run's work: log lines and requests. Called for the whole fleet
   * once every run is offered, so the load is the same across the measured window.
   */
  startWork(): void {
    if (this.taskId === null) return;
    this.produce();
    this.work.start(this.taskId);
  }

  /** Stops producing log lines and requests, and sends the lines left. */
  stopWork(): void {
    if (this.producer) clearInterval(this.producer);
    this.producer = null;
    this.work.stop();
    this.flush();
  }

  /** Reports the run a success, as a robot whose process ended; false without an open socket. */
  finishTask(): boolean {
    if (this.taskId === null || this.finished) return false;
    const sent = this.send(
      { type: 'task.result', taskId: this.taskId, outcome: 'success', exitCode: 0, files: [] },
      'other',
    );
    this.finished = sent;
    return sent;
  }

  /** Closes the connection for good. */
  close(): Promise<void> {
    this.stopping = true;
    this.stopWork();
    this.clearTimers();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const s = this.socket;
    if (!s || s.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      s.once('close', () => resolve());
      s.close(1000, 'fleet done');
      setTimeout(resolve, 5000).unref();
    });
  }

  /** Lines still in memory because no open socket took them. */
  get unsent(): number {
    return this.pending.length;
  }

  private connect(): void {
    const socket = new WebSocket(this.o.url, { perMessageDeflate: false });
    this.socket = socket;
    const helloAt = performance.now();
    let opened = false;
    socket.on('open', () => {
      opened = true;
      this.raw({
        type: 'hello',
        protocol: ROBOT_PROTOCOL_VERSION,
        robotsNo: this.robotsNo,
        clientPwd: this.o.clientPwd,
        bindingWay: 'manager',
        machineKey: this.o.machineKey,
        category: 'background',
        machine: {
          hostName: `host-${this.robotsNo}`,
          osUser: 'rpa',
          os: 'Linux',
          address: '127.0.0.1',
          agentVersion: 'fleet-1',
          instanceNo: 0,
        },
        running: this.taskId !== null && !this.finished ? [this.taskId] : [],
      });
    });
    socket.on('message', (data) => this.receive(String(data), helloAt));
    socket.on('error', (err) => {
      FleetStats.bump(this.o.stats.socketErrors, err.message);
      if (!opened) this.settle(false);
    });
    socket.on('close', (code) => {
      this.clearTimers();
      // Whatever had not been answered will not be: the server drops nothing it
      // received, but the answers went down with the socket.
      this.outstanding = [];
      this.work.dropPending();
      if (this.socket === socket) this.socket = null;
      if (this.stopping) return;
      if (code !== 1008) FleetStats.bump(this.o.stats.closes, code);
      this.settle(false);
      this.o.stats.reconnects += 1;
      const wait = this.backoff;
      this.backoff = Math.min(this.backoff * 2, BACKOFF_MAX_MS);
      this.reconnectTimer = setTimeout(() => this.connect(), wait);
    });
  }

  private settle(ok: boolean): void {
    const w = this.welcomed;
    this.welcomed = null;
    w?.(ok);
  }

  private clearTimers(): void {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }

  private raw(m: RobotMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(m));
    return true;
  }

  /** Sends a message followed by the probe whose answer times it. */
  private send(m: RobotMessage, kind: Outstanding['kind']): boolean {
    if (!this.raw(m)) return false;
    this.socket?.send(PROBE);
    this.outstanding.push({ kind, sentAt: performance.now(), measured: this.o.stats.measuring });
    return true;
  }

  private receive(text: string, helloAt: number): void {
    const m = JSON.parse(text) as ServerMessage;
    switch (m.type) {
      case 'welcome':
        this.robotId = m.robotId;
        this.heartbeatSeconds = m.heartbeatSeconds;
        this.backoff = BACKOFF_MIN_MS;
        if (this.welcomed) this.o.stats.connect.push(performance.now() - helloAt);
        this.settle(true);
        if (this.o.probeAnswer.text === null) {
          // The first robot learns how the server answers a probe, before anything else is sent.
          this.socket?.send(PROBE);
          this.outstanding.push({ kind: 'other', sentAt: performance.now(), measured: false });
          return;
        }
        this.online();
        return;
      case 'refused':
        FleetStats.bump(this.o.stats.refused, m.reason);
        return;
      case 'task.offer':
        if (this.taskId !== null && this.taskId !== m.taskId) return;
        this.taskId = m.taskId;
        this.send({ type: 'task.accept', taskId: m.taskId }, 'other');
        this.offered?.();
        this.offered = null;
        return;
      case 'error':
        this.answer(m.message);
        return;
      case 'variable.reply':
      case 'item.reply':
        if (!this.work.reply(m)) FleetStats.bump(this.o.stats.errorMessages, `${m.type} to no request`);
        return;
      default:
        return;
    }
  }

  private answer(message: string): void {
    if (this.o.probeAnswer.text === null) {
      this.o.probeAnswer.text = message;
      this.outstanding.shift();
      this.online();
      return;
    }
    if (message !== this.o.probeAnswer.text) {
      FleetStats.bump(this.o.stats.errorMessages, message);
      return;
    }
    const done = this.outstanding.shift();
    if (!done?.measured || !this.o.stats.measuring) return;
    this.o.stats.answered += 1;
    if (done.kind !== 'other') this.o.stats.latency[done.kind].push(performance.now() - done.sentAt);
  }

  /** After the welcome: heartbeats and log flushes, as the reference robot. */
  private online(): void {
    this.beat();
    this.flush();
    this.timers.push(setInterval(() => this.beat(), this.heartbeatSeconds * 1000));
    this.timers.push(setInterval(() => this.flush(), FLUSH_MS));
  }

  private beat(): void {
    const running = this.taskId !== null && !this.finished ? [this.taskId] : [];
    this.send({ type: 'heartbeat', state: running.length ? 'running' : 'idle', running }, 'heartbeat');
  }

  /** One line every 60/linesPerMinute s, starting at a random point so robots do not beat in step. */
  private produce(): void {
    if (this.producer || this.stopping) return;
    const every = 60_000 / this.o.linesPerMinute;
    // The run goes on while the connection is down: this timer outlives closes.
    this.producer = setTimeout(() => {
      this.line();
      this.producer = setInterval(() => this.line(), every);
    }, Math.random() * every);
  }

  private line(): void {
    this.seq += 1;
    this.o.stats.linesProduced += 1;
    this.pending.push({
      seq: this.seq,
      time: new Date().toISOString(),
      level: 'info',
      text: `${LINE_PREFIX}${this.seq} of the monthly batch checked against the supplier ledger: amounts match`,
    });
  }

  private flush(): void {
    const taskId = this.taskId;
    if (taskId === null) return;
    while (this.pending.length) {
      const lines = this.pending.slice(0, LOG_BATCH_MAX);
      if (!this.send({ type: 'task.log', taskId, lines }, 'log')) return;
      this.pending.splice(0, lines.length);
      this.linesSent += lines.length;
      this.o.stats.linesSent += lines.length;
    }
  }
}
