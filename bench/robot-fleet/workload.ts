import type { RobotMessage, ServerMessage } from '@rpa/contracts';
import { FleetStats, type Kind } from './stats';

/** The rest of the sizing profile per robot and minute, and what it reads and fills. */
export interface WorkloadOptions {
  varReadsPerMinute: number;
  itemAddsPerMinute: number;
  itemGetsPerMinute: number;
  /** A text variable of the fleet's department that every robot may read. */
  variable: string;
  stats: FleetStats;
}

type Reply = Extract<ServerMessage, { type: 'variable.reply' | 'item.reply' }>;
type Request = Extract<RobotMessage, { requestId: string }>;

interface Pending {
  kind: Kind;
  sentAt: number;
  measured: boolean;
}

/** Items whose id is a multiple of this are reported failed, the rest done: one in ten fleet-wide. */
const FAIL_EVERY = 10;

/**
 * What a run does besides logging, as a process using variables and task
 * data would: reads a variable, adds items to its space, and takes the next
 * item, answering each one taken at once with done or (one in ten) fail.
 * Requests and replies pair by requestId, so each is timed by its own reply,
 * without a probe. Open loop: requests go out on their timers whether or not
 * earlier ones have been answered, so a slow server shows as latency.
 */
export class Workload {
  private timers: NodeJS.Timeout[] = [];
  private pending = new Map<string, Pending>();
  private n = 0;
  private taskId = 0;

  constructor(
    private readonly robotsNo: string,
    /** The task data space this robot adds to and takes from. */
    private readonly space: string,
    private readonly o: WorkloadOptions,
    /** Sends on the open socket; false when none is open. */
    private readonly raw: (m: RobotMessage) => boolean,
  ) {}

  /** Requests sent whose reply has not come back. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Starts the timers for the run `taskId`; they outlive reconnects, like the run. */
  start(taskId: number): void {
    if (this.timers.length) return;
    this.taskId = taskId;
    this.every(this.o.varReadsPerMinute, () =>
      this.request({ type: 'variable.get', requestId: '', taskId, names: [this.o.variable] }, 'variable'),
    );
    this.every(this.o.itemAddsPerMinute, () => {
      const content = { invoice: `INV-${this.robotsNo}-${this.n}`, amount: 100 + (this.n % 900) };
      this.request({ type: 'item.add', requestId: '', taskId, space: this.space, content }, 'itemAdd');
    });
    this.every(this.o.itemGetsPerMinute, () =>
      this.request({ type: 'item.next', requestId: '', taskId, space: this.space }, 'itemGet'),
    );
  }

  /** No new requests; an item already taken still gets its result. */
  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }

  /** The socket closed: the replies still due went down with it. */
  dropPending(): void {
    this.pending.clear();
  }

  /** Handles a reply; false when it answers no request of this robot. */
  reply(m: Reply): boolean {
    const p = this.pending.get(m.requestId);
    if (!p) return false;
    this.pending.delete(m.requestId);
    const stats = this.o.stats;
    if (p.measured && stats.measuring) {
      stats.answered += 1;
      stats.latency[p.kind].push(performance.now() - p.sentAt);
    }
    if (m.type === 'variable.reply') {
      for (const e of m.errors) FleetStats.bump(stats.errorMessages, e.message);
      if (!m.errors.length && m.values.length !== 1)
        FleetStats.bump(stats.errorMessages, 'variable.reply without the value');
      return true;
    }
    if (m.error) {
      FleetStats.bump(stats.errorMessages, m.error);
      return true;
    }
    const item = m.item;
    if (p.kind === 'itemAdd' && item) stats.items.added.add(item.id);
    if (p.kind === 'itemResult' && item) stats.items.results.set(item.id, item.state);
    if (p.kind === 'itemGet') {
      if (!item) stats.emptyGets += 1;
      else this.finishItem(item.id);
    }
    return true;
  }

  /** Reports a taken item at once: done, or failed one time in FAIL_EVERY. */
  private finishItem(itemId: number): void {
    this.o.stats.items.handedOut(itemId);
    const taskId = this.taskId;
    const m: Request =
      itemId % FAIL_EVERY === 0
        ? {
            type: 'item.fail',
            requestId: '',
            taskId,
            itemId,
            reason: 'The supplier ledger has no such invoice',
          }
        : { type: 'item.done', requestId: '', taskId, itemId, output: { checked: true } };
    this.request(m, 'itemResult');
  }

  private request(m: Request, kind: Kind): void {
    this.n += 1;
    const requestId = `${this.robotsNo}-${this.n}`;
    if (!this.raw({ ...m, requestId })) {
      this.o.stats.requestsSkipped += 1;
      return;
    }
    this.pending.set(requestId, { kind, sentAt: performance.now(), measured: this.o.stats.measuring });
  }

  /** `perMinute` times a minute, from a random point so robots do not ask in step. */
  private every(perMinute: number, work: () => void): void {
    const period = 60_000 / perMinute;
    const first = setTimeout(() => {
      work();
      this.timers.push(setInterval(work, period));
    }, Math.random() * period);
    this.timers.push(first);
  }
}
