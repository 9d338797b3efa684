// Typechecks every workspace with its own tsconfig (one tsc run each, two at a
// time), after writing the OpenAPI client types from the current document (they
// are not committed, so the typed client test always checks against the real document).
import { spawn, spawnSync } from 'node:child_process';

const types = spawnSync('npm', ['run', '--silent', 'api:types'], { stdio: 'inherit' });
if (types.status !== 0) process.exit(1);

const projects = ['packages/server', 'packages/web', 'packages/contracts', 'packages/robot', 'e2e', 'bench'];
const check = (p) =>
  new Promise((resolve) => {
    const tsc = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', p], { stdio: 'inherit' });
    tsc.once('exit', (code) => resolve(code === 0));
  });

let failed = false;
const queue = [...projects];
await Promise.all(
  [1, 2].map(async () => {
    for (let p = queue.shift(); p; p = queue.shift()) if (!(await check(p))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
