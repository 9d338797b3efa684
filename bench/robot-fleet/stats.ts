import { readFileSync } from 'node:fs';

/** The q-quantile (0..1) of samples, nearest rank; 0 for none. */
export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) return 0;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export const ms = (v: number) => (v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(1)} ms`);

/** What a robot sends and the fleet times: each kind has its own latency samples. */
export const KINDS = ['heartbeat', 'log', 'variable', 'itemAdd', 'itemGet', 'itemResult'] as const;
export type Kind = (typeof KINDS)[number];

/** What the fleet saw; latency samples are kept only while `measuring`. */
export class FleetStats {
  measuring = false;
  readonly latency = Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
  /** hello → welcome, including registration (argon2id) and the seat claim. */
  readonly connect: number[] = [];
  /** Messages answered during the measured window (their probe came back). */
  answered = 0;
  linesProduced = 0;
  linesSent = 0;
  /** Item gets that found the queue empty. */
  emptyGets = 0;
  /** Workload requests not sent because no socket was open when they were due. */
  requestsSkipped = 0;
  readonly items = new ItemLedger();
  /** Refusals by reason. */
  readonly refused = new Map<string, number>();
  /** `error` messages other than the probe's answer, and refusals in replies, by text. */
  readonly errorMessages = new Map<string, number>();
  /** Sockets that failed to open or broke (error events), by message. */
  readonly socketErrors = new Map<string, number>();
  /** Closes the fleet did not ask for, by close code. */
  readonly closes = new Map<number, number>();
  reconnects = 0;

  static bump<K>(m: Map<K, number>, k: K): void {
    m.set(k, (m.get(k) ?? 0) + 1);
  }

  /** One line per kind of error, for the report. */
  errorSummary(): string[] {
    const out: string[] = [];
    for (const [k, n] of this.refused) out.push(`refused ${k}: ${n}`);
    for (const [k, n] of this.socketErrors) out.push(`socket error "${k}": ${n}`);
    for (const [k, n] of this.closes) out.push(`closed by the server (${k}): ${n}`);
    for (const [k, n] of this.errorMessages) out.push(`error message "${k.slice(0, 120)}": ${n}`);
    return out;
  }

  errorCount(): number {
    let n = 0;
    for (const m of [this.refused, this.socketErrors, this.closes, this.errorMessages])
      for (const v of m.values()) n += v;
    return n;
  }
}

/** States of an item at the end that are not a fault: still waiting, or finished. */
const SETTLED = new Set(['waitToRun', 'rerun', 'runSuccessfully', 'runFailed']);

/**
 * Every item the fleet added or was handed, to check the queue end to end:
 * an item handed out twice (the spaces allow no retry, so even after a fail
 * it is never given again), an added item that is neither waiting nor
 * finished at the end, or one whose final state is not the result its
 * robot was answered.
 */
export class ItemLedger {
  readonly added = new Set<number>();
  readonly handed = new Map<number, number>();
  /** The state the result's reply gave, by item. */
  readonly results = new Map<number, string>();

  handedOut(id: number): void {
    FleetStats.bump(this.handed, id);
  }

  get twice(): number {
    let n = 0;
    for (const count of this.handed.values()) if (count > 1) n += 1;
    return n;
  }

  /** Compares with the items' states in the database, by id. */
  verify(states: Map<number, string>) {
    let lost = 0;
    let mismatched = 0;
    for (const id of this.added) if (!SETTLED.has(states.get(id) ?? 'missing')) lost += 1;
    for (const [id, state] of this.results) if (states.get(id) !== state) mismatched += 1;
    // Handed out yet back in the queue without a result the fleet saw (a reply lost with its socket).
    let unreported = 0;
    for (const id of this.handed.keys()) if (!this.results.has(id)) unreported += 1;
    const byState = new Map<string, number>();
    for (const state of states.values()) FleetStats.bump(byState, state);
    return { lost, mismatched, unreported, byState };
  }
}

/** Busy and total jiffies of the machine (/proc/stat), for a CPU share over a window. */
export function machineTicks(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (v[3] ?? 0) + (v[4] ?? 0);
    const total = v.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * Microseconds so far during which some runnable task of the machine waited
 * for a CPU (/proc/pressure/cpu, "some"); 0 where the kernel has no PSI.
 */
export function cpuWaitMicros(): number {
  try {
    return Number(/total=(\d+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** CPU seconds a process used so far (/proc/<pid>/stat, user + system). */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), 1-based 14 and 15 overall.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[11]) + Number(rest[12])) / 100;
  } catch {
    return 0;
  }
}
