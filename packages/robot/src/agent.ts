import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FINAL_REFUSALS,
  LOG_BATCH_MAX,
  type LogLineMessage,
  ROBOT_PROTOCOL_VERSION,
  ROBOT_WS_PATH,
  type RobotMessage,
  robotUpgradeStored,
  ServerMessage,
  type VariableForRobot,
} from '@rpa/contracts';
import WebSocket from 'ws';
import { prepareComponents } from './components';
import { claimScreen, noScreenText, releaseScreen, type Screen } from './desktop';
import { LocalDesk } from './local';
import { unpack } from './package';
import {
  NOT_RECORDED,
  type NotRecorded,
  notRecordedText,
  type Recording,
  type RecordOptions,
  recordingInput,
  startRecording,
} from './record';
import { runPackage } from './run';
import {
  type Build,
  helloReport,
  removePending,
  removeStaged,
  runningBuild,
  stageUpgrade,
  UpgradeError,
  type UpgradeOffer,
  writePending,
} from './upgrade';
import { appliedVersion, applyUpgrade90 } from './upgrade90';

export interface AgentOptions {
  /** The console server, e.g. http://127.0.0.1:8080/api */
  server: string;
  robotsNo: string;
  clientPwd: string;
  bindingWay: 'manager' | 'user';
  account?: string;
  /** A department's machine key: lets a new manager-bound robot register (docs/robot-protocol.md). */
  machineKey?: string;
  category: 'background' | 'foreground' | 'scene';
  /** Packages, runs and outputs live here. */
  workDir: string;
  machine: {
    hostName: string;
    osUser: string;
    os: string;
    address: string;
    agentVersion: string;
    resolution?: string;
    instanceNo: number;
  };
  log(text: string): void;
  /** Record the screen during runs (when ffmpeg and a screen are there); see record.ts. */
  record?: RecordOptions;
  /** The desktop steward of this machine (its loopback endpoint): each run is on the display it keeps. */
  steward?: string;
  /** Told of every change of state. */
  onState?(state: AgentState): void;
  /** Told of every welcome (a supervised robot tells its supervisor it came up). */
  onWelcome?(): void;
  /**
   * Restarts the robot on the upgrade it just staged (docs/robot-protocol.md,
   * "Upgrades"); called once the connection is closed. A supervised robot
   * exits for its supervisor to start the new build. Without it the robot
   * cannot upgrade, and says so to the server.
   */
  restart?(): void;
}

export type AgentState = 'connecting' | 'online' | 'refused' | 'stopped';

interface RunningTask {
  stop: AbortController;
  /** Lines not yet acknowledged by a successful send; resent after a reconnect. */
  pending: LogLineMessage[];
  result: Extract<RobotMessage, { type: 'task.result' }> | null;
}

/** An upgrade under way: staged, then switched to by a restart. */
interface Upgrading {
  offer: UpgradeOffer;
  abort: AbortController;
  /** The staged build is on its way in: the connection closes and the robot restarts. */
  switching: boolean;
}

/** How often an online robot looks for a new 9.0 upgrade list. */
const UPGRADE90_CHECK_MS = 5 * 60_000;
/** How long a stop waits for the runs it stopped. */
const STOP_WAIT_MS = 5000;
const BACKOFF_MIN_MS = 1000;
const BACKOFF_MAX_MS = 30_000;
const LOG_FLUSH_MS = 500;
/** How long a variable request waits for the server's reply (an older server never answers one). */
const VARIABLE_REPLY_MS = 30_000;

type VariableReply = Extract<ServerMessage, { type: 'variable.reply' }>;
type ItemReply = Extract<ServerMessage, { type: 'item.reply' }>;
type FieldReply = Extract<ServerMessage, { type: 'field.reply' }>;
type FieldRequest = Extract<RobotMessage, { type: 'field.set' }>;
type ItemRequest = Extract<RobotMessage, { type: 'item.next' | 'item.done' | 'item.fail' | 'item.add' }>;

