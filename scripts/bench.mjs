// `npm run bench`: builds what is missing, then runs every benchmark in bench/.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, ROOT } from './bootstrap.mjs';

bootstrap();
const only = process.argv[2];
const files = readdirSync(path.join(ROOT, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only));
let failed = false;
for (const f of files) {
  console.log(`\n# ${f}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', f)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
