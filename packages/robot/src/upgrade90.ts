import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RobotUpgrade } from '@rpa/contracts';

/** How long a file of the list marked `execute` may run. */
const EXECUTE_TIMEOUT_MS = 10 * 60_000;

export interface Upgrade90Options {
  /** Where staged files and the applied version are kept (`<workDir>/upgrades`). */
  dir: string;
  /** What relative target paths are under: the robot's installation directory. */
  root: string;
  log(text: string): void;
}

export type Upgrade90Result =
  | { applied: false; reason: 'none' | 'current' }
  | { applied: true; version: string; files: number };

const stateFile = (dir: string) => path.join(dir, 'upgrade90.json');

/** The 9.0 version this robot applied last ('' before any). */
export async function appliedVersion(dir: string): Promise<string> {
  try {
    return (JSON.parse(await readFile(stateFile(dir), 'utf8')) as { version?: string }).version ?? '';
  } catch {
    return '';
  }
}

/** Downloads one file, hashing it as it comes; its MD5 in lower-case hex. */
async function download(url: string, to: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`download of ${url} failed (HTTP ${res.status})`);
  const md5 = createHash('md5');
  await pipeline(
    Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        md5.update(chunk);
        done(null, chunk);
      },
    }),
    createWriteStream(to),
  );
  return md5.digest('hex');
}

function run(file: string, name: string, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, [], { cwd, timeout: EXECUTE_TIMEOUT_MS }, (err, _out, stderr) => {
      if (err) reject(new Error(`${name} failed: ${stderr.trim() || err.message}`.slice(0, 400)));
      else resolve();
    });
  });
}

/**
 * Applies the system configuration's 9.0 upgrade list (docs/robot-protocol.md,
 * "9.0 upgrade list") unless this robot applied its version already: every
 * file is downloaded and its MD5 checked first, so a mismatch (or a failed
 * download) fails the whole upgrade with nothing changed; then, in the
 * list's order, each is put in place (replace: swapped in whole by a rename;
 * overwrite: written over the target's bytes, keeping the file itself) or
 * executed. The version is recorded only once every file is done.
 */
export async function applyUpgrade90(list: RobotUpgrade, o: Upgrade90Options): Promise<Upgrade90Result> {
  if (!list.version || list.files.length === 0) return { applied: false, reason: 'none' };
  if ((await appliedVersion(o.dir)) === list.version) return { applied: false, reason: 'current' };
  const staging = path.join(o.dir, `upgrade90-${Date.now()}`);
  await mkdir(staging, { recursive: true });
  try {
    const staged: string[] = [];
    for (const [i, f] of list.files.entries()) {
      const file = path.join(staging, String(i));
      const md5 = await download(f.sourceUrl, file);
      if (md5 !== f.md5) throw new Error(`MD5 mismatch: ${f.name} (expected ${f.md5}, got ${md5})`);
      staged.push(file);
    }
    o.log(`9.0 upgrade ${list.version}: ${staged.length} files downloaded and checked`);
    for (const [i, f] of list.files.entries()) {
      const from = staged[i] as string;
      const target = path.resolve(o.root, f.targetPath);
      await mkdir(path.dirname(target), { recursive: true });
      if (f.action === 'execute') {
        await chmod(from, 0o755);
        await run(from, f.name, path.dirname(target));
      } else if (f.action === 'replace') {
        // Copied beside the target first, so the rename is within one file system: atomic.
        const beside = `${target}.upgrade-${process.pid}`;
        await copyFile(from, beside);
        await rename(beside, target);
      } else {
        await copyFile(from, target);
      }
      o.log(`9.0 upgrade ${list.version}: ${f.action} ${f.name}`);
    }
    await writeFile(stateFile(o.dir), JSON.stringify({ version: list.version }));
    return { applied: true, version: list.version, files: list.files.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