/**
 * The robot's connection: hello, heartbeats, task offers and stops, log
 * batches; it reconnects with exponential backoff and, after a server
 * restart, says which tasks it is still running so the server resumes them.
 * Unsent log lines and results wait in memory until a connection takes them.
 */
export class Agent {
  private current: AgentState = 'connecting';
  robotId: number | null = null;
  private socket: WebSocket | null = null;
  private token = '';
  private backoff = BACKOFF_MIN_MS;
  private heartbeat: NodeJS.Timeout | null = null;
  private flusher: NodeJS.Timeout | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private readonly tasks = new Map<number, RunningTask>();
  /** The runs under way, so a stop can wait for their processes to end and their folders to settle. */
  private readonly runs = new Set<Promise<void>>();
  private stopping = false;
  /** Variable requests waiting for their reply, by request id. */
  private readonly requests = new Map<
    string,
    (reply: VariableReply | ItemReply | FieldReply | Error) => void
  >();
  private requestCount = 0;
  /** Where runs read and write variables during the run (`rpa-robot var`). */
  private readonly desk = new LocalDesk();
  /** The upgrade under way; meanwhile heartbeats say `upgrading`. */
  private upgrading: Upgrading | null = null;
  /** How the last upgrade ended, told in each hello until a welcome answers one. */
  private report: ReturnType<typeof helloReport> = null;
  /** The report the hello on the current connection carried. */
  private reportSent: ReturnType<typeof helloReport> = null;
  /** The 9.0 upgrade list being applied; meanwhile an idle robot's heartbeats say `upgrading`. */
  private applying90: Promise<void> | null = null;
  private check90: NodeJS.Timeout | null = null;

  constructor(private readonly o: AgentOptions) {}

  get state(): AgentState {
    return this.current;
  }

  private set state(next: AgentState) {
    if (next === this.current) return;
    this.current = next;
    this.o.onState?.(next);
  }

  start(): void {
    this.stopping = false;
    this.report = helloReport(this.o.workDir, this.o.machine.agentVersion);
    this.connect();
  }

  /** Closes the connection and stops every run. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.state = 'stopped';
    if (this.reconnect) clearTimeout(this.reconnect);
    for (const t of this.tasks.values()) t.stop.abort();
    if (this.upgrading && !this.upgrading.switching) this.upgrading.abort.abort();
    this.clearTimers();
    await this.desk.close();
    await this.close('robot stopping');
    // Then the stopped runs end their processes and tidy their folders, with the socket already
    // closed, so the server learns nothing new; a run stuck past the wait is left.
    await Promise.race([
      Promise.allSettled([...this.runs]),
      new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
    ]);
  }

  /** Closes the connection for good (no reconnect), cleanly. */
  private async close(reason: string): Promise<void> {
    this.stopping = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.clearTimers();
    const s = this.socket;
    if (s && s.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((resolve) => {
        s.once('close', () => resolve());
        s.close(1000, reason);
        setTimeout(resolve, 2000).unref();
      });
    }
    this.state = 'stopped';
  }

  get running(): number[] {
    return [...this.tasks.entries()].filter(([, t]) => !t.result).map(([id]) => id);
  }

  /** Tasks running, or ended with a result not yet sent: the server keeps them this robot's. */
  private get held(): number[] {
    return [...this.tasks.keys()].slice(0, 16);
  }

  private wsUrl(): string {
    const u = new URL(this.o.server.replace(/\/$/, '') + ROBOT_WS_PATH);
    u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
    return u.toString();
  }

