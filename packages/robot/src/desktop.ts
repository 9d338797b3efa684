/**
 * A run's screen from the desktop steward of this machine (docs/robot-protocol.md,
 * "Desktop stewards"): the robot claims its display before the run and
 * releases it after, so the steward changes the display's size only between runs.
 */
export interface Screen {
  /** The X display, e.g. `:93`. */
  display: string;
  /** `width*height` as the display reports it. */
  resolution: string;
}

/** A display can take a few seconds to start (or restart at a new size). */
const CLAIM_TIMEOUT_MS = 30_000;

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(CLAIM_TIMEOUT_MS),
  });
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(typeof answer.error === 'string' ? answer.error : `HTTP ${res.status}`);
  return answer;
}

export async function claimScreen(steward: string, robotsNo: string, taskId: number): Promise<Screen> {
  const a = await post(`${steward.replace(/\/$/, '')}/display/claim`, { robotsNo, taskId, pid: process.pid });
  if (typeof a.display !== 'string' || typeof a.resolution !== 'string')
    throw new Error('the steward answered no display');
  return { display: a.display, resolution: a.resolution };
}

export async function releaseScreen(steward: string, robotsNo: string, taskId: number): Promise<void> {
  await post(`${steward.replace(/\/$/, '')}/display/release`, { robotsNo, taskId });
}

/** The run's log line when the steward gives no screen (both languages: the robot does not know who reads it). */
export const noScreenText = (why: string) =>
  `本次运行没有屏幕：桌面管家未提供显示（${why}） / This run has no screen: the desktop steward gave no display (${why})`;
