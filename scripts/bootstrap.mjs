// Makes a checkout runnable with Node built-ins only: installs dependencies
// when node_modules is missing or older than the lockfile, and rebuilds each
// package whose sources changed since its last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BUILDS = [
  {
    name: 'console (web)',
    output: 'packages/web/dist/index.html',
    inputs: [
      'packages/web/src',
      'packages/web/index.html',
      'packages/web/vite.config.ts',
      'packages/web/public',
    ],
    run: ['npm', 'run', 'build', '-w', '@rpa/web'],
  },
  {
    name: 'server',
    output: 'packages/server/dist/main.js',
    inputs: ['packages/server/src', 'packages/server/build.mjs'],
    run: ['npm', 'run', 'build', '-w', '@rpa/server'],
  },
  {
    name: 'robot',
    // The steward is bundled after the robot: it is the newer of the two.
    output: 'packages/robot/dist/steward.js',
    inputs: ['packages/robot/src', 'packages/robot/build.mjs'],
    run: ['npm', 'run', 'build', '-w', '@rpa/robot'],
  },
];
const SHARED_INPUTS = ['packages/contracts/src', 'package-lock.json'];

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time under a file or directory. */
function newest(p) {
  const full = path.join(ROOT, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(full, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    max = Math.max(max, newest(path.join(p, e.name)));
  }
  return max;
}

function run(cmd, label) {
  console.log(`\n> ${label}: ${cmd.join(' ')}`);
  const r = spawnSync(cmd[0], cmd.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (r.status !== 0) {
    console.error(`${label} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (!existsSync(marker) || mtime(lock) > mtime(marker)) {
    run(
      existsSync(lock) ? ['npm', 'ci', '--no-audit', '--no-fund'] : ['npm', 'install'],
      'installing dependencies',
    );
  }
}

export function ensureBuilt({ force = false } = {}) {
  const shared = Math.max(...SHARED_INPUTS.map(newest));
  for (const b of BUILDS) {
    const built = mtime(path.join(ROOT, b.output));
    const changed = Math.max(shared, ...b.inputs.map(newest));
    if (force || built === 0 || changed > built) run(b.run, `building ${b.name}`);
  }
}

export function bootstrap(options) {
  ensureInstalled();
  ensureBuilt(options);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  bootstrap({ force: process.argv.includes('--force-build') });
}
