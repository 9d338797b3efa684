import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openDesk } from './desk';
import { Desktops } from './desktops';
import { reportedSize } from './display';

const noXvfb =
  process.env.RPA_NO_XVFB ||
  (spawnSync('sh', ['-c', 'command -v Xvfb && command -v xdpyinfo'], { stdio: 'ignore' }).status === 0
    ? ''
    : 'Xvfb or xdpyinfo is not installed');

async function until<T>(check: () => T | undefined | false, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!!noXvfb)(`the steward's displays${noXvfb ? ` (skipped: ${noXvfb})` : ''}`, () => {
  const lines: string[] = [];
  const desktops = new Desktops('1024*768', { log: (l) => lines.push(l) });
  const running = () => desktops.report().find((d) => d.robotsNo === 'R-1' && d.state === 'running');
  afterAll(() => desktops.stop());

  it('starts a display at the wanted size and starts it again when it dies', async () => {
    await desktops.apply([{ robotsNo: 'R-1', resolution: '808*606' }]);
    const first = await until(running);
    expect(await reportedSize(first.display)).toBe('808*606');
    // Found by its size, one no other test uses, so no other test's display is killed.
    const pid = spawnSync('sh', ['-c', `pgrep -f "[X]vfb -displayfd.*808x606"`], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .map(Number)
      .filter(Boolean);
    expect(pid.length).toBeGreaterThan(0);
    for (const p of pid) process.kill(p, 'SIGKILL');
    await until(() => lines.some((l) => l.includes('ended')));
    const again = await until(running);
    expect(await reportedSize(again.display)).toBe('808*606');
  });

  it('keeps a claimed display as it is and changes its size once released', async () => {
    const claimed = await desktops.claim('R-1', 7, process.pid);
    await desktops.apply([{ robotsNo: 'R-1', resolution: '1280*720' }]);
    expect(desktops.report()[0]).toMatchObject({ busy: true, resolution: '808*606' });
    expect(await reportedSize(claimed.display)).toBe('808*606');
    await desktops.release('R-1', 7);
    const resized = await until(() => desktops.report().find((d) => d.resolution === '1280*720'));
    expect(await reportedSize(resized.display)).toBe('1280*720');
  });

  it('lets go of a claim whose robot process is gone', async () => {
    const gone = spawnSync('true').pid as number;
    await desktops.claim('R-1', 8, gone);
    expect(desktops.report()[0]?.busy).toBe(false);
  });

  it('answers robots on the loopback, refusing what is not a claim', async () => {
    const desk = await openDesk(desktops, () => ({ ok: true }), 0);
    try {
      const post = (p: string, body: unknown) =>
        fetch(`${desk.url}${p}`, { method: 'POST', body: JSON.stringify(body) });
      expect((await post('/display/claim', { robotsNo: 'R-1', taskId: 0, pid: 1 })).status).toBe(400);
      expect((await post('/display/claim', { robotsNo: 'a b', taskId: 1, pid: 1 })).status).toBe(400);
      const ok = await post('/display/claim', { robotsNo: 'R-1', taskId: 9, pid: process.pid });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ display: running()?.display, resolution: '1280*720' });
      expect((await post('/display/release', { robotsNo: 'R-1', taskId: 9 })).status).toBe(200);
      expect(desktops.report()[0]?.busy).toBe(false);
      expect(await (await fetch(`${desk.url}/status`)).json()).toEqual({ ok: true });
    } finally {
      desk.server.close();
    }
  });
});
