import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface DisplayTools {
  /** The X virtual framebuffer program; default `Xvfb` from the PATH. */
  xvfb?: string;
  /** Reads a display's size back; default `xdpyinfo` from the PATH. */
  xdpyinfo?: string;
  log(line: string): void;
  /** Told when a display started, ended or changed size, or a run took or left it. */
  changed?(): void;
}

/** Waits this long for Xvfb to name its display. */
const START_TIMEOUT_MS = 15_000;
/** A display that died is started again after this, doubling up to the most. */
const RESTART_MS = { first: 500, most: 30_000 } as const;

const size = (resolution: string) => resolution.split('*').map(Number) as [number, number];

/** The size a display reports of itself (`dimensions: 1280x800 pixels`), as `width*height`. */
export async function reportedSize(display: string, xdpyinfo = 'xdpyinfo'): Promise<string> {
  const { stdout } = await run(xdpyinfo, ['-display', display], { timeout: 10_000 });
  const m = /dimensions:\s+(\d+)x(\d+) pixels/.exec(stdout);
  if (!m) throw new Error(`${xdpyinfo} did not report the size of ${display}`);
  return `${m[1]}*${m[2]}`;
}

/**
 * One robot's desktop: an Xvfb display kept at the wanted resolution. It is
 * started again when it dies; a new resolution is applied by a restart, but
 * only while no run is on it (a restart would end the run's windows).
 */
export class Display {
  /** `:N` while running. */
  name = '';
  /** What the display reports of itself; empty while none runs. */
  resolution = '';
  state: 'starting' | 'running' | 'stopped' = 'stopped';
  /** Runs on it: task id → the robot process holding it. */
  readonly claims = new Map<number, number>();
  private child: ChildProcess | null = null;
  private turn: Promise<void> = Promise.resolve();
  private stopping = false;
  private restartDelay: number = RESTART_MS.first;
  private restartTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly robotsNo: string,
    public wanted: string,
    private readonly tools: DisplayTools,
  ) {}

  get busy(): boolean {
    for (const [taskId, pid] of this.claims) if (!alive(pid)) this.claims.delete(taskId);
    return this.claims.size > 0;
  }

  /** Running at the wanted size, starting or restarting it if it is not (and no run is on it). */
  ready(): Promise<void> {
    return this.inTurn(() => this.settle());
  }

  /**
   * A run takes the display: ready at the size wanted now, and held from
   * the same turn, so no resize queued meanwhile can restart it under the run.
   */
  take(taskId: number, pid: number): Promise<{ display: string; resolution: string }> {
    return this.inTurn(async () => {
      await this.settle();
      if (this.state !== 'running') throw new Error(`the display of ${this.robotsNo} is not running`);
      this.claims.set(taskId, pid);
      this.tools.changed?.();
      return { display: this.name, resolution: this.resolution };
    });
  }

  /** One change at a time: a claim and a new resolution arriving together must not start two displays. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const next = this.turn.then(work);
    this.turn = next.then(
      () => {},
      () => {},
    );
    return next;
  }

  private async settle(): Promise<void> {
    if (this.state === 'running' && (this.resolution === this.wanted || this.busy)) return;
    if (this.state === 'running') {
      this.tools.log(`${this.robotsNo}: display ${this.name} ${this.resolution} -> ${this.wanted}`);
      await this.stop();
    }
    this.stopping = false;
    await this.start();
  }

  /** A new resolution: applied now when idle, otherwise when the last run on it ends. */
  async want(resolution: string): Promise<void> {
    this.wanted = resolution;
    if (!this.busy) await this.ready();
  }

  async release(taskId: number): Promise<void> {
    this.claims.delete(taskId);
    this.tools.changed?.();
    if (!this.busy && this.resolution !== this.wanted) await this.ready();
  }

  private async start(): Promise<void> {
    const [w, h] = size(this.wanted);
    this.state = 'starting';
    // -displayfd: Xvfb picks a free display number and writes it to fd 3 once it accepts clients.
    const child = spawn(
      this.tools.xvfb ?? 'Xvfb',
      ['-displayfd', '3', '-screen', '0', `${w}x${h}x24`, '-nolisten', 'tcp', '-noreset'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => {
      stderr = (stderr + b.toString()).slice(-2000);
    });
    const named = await new Promise<string | null>((resolve) => {
      let out = '';
      const timer = setTimeout(() => resolve(null), START_TIMEOUT_MS);
      (child.stdio[3] as NodeJS.ReadableStream).on('data', (b: Buffer) => {
        out += b.toString();
        if (out.includes('\n')) {
          clearTimeout(timer);
          resolve(`:${out.trim()}`);
        }
      });
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
      child.once('error', () => resolve(null));
    });
    if (!named) {
      child.kill('SIGKILL');
      this.child = null;
      this.state = 'stopped';
      this.tools.log(`${this.robotsNo}: Xvfb did not start: ${stderr.trim().split('\n').pop() ?? ''}`);
      this.restartLater();
      return;
    }
    child.once('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      this.name = '';
      this.resolution = '';
      this.state = 'stopped';
      if (this.stopping) return;
      this.tools.changed?.();
      this.tools.log(`${this.robotsNo}: display ${named} ended (${signal ?? code}); starting it again`);
      this.restartLater();
    });
    this.name = named;
    this.resolution = await reportedSize(named, this.tools.xdpyinfo);
    this.state = 'running';
    this.restartDelay = RESTART_MS.first;
    this.tools.log(`${this.robotsNo}: display ${named} at ${this.resolution}`);
    this.tools.changed?.();
  }

  private restartLater(): void {
    if (this.stopping || this.restartTimer) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      void this.ready().catch((err: Error) => this.tools.log(`${this.robotsNo}: ${err.message}`));
    }, this.restartDelay);
    this.restartDelay = Math.min(this.restartDelay * 2, RESTART_MS.most);
  }

  /** Ends the display (and so every window on it). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