  private connect(): void {
    this.state = 'connecting';
    const socket = new WebSocket(this.wsUrl());
    this.socket = socket;
    socket.on('open', () => {
      this.reportSent = this.report;
      this.send({
        type: 'hello',
        protocol: ROBOT_PROTOCOL_VERSION,
        robotsNo: this.o.robotsNo,
        clientPwd: this.o.clientPwd,
        bindingWay: this.o.bindingWay,
        account: this.o.account,
        ...(this.o.machineKey ? { machineKey: this.o.machineKey } : {}),
        category: this.o.category,
        machine: this.o.machine,
        // Runs that ended while away still count: their results follow the welcome.
        running: this.held,
        ...(this.report ? { upgrade: this.report.upgrade } : {}),
      });
    });
    socket.on('message', (data) => this.receive(String(data)));
    socket.on('error', (err) => this.o.log(`connection error: ${err.message}`));
    socket.on('close', () => {
      this.clearTimers();
      // Replies to requests sent on this socket will never come.
      for (const answer of this.requests.values()) answer(new Error('the connection closed'));
      this.requests.clear();
      if (this.socket === socket) this.socket = null;
      if (this.stopping || this.state === 'refused') return;
      this.state = 'connecting';
      const wait = this.backoff;
      this.backoff = Math.min(this.backoff * 2, BACKOFF_MAX_MS);
      this.o.log(`disconnected; reconnecting in ${wait / 1000} s`);
      this.reconnect = setTimeout(() => this.connect(), wait);
    });
  }

