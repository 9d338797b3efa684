import { readFileSync } from 'node:fs';

/** The q-quantile (0..1) of samples, nearest rank; 0 for none. */
export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) return 0;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export const ms = (v: number) => (v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(1)} ms`);

/** What the fleet saw; latency samples are kept only while `measuring`. */
export class FleetStats {
  measuring = false;
  readonly latency = { heartbeat: [] as number[], log: [] as number[] };
  /** hello → welcome, including registration (argon2id) and the seat claim. */
  readonly connect: number[] = [];
  /** Messages answered during the measured window (their probe came back). */
  answered = 0;
  linesProduced = 0;
  linesSent = 0;
  /** Refusals by reason. */
  readonly refused = new Map<string, number>();
  /** `error` messages other than the probe's answer, by text. */
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
