import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { ServerMessage } from '@rpa/contracts';
import {
  UPGRADE_MANIFEST_NAME,
  UPGRADE_VERSION_PATTERN,
  type UpgradeManifest,
  type UpgradeOutcome,
  upgradeManifestSchema,
} from '@rpa/contracts';
import { extract } from './package';

/**
 * Robot upgrades on the robot's side (docs/robot-protocol.md, "Upgrades"):
 * staging an offered package under `<workDir>/upgrades/`, and the two files
 * the agent and its supervisor share there:
 *
 * - `current.json` `{ version, entry }`: the build the supervisor starts,
 *   `versions/<version>/<entry>`; absent, the robot's own file (the base build).
 * - `pending.json`: an upgrade the agent staged and restarts for, from one
 *   build to another; once the supervisor gave up on it, with its outcome.
 *
 * Both are written to a temporary file first and renamed into place, so a
 * crash leaves the old content or the new, never a part.
 */

/** The exit code with which the agent asks its supervisor to restart it on a staged upgrade. */
export const RESTART_EXIT_CODE = 75;

export type UpgradeOffer = Extract<ServerMessage, { type: 'upgrade.offer' }>;

/** A staged build: `<workDir>/upgrades/versions/<version>/<entry>`. */
export interface Build {
  version: string;
  entry: string;
}

export interface Pending {
  upgradeId: number;
  /** The task's completion prompt, logged once the new version is welcomed. */
  prompt: string | null;
  /** The build that staged the upgrade; `entry` null: the base build (no current.json). */
  from: { version: string; entry: string | null };
  to: Build;
  /** Set by the supervisor when the new build did not come up and it went back to `from`. */
  outcome?: 'failed';
  reason?: string;
}

export function upgradePaths(workDir: string) {
  const root = path.join(workDir, 'upgrades');
  return {
    root,
    downloads: path.join(root, 'downloads'),
    versions: path.join(root, 'versions'),
    current: path.join(root, 'current.json'),
    pending: path.join(root, 'pending.json'),
  };
}

/** A relative path of a package: forward slashes, no empty, `.` or `..` part. */
function packagePath(p: unknown): p is string {
  return (
    typeof p === 'string' &&
    p.length > 0 &&
    p.length <= 255 &&
    !p.startsWith('/') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\\\u0000-\u001f]/.test(p) &&
    !p.split('/').some((s) => s === '' || s === '.' || s === '..')
  );
}

const validVersion = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= 32 && UPGRADE_VERSION_PATTERN.test(v);

function asBuild(x: unknown): Build | null {
  const b = x as Partial<Build> | null;
  return b && validVersion(b.version) && packagePath(b.entry) ? { version: b.version, entry: b.entry } : null;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Writes `file` whole or not at all: a temporary file in the same folder, renamed over it. */
export function writeJsonAtomic(file: string, value: unknown): void {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}

/** The build current.json names, or null (absent or unreadable: the base build). */
export function readCurrent(workDir: string): Build | null {
  return asBuild(readJson(upgradePaths(workDir).current));
}

export function writeCurrent(workDir: string, build: Build | null): void {
  const file = upgradePaths(workDir).current;
  if (build) writeJsonAtomic(file, { version: build.version, entry: build.entry });
  else rmSync(file, { force: true });
}

export function buildFile(workDir: string, build: Build): string {
  return path.join(upgradePaths(workDir).versions, build.version, build.entry);
}

export function readPending(workDir: string): Pending | null {
  const p = readJson(upgradePaths(workDir).pending) as Partial<Pending> | null;
  if (!p || !Number.isInteger(p.upgradeId) || (p.upgradeId ?? 0) < 1) return null;
  const to = asBuild(p.to);
  const from = p.from as Pending['from'] | undefined;
  if (!to || !from || !validVersion(from.version) || !(from.entry === null || packagePath(from.entry)))
    return null;
  return {
    upgradeId: p.upgradeId as number,
    prompt: typeof p.prompt === 'string' ? p.prompt : null,
    from: { version: from.version, entry: from.entry },
    to,
    ...(p.outcome === 'failed'
      ? { outcome: 'failed' as const, reason: typeof p.reason === 'string' ? p.reason : '' }
      : {}),
  };
}

export function writePending(workDir: string, pending: Pending): void {
  writeJsonAtomic(upgradePaths(workDir).pending, pending);
}

export function removePending(workDir: string): void {
  rmSync(upgradePaths(workDir).pending, { force: true });
}

/** The build running as `version`: the one current.json names, else the base build. */
export function runningBuild(workDir: string, version: string): Pending['from'] {
  const current = readCurrent(workDir);
  return current && current.version === version ? current : { version, entry: null };
}

/**
 * What the robot running `version` tells in its hello about the last upgrade
 * it restarted for: applied when it is the version the upgrade went to,
 * failed (with why) when the supervisor went back; nothing otherwise.
 */
export function helloReport(
  workDir: string,
  version: string,
): { upgrade: UpgradeOutcome; prompt: string | null; to: string } | null {
  const p = readPending(workDir);
  if (!p) return null;
  if (p.outcome === 'failed') {
    return {
      upgrade: { upgradeId: p.upgradeId, outcome: 'failed', reason: (p.reason ?? '').slice(0, 500) },
      prompt: p.prompt,
      to: p.to.version,
    };
  }
  if (p.to.version !== version) return null;
  return { upgrade: { upgradeId: p.upgradeId, outcome: 'applied' }, prompt: p.prompt, to: p.to.version };
}

/** Why an offered upgrade was not staged, in words for the console. */
export class UpgradeError extends Error {}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file under `dir`, as package paths. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesUnder(dir, rel)));
    else out.push(rel);
  }
  return out;
}