  private clearTimers(): void {
    if (this.check90) clearInterval(this.check90);
    this.check90 = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.flusher) clearInterval(this.flusher);
    this.heartbeat = null;
    this.flusher = null;
  }

  private send(m: RobotMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(m));
    return true;
  }

  private receive(raw: string): void {
    let parsed: ServerMessage;
    try {
      parsed = ServerMessage.parse(JSON.parse(raw));
    } catch {
      this.o.log('ignored a message the protocol does not know');
      return;
    }
    switch (parsed.type) {
      case 'welcome':
        this.state = 'online';
        this.robotId = parsed.robotId;
        this.token = parsed.token;
        this.backoff = BACKOFF_MIN_MS;
        this.o.log(`online as robot ${parsed.robotId}`);
        this.heartbeat = setInterval(() => this.beat(), parsed.heartbeatSeconds * 1000);
        this.flusher = setInterval(() => this.flush(), LOG_FLUSH_MS);
        this.beat();
        this.flush();
        this.reported();
        this.o.onWelcome?.();
        this.check90 = setInterval(() => this.upgrade90(), UPGRADE90_CHECK_MS);
        this.upgrade90();
        break;
      case 'refused':
        this.o.log(`refused (${parsed.reason}): ${parsed.message}`);
        // A wrong version or an unbound robot never gets better; other refusals (no seat, password) may, later.
        if (FINAL_REFUSALS.includes(parsed.reason)) this.state = 'refused';
        break;
      case 'task.offer': {
        if (this.upgrading?.switching) {
          this.o.log(`task ${parsed.taskId}: not taken, the robot is restarting for an upgrade`);
          break;
        }
        // A task comes first: the upgrade is offered again once the robot is idle.
        if (this.upgrading) this.abandonUpgrade();
        const run = this.runTask(parsed);
        this.runs.add(run);
        void run.finally(() => this.runs.delete(run));
        this.beat();
        break;
      }
      case 'upgrade.offer':
        this.offerUpgrade(parsed);
        break;
      case 'task.stop':
        this.tasks.get(parsed.taskId)?.stop.abort();
        break;
      case 'error':
        this.o.log(`server: ${parsed.message}`);
        break;
      case 'variable.reply':
      case 'item.reply':
      case 'field.reply': {
        const answer = this.requests.get(parsed.requestId);
        this.requests.delete(parsed.requestId);
        answer?.(parsed);
        break;
      }
    }
  }

  private beat(): void {
    const running = this.running;
    const state =
      this.upgrading || (this.applying90 && !running.length)
        ? 'upgrading'
        : running.length
          ? 'running'
          : 'idle';
    this.send({ type: 'heartbeat', state, running });
  }

  /** After a welcome that answered a hello telling how an upgrade ended: it is told, and forgotten. */
  private reported(): void {
    const told = this.reportSent;
    this.reportSent = null;
    if (!told || told !== this.report) return;
    this.report = null;
    try {
      removePending(this.o.workDir);
    } catch (err) {
      this.o.log(`could not remove the upgrade's record: ${(err as Error).message}`);
    }
    const u = told.upgrade;
    if (u.outcome === 'applied') {
      this.o.log(`upgrade ${u.upgradeId}: upgraded to version ${told.to}`);
      if (told.prompt) this.o.log(told.prompt);
    } else {
      this.o.log(
        `upgrade ${u.upgradeId} to version ${told.to} failed: ${u.reason}; running version ${this.o.machine.agentVersion}`,
      );
    }
  }

  /**
   * An upgrade offer (docs/robot-protocol.md, "Upgrades"): refused as busy
   * while a task runs; else staged, checked, and switched to by a restart.
   */
  private offerUpgrade(offer: UpgradeOffer): void {
    const status = (state: 'downloading' | 'failed' | 'busy', reason?: string) =>
      this.send({ type: 'upgrade.status', upgradeId: offer.upgradeId, state, ...(reason ? { reason } : {}) });
    if (this.upgrading) {
      // The same offer again (after a reconnect) goes on; another waits for this one.
      if (this.upgrading.offer.upgradeId !== offer.upgradeId) status('busy');
      return;
    }
    if (this.running.length) {
      this.o.log(`upgrade ${offer.upgradeId}: busy with a task; offered again once idle`);
      status('busy');
      return;
    }
    const u: Upgrading = { offer, abort: new AbortController(), switching: false };
    this.upgrading = u;
    this.beat();
    status('downloading');
    this.o.log(`upgrade ${offer.upgradeId}: downloading version ${offer.version}`);
    void this.applyUpgrade(u);
  }

  private async applyUpgrade(u: Upgrading): Promise<void> {
    const { offer } = u;
    let staged: Build | null = null;
    try {
      staged = await stageUpgrade({
        workDir: this.o.workDir,
        server: this.o.server,
        token: this.token,
        offer,
        signal: u.abort.signal,
      });
      u.abort.signal.throwIfAborted();
      if (!this.o.restart)
        throw new UpgradeError('the robot runs without its supervisor and cannot restart itself');
      writePending(this.o.workDir, {
        upgradeId: offer.upgradeId,
        prompt: offer.prompt ?? null,
        from: runningBuild(this.o.workDir, this.o.machine.agentVersion),
        to: staged,
      });
      // From here on the robot takes no task: it closes its connection and restarts on the new build.
      u.switching = true;
      this.o.log(`upgrade ${offer.upgradeId}: version ${staged.version} staged; restarting on it`);
      await this.close('robot restarting for an upgrade');
      this.o.restart();
    } catch (err) {
      if (staged) await removeStaged(this.o.workDir, staged.version).catch(() => {});
      // Abandoned for a task (busy was said) or stopped: nothing more to tell.
      if (this.upgrading !== u || u.abort.signal.aborted) {
        if (this.upgrading === u) this.upgrading = null;
        return;
      }
      this.upgrading = null;
      const reason = (
        err instanceof UpgradeError ? err.message : `the upgrade failed: ${(err as Error).message}`
      ).slice(0, 500);
      this.o.log(`upgrade ${offer.upgradeId}: ${reason}; staying on version ${this.o.machine.agentVersion}`);
      this.send({ type: 'upgrade.status', upgradeId: offer.upgradeId, state: 'failed', reason });
      this.beat();
    }
  }

  /** Gives the upgrade under way up for a task: the server offers it again once the robot is idle. */
  private abandonUpgrade(): void {
    const u = this.upgrading;
    if (!u) return;
    this.upgrading = null;
    u.abort.abort();
    this.send({ type: 'upgrade.status', upgradeId: u.offer.upgradeId, state: 'busy' });
    this.o.log(`upgrade ${u.offer.upgradeId}: put off for a task; offered again once idle`);
  }

  /** Sends waiting log lines in batches, then results; keeps what could not be sent. */
  private flush(): void {
    for (const [taskId, t] of this.tasks) {
      while (t.pending.length) {
        const lines = t.pending.slice(0, LOG_BATCH_MAX);
        if (!this.send({ type: 'task.log', taskId, lines })) return;
        t.pending.splice(0, lines.length);
      }
      if (t.result && this.send(t.result)) {
        this.tasks.delete(taskId);
        this.o.log(`task ${taskId}: result sent`);
      }
    }
  }

  private async runTask(offer: Extract<ServerMessage, { type: 'task.offer' }>): Promise<void> {
    if (this.tasks.has(offer.taskId)) return;
    const task: RunningTask = { stop: new AbortController(), pending: [], result: null };
    this.tasks.set(offer.taskId, task);
    this.send({ type: 'task.accept', taskId: offer.taskId });
    this.o.log(`task ${offer.taskId}: running ${offer.process} ${offer.version}`);
    const dir = path.join(this.o.workDir, 'runs', String(offer.taskId));
    let recording: Recording | null = null;
    let screen: Screen | null = null;
    // Passwords read or written during the run are masked like those given at its start.
    const secrets = new Set<string>();
    let local: Awaited<ReturnType<LocalDesk['open']>> | null = null;
    // The run's lines and the robot's own notes in its log share one numbering.
    let seq = 0;
    const notRecorded = (why: NotRecorded) => {
      this.o.log(`task ${offer.taskId}: ${NOT_RECORDED[why].en_US}`);
      const line = { seq: ++seq, time: new Date().toISOString(), text: notRecordedText(why) };
      task.pending.push({ ...line, level: why === 'failed' ? 'error' : 'info' });
    };
    try {
      local = await this.desk.open({
        answer: async (r) => {
          const reply = await this.request(
            r.kind === 'get'
              ? { type: 'variable.get', requestId: '', taskId: offer.taskId, names: [r.name] }
              : { type: 'variable.set', requestId: '', taskId: offer.taskId, name: r.name, value: r.value },
          );
          for (const v of reply.values) if (v.type === 'password') secrets.add(v.value);
          return reply;
        },
        item: (r) => this.request({ ...r, requestId: '', taskId: offer.taskId } as ItemRequest),
        field: (key, value) =>
          this.request({ type: 'field.set', requestId: '', taskId: offer.taskId, key, value }),
        document: (p) =>
          fetch(`${this.o.server.replace(/\/$/, '')}/robot/task/${offer.taskId}${p}`, {
            headers: { authorization: `Bearer ${this.token}`, lang: 'en_US' },
          }),
      });
      const zip = await this.fetchPackage(offer.packageSha256);
      const manifest = await unpack(zip, path.join(dir, 'package'));
      // Components the version uses, fetched by checksum (a second run takes them from the cache).
      const components = await prepareComponents(offer.components, dir, {
        server: this.o.server,
        token: this.token,
        workDir: this.o.workDir,
        log: (line) => this.o.log(`task ${offer.taskId}: ${line}`),
      });
      const variables = manifest.variables.length
        ? await this.variables(offer.taskId, manifest.variables)
        : [];
      // The steward's display for this run (held until it ends), or the robot's own DISPLAY.
      screen = this.o.steward
        ? await this.claimScreen(offer.taskId, (text) =>
            task.pending.push({ seq: ++seq, time: new Date().toISOString(), level: 'error', text }),
          )
        : null;
      const screenEnv: Record<string, string> = screen
        ? { DISPLAY: screen.display, RPA_SCREEN: screen.resolution }
        : {};
      // Without ffmpeg or a screen the run goes on unrecorded, and its log says why;
      // so it does when the record strategy records no run.
      const source = this.o.record ? recordingInput(this.o.record, { ...process.env, ...screenEnv }) : null;
      if (source && offer.record === false) notRecorded('strategy');
      else if (source && 'missing' in source) notRecorded(source.missing);
      else if (source && 'input' in source)
        recording = startRecording(source.input, path.join(dir, 'recording.webm'), this.o.record?.ffmpeg);
      const r = await runPackage({
        dir: path.join(dir, 'package'),
        manifest,
        parameters: offer.parameters,
        aiServer: offer.aiServer,
        service: offer.service,
        variables,
        env: { ...local.env, ...components, ...screenEnv },
        secrets,
        outputDir: path.join(dir, 'output'),
        signal: task.stop.signal,
        timeoutMs: offer.runTimeoutMinutes ? offer.runTimeoutMinutes * 60_000 : undefined,
        onLine: (l) => task.pending.push({ ...l, seq: ++seq }),
        // A `::rpa-field` line: the value goes to the server, a refusal into the run's log.
        onField: async (key, value) => {
          const reply = await this.request({
            type: 'field.set',
            requestId: '',
            taskId: offer.taskId,
            key,
            value,
          }).catch((err: Error) => ({ error: err.message }));
          if (reply.error) {
            const text = `business field ${key} refused: ${reply.error}`;
            task.pending.push({ seq: ++seq, time: new Date().toISOString(), level: 'error', text });
          }
        },
      });
      await this.uploadFiles(offer.taskId, path.join(dir, 'output'), r.files);
      const video = recording ? await recording.stop() : null;
      if (recording && !video) notRecorded('failed');
      recording = null;
      if (video) await this.upload(offer.taskId, 'recording', video, 'recording.webm');
      this.o.log(`task ${offer.taskId}: ${r.outcome}`);
      task.result = {
        type: 'task.result',
        taskId: offer.taskId,
        outcome: r.outcome,
        exitCode: r.exitCode,
        files: r.files,
      };
    } catch (err) {
      task.result = {
        type: 'task.result',
        taskId: offer.taskId,
        outcome: 'failed',
        exitCode: null,
        files: [],
        error: (err as Error).message.slice(0, 2000),
      };
    } finally {
      local?.close();
      await recording?.stop();
      if (screen && this.o.steward)
        await releaseScreen(this.o.steward, this.o.robotsNo, offer.taskId).catch((err: Error) =>
          this.o.log(`task ${offer.taskId}: the steward did not take the display back: ${err.message}`),
        );
      await rm(path.join(dir, 'package'), { recursive: true, force: true });
      await rm(path.join(dir, 'components'), { recursive: true, force: true });
    }
    this.flush();
  }

  /**
   * Asks the server for a run's variables (docs/robot-protocol.md,
   * "Variables"). Any refused name fails the run, its reason in the error.
   */
  private async variables(taskId: number, names: string[]): Promise<VariableForRobot[]> {
    const reply = await this.request({ type: 'variable.get', requestId: '', taskId, names });
    if (reply.errors.length) {
      throw new Error(`variables refused: ${reply.errors.map((e) => `${e.name}: ${e.message}`).join('; ')}`);
    }
    return reply.values;
  }

  /** Sends a variable or task data request and waits for the reply with its id. */
  request(m: Extract<RobotMessage, { type: 'variable.get' | 'variable.set' }>): Promise<VariableReply>;
  request(m: ItemRequest): Promise<ItemReply>;
  request(m: FieldRequest): Promise<FieldReply>;
  request(
    m: Extract<RobotMessage, { type: 'variable.get' | 'variable.set' }> | ItemRequest | FieldRequest,
  ): Promise<VariableReply | ItemReply | FieldReply> {
    const requestId = `${Date.now().toString(36)}-${++this.requestCount}`;
    return new Promise<VariableReply | ItemReply | FieldReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.requests.delete(requestId);
        reject(new Error('the server did not answer the request'));
      }, VARIABLE_REPLY_MS);
      this.requests.set(requestId, (reply) => {
        clearTimeout(timer);
        if (reply instanceof Error) reject(reply);
        else resolve(reply);
      });
      if (!this.send({ ...m, requestId })) {
        clearTimeout(timer);
        this.requests.delete(requestId);
        reject(new Error('not connected to the server'));
      }
    });
  }

  /**
   * Uploads the files a run produced, before its result, while the task is
   * still this robot's. A file that fails to upload is logged and skipped:
   * the result still goes, listing every file the run wrote.
   */
  private async uploadFiles(
    taskId: number,
    outputDir: string,
    files: Array<{ name: string }>,
  ): Promise<void> {
    for (const f of files) await this.upload(taskId, 'file', path.join(outputDir, f.name), f.name);
  }

  /** The run's display from the steward; when it gives none the run goes on without, and its log says why. */
  private async claimScreen(taskId: number, note: (text: string) => void): Promise<Screen | null> {
    try {
      const screen = await claimScreen(this.o.steward as string, this.o.robotsNo, taskId);
      this.o.log(`task ${taskId}: on display ${screen.display} (${screen.resolution})`);
      return screen;
    } catch (err) {
      this.o.log(`task ${taskId}: no display from the steward: ${(err as Error).message}`);
      note(noScreenText((err as Error).message));
      return null;
    }
  }

  /**
   * Uploads what a run produced (a file, or its recording) before its result,
   * while the task is still this robot's. A failed upload is logged and
   * skipped: the result still goes, listing every file the run wrote.
   */
  private async upload(
    taskId: number,
    kind: 'file' | 'recording',
    file: string,
    name: string,
  ): Promise<void> {
    const base = this.o.server.replace(/\/$/, '');
    try {
      const form = new FormData();
      form.append('file', await openAsBlob(file), path.basename(name));
      const res = await fetch(`${base}/robot/task/${taskId}/${kind}?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.token}` },
        body: form,
      });
      const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
      if (!res.ok || body?.code !== 0) throw new Error(body?.msg ?? `HTTP ${res.status}`);
    } catch (err) {
      this.o.log(`task ${taskId}: upload of ${name} failed: ${(err as Error).message}`);
    }
  }

  /** Downloads a package once into the cache, named by its sha256. */
  /**
   * Applies the system configuration's 9.0 upgrade list when it names a
   * version this robot has not applied (docs/robot-protocol.md, "9.0 upgrade
   * list"): after each welcome and every UPGRADE90_CHECK_MS, while idle.
   * Relative target paths are under the work directory.
   */
  private upgrade90(): void {
    if (this.applying90 || this.upgrading || this.running.length || this.state !== 'online') return;
    const work = (async () => {
      const res = await fetch(`${this.o.server.replace(/\/$/, '')}/robot/upgrade90`, {
        headers: { authorization: `Bearer ${this.token}`, lang: 'en_US' },
      });
      const body = (await res.json().catch(() => null)) as {
        code?: number;
        msg?: string;
        result?: unknown;
      } | null;
      // An older server has no such call: nothing to apply.
      if (body?.code !== 0) return;
      const list = robotUpgradeStored.parse(body.result);
      const dir = path.join(this.o.workDir, 'upgrades');
      if (!list.version || list.files.length === 0 || (await appliedVersion(dir)) === list.version) return;
      this.beat();
      const r = await applyUpgrade90(list, { dir, root: this.o.workDir, log: this.o.log });
      if (r.applied) this.o.log(`9.0 upgrade ${r.version}: applied (${r.files} files)`);
    })();
    this.applying90 = work
      .catch((err: unknown) =>
        this.o.log(`9.0 upgrade failed, nothing changed by it: ${(err as Error).message}`),
      )
      .finally(() => {
        this.applying90 = null;
        this.beat();
      });
  }

  private async fetchPackage(sha256: string): Promise<string> {
    const cache = path.join(this.o.workDir, 'packages');
    const file = path.join(cache, `${sha256}.zip`);
    if (
      await stat(file).then(
        () => true,
        () => false,
      )
    )
      return file;
    await mkdir(cache, { recursive: true });
    const res = await fetch(`${this.o.server.replace(/\/$/, '')}/robot/package/${sha256}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    if (!res.ok || !res.body) throw new Error(`package download failed (${res.status})`);
    const partial = `${file}.part`;
    await pipeline(
      Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      createWriteStream(partial),
    );
    await rename(partial, file);
    return file;
  }
}
