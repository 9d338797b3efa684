// Typechecks every workspace with its own tsconfig (one tsc run each), after
// writing the OpenAPI client types from the current document (they are not
// committed, so the typed client test always checks against the real document).
import { spawnSync } from 'node:child_process';

const types = spawnSync('npm', ['run', '--silent', 'api:types'], { stdio: 'inherit' });
if (types.status !== 0) process.exit(1);

const projects = ['packages/contracts', 'packages/server', 'packages/robot', 'packages/web', 'e2e', 'bench'];
let failed = false;
for (const p of projects) {
  const r = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', p], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
