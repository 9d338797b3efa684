import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { COMPONENT_NAME_PATTERN, type ComponentForRobot } from '@rpa/contracts';
import { extract } from './package';

export interface ComponentSource {
  /** The API base, e.g. http://127.0.0.1:8080/api */
  server: string;
  /** The bearer token of the robot's welcome. */
  token: string;
  /** The cache lives in `<workDir>/components/<sha256>.zip`. */
  workDir: string;
  log?: (line: string) => void;
}

/** Environment variable naming one component's folder: RPA_COMPONENT_ and the name in capitals. */
export const componentEnvName = (name: string) =>
  `RPA_COMPONENT_${name.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;

const label = (c: ComponentForRobot) => `component ${c.name} ${c.version}`;

async function sha256Of(file: string): Promise<string | null> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  } catch {
    return null;
  }
  return hash.digest('hex');
}

/**
 * The component's package in the cache, downloaded when it is not there
 * (or no longer matches its checksum). The download is hashed as it is
 * written and kept only when it matches, so the cache holds only checked
 * files, each named by its sha256. Answers whether it was downloaded.
 */
export async function cachedComponent(
  c: ComponentForRobot,
  o: ComponentSource,
): Promise<{ file: string; downloaded: boolean }> {
  const cache = path.join(o.workDir, 'components');
  const file = path.join(cache, `${c.sha256}.zip`);
  const have = await sha256Of(file);
  if (have === c.sha256) return { file, downloaded: false };
  // A damaged cached copy is fetched again.
  if (have) await rm(file, { force: true });
  await mkdir(cache, { recursive: true });
  let res: Response;
  try {
    res = await fetch(`${o.server.replace(/\/$/, '')}/robot/component/${c.sha256}`, {
      headers: { authorization: `Bearer ${o.token}`, lang: 'en_US' },
    });
  } catch (err) {
    throw new Error(`${label(c)} could not be downloaded: ${(err as Error).message}`);
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(`${label(c)} is missing: ${body?.msg ?? `HTTP ${res.status}`}`);
  }
  const partial = `${file}.${process.pid}.part`;
  const hash = createHash('sha256');
  try {
    await pipeline(
      Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      createWriteStream(partial),
    );
    const got = hash.digest('hex');
    if (got !== c.sha256)
      throw new Error(`${label(c)} is damaged: its checksum ${got} does not match ${c.sha256}`);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return { file, downloaded: true };
}

/**
 * Makes a run's components ready (docs/process-package.md, "How a robot
 * runs it"): each fetched into the cache by checksum, then unpacked into
 * `<runDir>/components/<name>`. Answers the run's environment:
 * RPA_COMPONENTS_DIR and one RPA_COMPONENT_<NAME> per component. A missing
 * or damaged component throws, naming it: the run does not start.
 */
export async function prepareComponents(
  list: readonly ComponentForRobot[] | undefined,
  runDir: string,
  o: ComponentSource,
): Promise<Record<string, string>> {
  if (!list?.length) return {};
  const root = path.join(runDir, 'components');
  const env: Record<string, string> = { RPA_COMPONENTS_DIR: root };
  for (const c of list) {
    // The name becomes a folder: only names the server's rule lets through.
    if (!COMPONENT_NAME_PATTERN.test(c.name))
      throw new Error(`${label(c)}: the name is not a component name`);
    const { file, downloaded } = await cachedComponent(c, o);
    o.log?.(`${label(c)}: ${downloaded ? 'downloaded' : 'from the cache'}`);
    const dir = path.join(root, c.name);
    await rm(dir, { recursive: true, force: true });
    await extract(file, dir);
    env[componentEnvName(c.name)] = dir;
  }
  return env;
}
