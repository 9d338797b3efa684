// `npm start`: install and build what is missing, then run the console on the
// embedded default (PGlite under ./data) with demo data. Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bootstrap, ROOT } from './bootstrap.mjs';

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
// of the demo's background seats). DEMO_ROBOTS=0 leaves them out.
const demo = /^(1|true)$/i.test(env.DEMO);
if (demo && env.DEMO_ROBOTS !== '0') {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const apiBase = `/${(env.API_BASE ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  const server = `http://${host}:${env.PORT || 8080}${apiBase}`;
  const dataDir = path.resolve(ROOT, env.DATA_DIR || 'data');
  if (await answers(`${server}/health`, 120_000)) {
    for (const no of ['DEMO-ROBOT-01', 'DEMO-ROBOT-02']) {
      const robot = spawn(
        process.execPath,
        [path.join(ROOT, 'packages/robot/dist/robot.js'), '--server', server, '--robots-no', no],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            RPA_PASSWORD: 'Robot@2026',
            RPA_MACHINE_KEY: DEMO_MACHINE_KEY,
            RPA_WORK_DIR: path.join(dataDir, 'robots', no),
          },
          stdio: 'inherit',
        },
      );
      robots.push(robot);
      robot.on('exit', () => robots.splice(robots.indexOf(robot), 1));
    }
  }
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
