import type { DesktopReport, DesktopWanted } from '@rpa/contracts';
import { Display, type DisplayTools } from './display';

/**
 * The desktops of the robots on this machine, one display each: those the
 * console says this steward keeps (with their resolutions), and any robot
 * that asks for one before the console has linked it (at the default size).
 */
export class Desktops {
  private readonly displays = new Map<string, Display>();
  /** Robots the console's last configuration named. */
  private configured = new Set<string>();

  constructor(
    private readonly defaultResolution: string,
    private readonly tools: DisplayTools,
  ) {}

  private displayOf(robotsNo: string, resolution: string): Display {
    let d = this.displays.get(robotsNo);
    if (!d) {
      d = new Display(robotsNo, resolution, this.tools);
      this.displays.set(robotsNo, d);
    }
    return d;
  }

  /** The console's configuration: each robot's display at its resolution; robots no longer named lose theirs once idle. */
  async apply(wanted: DesktopWanted[]): Promise<void> {
    const named = new Set(wanted.map((w) => w.robotsNo));
    const work: Array<Promise<void>> = [];
    for (const w of wanted) {
      const d = this.displayOf(w.robotsNo, w.resolution || this.defaultResolution);
      work.push(d.want(w.resolution || this.defaultResolution));
    }
    for (const robotsNo of this.configured) {
      const d = this.displays.get(robotsNo);
      if (named.has(robotsNo) || !d || d.busy) continue;
      this.displays.delete(robotsNo);
      work.push(d.stop());
    }
    this.configured = named;
    await Promise.all(work.map((p) => p.catch((err: Error) => this.tools.log(err.message))));
  }

  /** A run of `robotsNo` starts: its display, ready at the size wanted now; held until released. */
  async claim(
    robotsNo: string,
    taskId: number,
    pid: number,
  ): Promise<{ display: string; resolution: string }> {
    return this.displayOf(robotsNo, this.defaultResolution).take(taskId, pid);
  }

  async release(robotsNo: string, taskId: number): Promise<void> {
    await this.displays.get(robotsNo)?.release(taskId);
  }

  /** The resolution `robotsNo`'s display is to have (it may still have another while a run is on it). */
  wanted(robotsNo: string): string | undefined {
    return this.displays.get(robotsNo)?.wanted;
  }

  report(): DesktopReport[] {
    return [...this.displays.values()].map((d) => ({
      robotsNo: d.robotsNo,
      display: d.name,
      resolution: d.resolution,
      state: d.state,
      busy: d.busy,
    }));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.displays.values()].map((d) => d.stop()));
  }
}
