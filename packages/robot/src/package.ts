import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/** The part of a process manifest the robot needs to run it (docs/process-package.md). */
export interface RunnableManifest {
  name: string;
  version: string;
  entry: string;
  runtime: 'node' | 'shell';
  /** Variables the run receives as RPA_VAR_<NAME> (the manifest's `variables`); none when absent. */
  variables: string[];
}

/** Unpacks a process package into `dir` and reads its manifest. */
export async function unpack(zipPath: string, dir: string): Promise<RunnableManifest> {
  await extract(zipPath, dir);
  return readManifest(dir);
}

/**
 * Writes every file of a zip under `dir` (folders as they come); yauzl
 * refuses absolute names and `..` segments, so nothing lands outside `dir`.
 */
export async function extract(zipPath: string, dir: string): Promise<void> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, strictFileNames: true });
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        zip.once('entry', resolve);
        zip.once('end', () => resolve(null));
        zip.once('error', reject);
        zip.readEntry();
      });
      zip.removeAllListeners('entry');
      zip.removeAllListeners('end');
      zip.removeAllListeners('error');
      if (!entry) break;
      const target = path.join(dir, entry.fileName);
      if (entry.fileName.endsWith('/')) {
        await mkdir(target, { recursive: true });
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target));
    }
  } finally {
    zip.close();
  }
}

async function readManifest(dir: string): Promise<RunnableManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    throw new Error('the package has no readable manifest.json');
  }
  const m = raw as Partial<RunnableManifest>;
  if (typeof m.entry !== 'string' || (m.runtime !== 'node' && m.runtime !== 'shell')) {
    throw new Error('the manifest names no entry with a node or shell runtime');
  }
  const variables = m.variables ?? [];
  if (
    !Array.isArray(variables) ||
    variables.some((v) => typeof v !== 'string' || !v.trim() || v.length > 50)
  ) {
    throw new Error("the manifest's variables must be a list of names of 1 to 50 characters");
  }
  return {
    name: String(m.name ?? ''),
    version: String(m.version ?? ''),
    entry: m.entry,
    runtime: m.runtime,
    variables: [...new Set(variables.map((v) => v.trim()))],
  };
}
