// Runs the server's command-line tools (e.g. `npm run create-admin -- --account admin --name "Admin"`)
// after installing and building what is missing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bootstrap, ROOT } from './bootstrap.mjs';

bootstrap();
const r = spawnSync(
  process.execPath,
  [path.join(ROOT, 'packages/server/dist/cli.js'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
