// `npm start`: install and build what is missing, then run the console on the
// embedded default (PGlite under ./data) with demo data. Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { bootstrap, ROOT } from './bootstrap.mjs';
import { onPath } from './tools.mjs';

bootstrap();

const env = { ...process.env, DEMO: process.env.DEMO ?? 'true' };
// Demo robots register with the demo's machine key of Finance (10021), the department
// of the demo's published process, so a run started in the console finds a robot
// (docs/dispatch.md); robots without a key wait for approval there too.
if (/^(1|true)$/i.test(env.DEMO) && !env.ROBOT_DEPARTMENT) env.ROBOT_DEPARTMENT = '10021';
/** The demo's machine key of Finance (README; packages/server/src/seed/machine-keys.ts). */
const DEMO_MACHINE_KEY = 'rpamk_demo-finance-2026';
const child = spawn(process.execPath, [path.join(ROOT, 'packages/server/dist/main.js')], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
/** The demo's robots and steward. */
const robots = [];
// The server and the robots handle the signal themselves and exit once closed cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const r of robots) r.kill(signal);
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  for (const r of robots) r.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});

// In demo mode two reference robots join the server once it answers, so the robot
// list shows robots online (they register with the demo's machine key on their first connection and take two
// of the demo's background seats). DEMO_ROBOTS=0 leaves them out. Where Xvfb and ffmpeg
// are installed a desktop steward keeps a screen for each, and they record their runs
// (the record strategy decides which); elsewhere they run without a screen.
const demo = /^(1|true)$/i.test(env.DEMO);
if (demo && env.DEMO_ROBOTS !== '0') {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const apiBase = `/${(env.API_BASE ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  const server = `http://${host}:${env.PORT || 8080}${apiBase}`;
  const dataDir = path.resolve(ROOT, env.DATA_DIR || 'data');
  if (await answers(`${server}/health`, 120_000)) {
    const steward = await startSteward(server);
    for (const no of ['DEMO-ROBOT-01', 'DEMO-ROBOT-02']) {
      run(path.join(ROOT, 'packages/robot/dist/robot.js'), ['--server', server, '--robots-no', no], {
        RPA_PASSWORD: 'Robot@2026',
        RPA_MACHINE_KEY: DEMO_MACHINE_KEY,
        RPA_WORK_DIR: path.join(dataDir, 'robots', no),
        ...(steward ? { RPA_STEWARD: steward, RPA_RECORD: '1' } : {}),
      });
    }
  }
}

/** Starts a helper process that stops with the console. */
function run(script, args, extraEnv) {
  const p = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv },
    stdio: 'inherit',
  });
  robots.push(p);
  p.on('exit', () => robots.splice(robots.indexOf(p), 1));
  return p;
}

/** The demo's desktop steward, on a free loopback port: answers its address, or null where it cannot run. */
async function startSteward(server) {
  const missing = ['Xvfb', 'xdpyinfo', 'ffmpeg'].filter((tool) => !onPath(tool));
  if (missing.length) {
    console.log(
      `demo robots run without a screen and record nothing (${missing.join(', ')} missing): apt-get install xvfb x11-utils ffmpeg`,
    );
    return null;
  }
  const port = await freePort();
  run(path.join(ROOT, 'packages/robot/dist/steward.js'), ['--server', server, '--port', String(port)], {
    RPA_MACHINE_KEY: DEMO_MACHINE_KEY,
  });
  return `http://127.0.0.1:${port}`;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Polls a URL until it answers, for at most `ms`. */
async function answers(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
