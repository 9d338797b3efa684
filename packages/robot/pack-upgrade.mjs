// Packs a robot upgrade package (docs/upgrade-package.md): the reference robot
// bundled as one version, and its upgrade.json, in one zip.
//   node packages/robot/pack-upgrade.mjs --version 0.2.0 [--description "..."] --out robot-0.2.0.zip
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import yazl from 'yazl';
import { bundleRobot } from './build.mjs';

export const MANIFEST_NAME = 'upgrade.json';
const ENTRY = 'robot.js';
/** The version rule of the server (UPGRADE_VERSION_PATTERN in @rpa/contracts), checked before bundling. */
const VERSION_PATTERN = /^\d{1,9}(\.\d{1,9}){0,3}([-+][0-9A-Za-z.-]{1,20})?$/;

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir`, as sorted package paths (forward slashes). */
async function filesUnder(dir, prefix = '') {
  const out = [];
  for (const e of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesUnder(dir, rel)));
    else out.push(rel);
  }
  return out.sort();
}

/**
 * Packs an upgrade package into `out` and answers it with its manifest,
 * sha256 and size. The build is robot.js bundled as `version`, unless
 * `robotJs` gives robot.js itself; `files` adds other files (path → content).
 * `tamper(dir)` runs after upgrade.json is written and before zipping: what
 * it changes, adds or removes in `dir` is packed as it is (for tests).
 */
export async function packUpgrade({ version, description = '', out, robotJs, files = {}, tamper }) {
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version) || version.length > 32)
    throw new Error(`${version}: the version must be numbers separated by dots, e.g. 1.2.0`);
  if (
    !/^[\d.]+/
      .exec(version)[0]
      .split('.')
      .some((n) => Number(n) > 0)
  )
    throw new Error(`${version}: the version must be greater than zero`);
  if (!out) throw new Error('the package needs an output file');
  const dir = await mkdtemp(path.join(tmpdir(), 'rpa-upgrade-pack-'));
  try {
    if (robotJs === undefined) await bundleRobot({ outfile: path.join(dir, ENTRY), version });
    else await writeFile(path.join(dir, ENTRY), robotJs);
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), content);
    }
    const listed = [];
    for (const rel of await filesUnder(dir)) {
      const data = await readFile(path.join(dir, rel));
      listed.push({ path: rel, size: data.length, sha256: sha256(data) });
    }
    const manifest = { kind: 'robot', version, description, entry: ENTRY, files: listed };
    await writeFile(path.join(dir, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await tamper?.(dir);
    const zip = new yazl.ZipFile();
    const names = await filesUnder(dir);
    // The manifest first, then the build's files.
    for (const rel of [MANIFEST_NAME, ...names.filter((n) => n !== MANIFEST_NAME)]) {
      if (names.includes(rel)) zip.addBuffer(await readFile(path.join(dir, rel)), rel);
    }
    zip.end();
    const target = path.resolve(out);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(zip.outputStream, createWriteStream(target));
    const packed = await readFile(target);
    return { file: target, manifest, sha256: sha256(packed), size: packed.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        version: { type: 'string' },
        description: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
    if (!values.help && (!values.version || !values.out)) throw new Error('--version and --out are needed');
  } catch (err) {
    process.stderr.write(`${err.message}\n`);
    values = null;
  }
  if (!values || values.help) {
    const usage =
      'Usage: node packages/robot/pack-upgrade.mjs --version <version> [--description <text>] --out <file.zip>\n';
    (values ? process.stdout : process.stderr).write(usage);
    process.exitCode = values ? 0 : 2;
  } else {
    try {
      const p = await packUpgrade({
        version: values.version,
        description: values.description,
        out: values.out,
      });
      process.stdout.write(
        `packed robot ${values.version} into ${p.file} (${p.size} bytes, sha256 ${p.sha256})\n`,
      );
    } catch (err) {
      process.stderr.write(`${err.message}\n`);
      process.exitCode = 1;
    }
  }
}
