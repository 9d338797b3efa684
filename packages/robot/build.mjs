// Bundles the agent into one file, dist/robot.js, runnable with plain Node.
//   node build.mjs [--version <version>] [--out <file>]
// The version (by default this package's) is built in: `rpa-robot --version`
// prints it and the robot reports it to the server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** This package's version, the one a plain build carries. */
export const PACKAGE_VERSION = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')).version;

/**
 * Bundles src/robot.ts into `outfile` (dist/robot.js unless told) as version
 * `version`; `entry` src/steward/main.ts makes the desktop steward instead.
 */
export async function bundleRobot({
  outfile = path.join(here, 'dist/robot.js'),
  version = PACKAGE_VERSION,
  entry = 'src/robot.ts',
} = {}) {
  await build({
    entryPoints: [path.join(here, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    define: { __ROBOT_VERSION__: JSON.stringify(version) },
    // Bundled CommonJS dependencies (yauzl) call require(); ESM has none of its own.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { version: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  });
  const version = values.version ? { version: values.version } : {};
  await bundleRobot({ ...(values.out ? { outfile: path.resolve(values.out) } : {}), ...version });
  // The steward ships beside the robot (a plain build only: an upgrade package carries the robot).
  if (!values.out)
    await bundleRobot({
      outfile: path.join(here, 'dist/steward.js'),
      entry: 'src/steward/main.ts',
      ...version,
    });
}
