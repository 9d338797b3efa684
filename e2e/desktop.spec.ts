import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { HousekeeperRow, TaskDetail } from '@rpa/contracts';
import { apiLogin, DEMO_MACHINE_KEY, expectRunEnds, signedIn, skipWithout, startRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);
/** The seeded UI example (examples/ui-form), assigned to the demo user; it enters the five orders of orders.csv. */
const EXAMPLE = '订单录入 Order entry (UI)';
const ORDERS = 5;
/** The desktop resolution a manager sets for both robots (the steward's own default is another). */
const SIZE = { text: '1280*720', width: 1280, height: 720 };

/** The reference desktop steward on a free loopback port; answers where robots claim their displays. */
async function startSteward(server: string) {
  const child = spawn(
    process.execPath,
    [
      path.resolve(import.meta.dirname, '../packages/robot/dist/steward.js'),
      '--server',
      server,
      '--port',
      '0',
      '--resolution',
      '1024*768',
    ],
    { env: { ...process.env, RPA_MACHINE_KEY: DEMO_MACHINE_KEY }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the steward did not start: ${out}`)), 20_000);
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /claim their displays at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
  });
  return {
    url,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs the example from the user's process list; answers the task id. */
async function runExample(page: Page): Promise<number> {
  await page.goto('./user/process/list');
  await page.getByTestId(`process-run-${EXAMPLE}`).click();
  await page.getByTestId('run-submit').click();
  const created = page.getByTestId('run-created');
  await expect(created).toBeVisible();
  const id = Number(/(\d+)/.exec((await created.textContent()) ?? '')?.[1]);
  await page.keyboard.press('Escape');
  return id;
}

/** ffmpeg's structural similarity of two pictures of the same size (1: the same). */
function ssim(a: string, b: string): number {
  // ffmpeg prints the filter's summary on stderr.
  const r = spawnSync('ffmpeg', ['-v', 'info', '-i', a, '-i', b, '-lavfi', 'ssim', '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  return Number(/All:([\d.]+)/.exec(r.stderr)?.[1] ?? 0);
}

test('a user runs the UI example on robots kept by a desktop steward, and watches the recordings alone and side by side', async ({
  page,
  request,
}) => {
  await skipWithout('RPA_NO_XVFB', 'Xvfb');
  await skipWithout('RPA_NO_FFMPEG', 'ffmpeg');
  test.setTimeout(300_000);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const steward = await startSteward(`${origin}/api`);
  const robots: Array<Awaited<ReturnType<typeof startRobot>>> = [];
  const work = mkdtempSync(path.join(tmpdir(), 'rpa-e2e-desktop-'));
  try {
    for (const no of ['A', 'B'])
      robots.push(await startRobot(request, `E2E-UI-${no}-${RUN}`, undefined, { steward: steward.url }));
    const admin = await apiLogin(request, 'admin');
    for (const r of robots) {
      const set = await admin.post('/rpa/cdaAgent/modify', { id: r.id, resolution: SIZE.text });
      expect(set.code, set.msg).toBe(0);
    }
    // The steward restarts both displays at that size, and reports what the displays say of themselves.
    await expect
      .poll(
        async () =>
          (await admin.records<HousekeeperRow>('/rpa/hk/list'))
            .flatMap((h) => h.desktops)
            .filter((d) => d.robotsNo.endsWith(RUN) && d.state === 'running' && d.resolution === SIZE.text)
            .length,
        { timeout: 30_000 },
      )
      .toBe(2);

    // The user starts two runs: each robot takes one, side by side.
    await signedIn(page, 'user');
    const ids = [await runExample(page), await runExample(page)];
    const printed = () => robots.map((r) => r.tail(15)).join('\n');
    for (const id of ids) await expectRunEnds(request, 'user', id, 'success', 150_000, printed);
    await page.goto('./user/record/list');
    for (const id of ids) await expect(page.getByTestId(`task-state-${id}`)).toHaveText('Success');

    const user = await apiLogin(request, 'user');
    const details = await Promise.all(
      ids.map(
        async (id) =>
          (
            JSON.parse((await user.download('/task/detail', { taskId: id })).toString()) as {
              result: TaskDetail;
            }
          ).result,
      ),
    );
    expect(new Set(details.map((d) => d.robotName)).size).toBe(2);
    for (const d of details) {
      // One screenshot per order, and the orders it entered.
      expect(d.files.map((f) => f.name).sort()).toEqual(
        [...Array.from({ length: ORDERS }, (_, i) => `row-${i + 1}.png`), 'entered.csv'].sort(),
      );
      expect(d.recordings).toHaveLength(1);
    }

    // The recording is a video of the set resolution, as long as the run, showing the form.
    const d = details[0] as TaskDetail;
    const video = path.join(work, 'recording.webm');
    writeFileSync(video, await user.download('/task/recording', { id: d.recordings[0]?.id as number }));
    const probe = JSON.parse(
      execFileSync(
        'ffprobe',
        [
          '-v',
          'error',
          '-select_streams',
          'v:0',
          '-show_entries',
          'stream=width,height:format=duration',
          '-of',
          'json',
          video,
        ],
        { encoding: 'utf8' },
      ),
    ) as { streams: Array<{ width: number; height: number }>; format: { duration: string } };
    expect(probe.streams[0]).toEqual({ width: SIZE.width, height: SIZE.height });
    const seconds = Number(probe.format.duration);
    const ran = (Date.parse(d.finishedAt ?? '') - Date.parse(d.startedAt ?? '')) / 1000;
    // The run's time also holds fetching the package before the recording starts and sending
    // the recording after it ends: a few seconds on a busy machine.
    expect(seconds).toBeGreaterThan(ran - 6);
    expect(seconds).toBeLessThan(ran + 1);
    const last = d.files.find((f) => f.name === `row-${ORDERS}.png`);
    const shot = path.join(work, 'shot.png');
    writeFileSync(shot, await user.download('/task/file', { id: last?.id as number }));
    // The frames of the last seconds: one shows the last order as its screenshot does
    // (the browser closes before the recording ends, so the very last frames are empty).
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-sseof',
      '-6',
      '-i',
      video,
      '-vf',
      'fps=5',
      path.join(work, 'end-%03d.png'),
    ]);
    const ends = readdirSync(work).filter((f) => f.startsWith('end-'));
    const best = Math.max(...ends.map((f) => ssim(path.join(work, f), shot)));
    expect(best).toBeGreaterThan(0.9);
    // The screen before the browser opened does not pass for it.
    execFileSync('ffmpeg', ['-v', 'error', '-i', video, '-frames:v', '1', path.join(work, 'first.png')]);
    expect(ssim(path.join(work, 'first.png'), shot)).toBeLessThan(best - 0.2);

    // It plays in the run's detail.
    await page.getByTestId(`task-detail-${d.id}`).click();
    await page.getByRole('tab', { name: 'Recordings (1)' }).click();
    const own = page.getByTestId(`recording-${d.recordings[0]?.id}`);
    await expect
      .poll(() => own.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // Chosen together in the run records, both play side by side in the dual player, and in the four-way one.
    for (const r of details)
      await page.getByRole('checkbox', { name: `Select #${r.id} ${r.processName}` }).check();
    const [players] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('play-together').click(),
    ]);
    await expect(players).toHaveURL(
      new RegExp(`/video/dual\\?taskIds=(${ids[0]},${ids[1]}|${ids[1]},${ids[0]})$`),
    );
    for (const i of [0, 1]) {
      const player = players.getByTestId(`player-${i}`);
      await expect
        .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await player.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
        SIZE.width,
        SIZE.height,
      ]);
    }
    await page.goto(`./video/fouth?taskIds=${ids.join(',')}`);
    await expect(page.getByTestId('player-1')).toBeVisible();
    await expect
      .poll(() => page.getByTestId('player-1').evaluate((v: HTMLVideoElement) => v.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  } finally {
    for (const r of robots) await r.stop();
    await steward.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
