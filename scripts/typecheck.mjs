// Typechecks every workspace with its own tsconfig (one tsc run each).
import { spawnSync } from 'node:child_process';

const projects = ['packages/contracts', 'packages/server', 'packages/robot', 'packages/web', 'e2e', 'bench'];
let failed = false;
for (const p of projects) {
  const r = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', p], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
