import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  Code,
  UPGRADE_MANIFEST_NAME,
  type UpgradeManifest,
  upgradeManifestSchema,
  versionAboveZero,
} from '@rpa/contracts';
import yauzl from 'yauzl';
import { AppError } from '../../platform/http/errors';

export interface CheckedPackage {
  manifest: UpgradeManifest;
  sha256: string;
  fileSize: number;
}

const MANIFEST_MAX_BYTES = 1024 * 1024;

const bad = (key: ConstructorParameters<typeof AppError>[1], params?: Record<string, string | number>) =>
  new AppError(Code.BAD_REQUEST, key, params);

async function sha256Of(stream: NodeJS.ReadableStream): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Each file entry's digest and size, and the manifest's bytes; yauzl refuses unsafe names itself. */
async function readZip(
  file: string,
): Promise<{ files: Map<string, { sha256: string; size: number }>; manifest: Buffer | null }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, validateEntrySizes: true, autoClose: false });
  } catch {
    throw bad('upgrades.packageNotZip');
  }
  const files = new Map<string, { sha256: string; size: number }>();
  let manifest: Buffer | null = null;
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        zip.once('entry', resolve);
        zip.once('end', () => resolve(null));
        zip.once('error', reject);
        zip.readEntry();
      });
      if (!entry) break;
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      if (entry.fileName.endsWith('/')) continue;
      if (files.size > 2000) throw bad('upgrades.packageManifest', { detail: 'too many files' });
      const stream = await zip.openReadStreamPromise(entry);
      if (entry.fileName === UPGRADE_MANIFEST_NAME) {
        if (entry.uncompressedSize > MANIFEST_MAX_BYTES)
          throw bad('upgrades.packageManifest', { detail: 'too large' });
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        manifest = Buffer.concat(chunks);
      } else {
        files.set(entry.fileName, await sha256Of(stream));
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw bad('upgrades.packageNotZip');
  } finally {
    zip.close();
  }
  return { files, manifest };
}

/**
 * Checks a robot upgrade package (docs/upgrade-package.md) before anything
 * is stored: a zip with `upgrade.json` whose version is above zero, listing
 * every other file of the zip with its size and sha256, each matching.
 */
export async function checkUpgradePackage(file: string): Promise<CheckedPackage> {
  const { files, manifest: raw } = await readZip(file);
  if (!raw) throw bad('upgrades.packageManifest', { detail: `${UPGRADE_MANIFEST_NAME} is missing` });
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw bad('upgrades.packageManifest', { detail: 'not JSON' });
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof version === 'string' && !versionAboveZero(version)) {
    throw bad('upgrades.packageVersion', { version: version.slice(0, 32) });
  }
  const parsed = upgradeManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = `${issue?.path.join('.') || 'upgrade.json'}: ${issue?.message ?? ''}`;
    throw bad('upgrades.packageManifest', { detail: detail.slice(0, 200) });
  }
  const manifest = parsed.data;
  for (const f of manifest.files) {
    const found = files.get(f.path);
    if (!found) throw bad('upgrades.packageFileMissing', { name: f.path });
    if (found.sha256 !== f.sha256 || found.size !== f.size)
      throw bad('upgrades.packageChecksum', { name: f.path });
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const name of files.keys()) if (!listed.has(name)) throw bad('upgrades.packageFileExtra', { name });
  const whole = await sha256Of(createReadStream(file));
  return { manifest, sha256: whole.sha256, fileSize: (await stat(file)).size };
}