async function readUpgradeManifest(dir: string): Promise<UpgradeManifest> {
  let raw: string;
  try {
    raw = await readFile(path.join(dir, UPGRADE_MANIFEST_NAME), 'utf8');
  } catch {
    throw new UpgradeError(`the package has no ${UPGRADE_MANIFEST_NAME}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new UpgradeError(`${UPGRADE_MANIFEST_NAME} is not valid JSON`);
  }
  const parsed = upgradeManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new UpgradeError(`${UPGRADE_MANIFEST_NAME} is not valid: ${where}${issue?.message ?? ''}`);
  }
  return parsed.data;
}

/** Checks that `dir` holds exactly the manifest's files (and the manifest), each of its size and sha256. */
async function verifyFiles(dir: string, manifest: UpgradeManifest): Promise<void> {
  for (const f of manifest.files) {
    const file = path.join(dir, f.path);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new UpgradeError(`missing file: ${f.path}`);
    if (info.size !== f.size) throw new UpgradeError(`size mismatch: ${f.path}`);
    if ((await sha256Of(file)) !== f.sha256) throw new UpgradeError(`checksum mismatch: ${f.path}`);
  }
  const listed = new Set([UPGRADE_MANIFEST_NAME, ...manifest.files.map((f) => f.path)]);
  const unlisted = (await filesUnder(dir)).filter((f) => !listed.has(f)).sort();
  if (unlisted.length) throw new UpgradeError(`unlisted file: ${unlisted[0]}`);
}

export interface StageOptions {
  workDir: string;
  /** The console API base, e.g. http://127.0.0.1:8080/api */
  server: string;
  /** The bearer token of the robot's welcome. */
  token: string;
  offer: UpgradeOffer;
  /** Aborts the staging (a task came first): what was staged is removed. */
  signal: AbortSignal;
}

/**
 * Downloads an offered package, checks it against the offer and its own
 * manifest, and stages it as `versions/<version>/`; answers the staged build.
 * Throws an UpgradeError saying why it would not, with nothing left staged;
 * the running build and current.json are never touched.
 */
export async function stageUpgrade(o: StageOptions): Promise<Build> {
  const p = upgradePaths(o.workDir);
  const { offer, signal } = o;
  await mkdir(p.downloads, { recursive: true });
  await mkdir(p.versions, { recursive: true });
  // What an interrupted staging left: one upgrade is staged at a time.
  for (const name of await readdir(p.downloads))
    await rm(path.join(p.downloads, name), { recursive: true, force: true });
  for (const name of await readdir(p.versions))
    if (name.startsWith('.staging-')) await rm(path.join(p.versions, name), { recursive: true, force: true });

  const zip = path.join(p.downloads, `${offer.packageSha256}.zip`);
  const part = `${zip}.part`;
  let staging: string | null = null;
  try {
    let res: Response;
    try {
      res = await fetch(`${o.server.replace(/\/$/, '')}/robot/upgrade/${offer.packageSha256}`, {
        headers: { authorization: `Bearer ${o.token}` },
        signal,
      });
    } catch (err) {
      signal.throwIfAborted();
      throw new UpgradeError(`the package download failed: ${(err as Error).message}`);
    }
    if (!res.ok || !res.body) throw new UpgradeError(`the package download failed (HTTP ${res.status})`);
    try {
      await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(part), { signal });
    } catch (err) {
      signal.throwIfAborted();
      throw new UpgradeError(`the package download failed: ${(err as Error).message}`);
    }
    await rename(part, zip);
    signal.throwIfAborted();
    if ((await sha256Of(zip)) !== offer.packageSha256)
      throw new UpgradeError('checksum mismatch: the downloaded package is not the one offered');

    staging = await mkdtemp(path.join(p.versions, '.staging-'));
    try {
      await extract(zip, staging);
    } catch (err) {
      throw new UpgradeError(`the package is not a readable zip: ${(err as Error).message}`);
    }
    signal.throwIfAborted();
    const manifest = await readUpgradeManifest(staging);
    if (manifest.version !== offer.version)
      throw new UpgradeError(
        `the package holds version ${manifest.version}, the offer said ${offer.version}`,
      );
    await verifyFiles(staging, manifest);
    signal.throwIfAborted();

    const build = { version: manifest.version, entry: manifest.entry };
    const final = path.join(p.versions, manifest.version);
    if (readCurrent(o.workDir)?.version === manifest.version) {
      // The current build again: it stays where it is, if it is this very build.
      await verifyFiles(final, manifest).catch(() => {
        throw new UpgradeError(`version ${manifest.version} is installed already, with other files`);
      });
      return build;
    }
    await rm(final, { recursive: true, force: true });
    await rename(staging, final);
    staging = null;
    return build;
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    await rm(part, { force: true });
    await rm(zip, { force: true });
  }
}

/** Removes a staged version, unless it is the current build. */
export async function removeStaged(workDir: string, version: string): Promise<void> {
  if (!validVersion(version) || readCurrent(workDir)?.version === version) return;
  await rm(path.join(upgradePaths(workDir).versions, version), { recursive: true, force: true });
}
