import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  COMPONENT_KIND,
  COMPONENT_LIMITS,
  Code,
  type ComponentManifest,
  componentManifestSchema,
  entryNameProblem,
  type Lang,
} from '@rpa/contracts';
import yauzl from 'yauzl';
import { AppError } from '../../platform/http/errors';
import { issuesText, safeParseIn } from '../../platform/http/validate';

/** The same file name process packages use: one reader on the robot, `kind` tells them apart. */
export const MANIFEST_NAME = 'manifest.json';
const MANIFEST_MAX_BYTES = 1024 * 1024;
const MAX_UNPACKED = COMPONENT_LIMITS.PACKAGE_MAX_MB * COMPONENT_LIMITS.UNPACK_FACTOR * 1024 * 1024;

export interface CheckedComponent {
  manifest: ComponentManifest;
  sha256: string;
}

type Key = ConstructorParameters<typeof AppError>[1];
const bad = (key: Key, params?: Record<string, string | number>) =>
  new AppError(Code.BAD_REQUEST, key, params);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is made visible
const shown = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Every entry of the central directory, named strictly (as the process package reader does). */
function listEntries(zip: yauzl.ZipFile): Promise<Array<{ name: string; entry: yauzl.Entry }>> {
  const out: Array<{ name: string; entry: yauzl.Entry }> = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      out.push({ name, entry });
      if (out.length > COMPONENT_LIMITS.MAX_ENTRIES) {
        reject(bad('components.tooManyEntries', { max: COMPONENT_LIMITS.MAX_ENTRIES }));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(out));
    zip.on('error', () => reject(bad('components.notZip')));
    zip.readEntry();
  });
}

async function readManifest(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  if (entry.uncompressedSize > MANIFEST_MAX_BYTES)
    throw bad('components.manifestJson', { detail: 'too large' });
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  } catch {
    throw bad('components.notZip');
  }
}

/**
 * Checks a component package (docs/process-package.md, "Component
 * packages") without unpacking it, by the rules process packages follow:
 * a zip (yauzl) with safe entry names within the unpacked limit, and a
 * `manifest.json` of kind `component` whose entry is in the zip. Every
 * refusal is an AppError in the caller's language; the size limit is the
 * upload's (receiveFile).
 */
export async function checkComponentPackage(file: string, lang: Lang): Promise<CheckedComponent> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
      autoClose: false,
    });
  } catch {
    throw bad('components.notZip');
  }
  let manifest: ComponentManifest;
  try {
    const files = new Map<string, yauzl.Entry>();
    const seen = new Set<string>();
    let unpacked = 0;
    for (const { name, entry } of await listEntries(zip)) {
      if (entryNameProblem(name)) throw bad('components.badEntryName', { name: shown(name) });
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        throw bad('components.symlinkEntry', { name: shown(name) });
      // Names differing only in case are one file on Windows robots.
      const key = name.replace(/\/$/, '').normalize('NFC').toLowerCase();
      if (seen.has(key)) throw bad('components.duplicateEntry', { name: shown(name) });
      seen.add(key);
      unpacked += entry.uncompressedSize;
      if (!name.endsWith('/')) files.set(name, entry);
    }
    if (unpacked > MAX_UNPACKED)
      throw bad('components.unpackedTooLarge', { max: MAX_UNPACKED / 1024 / 1024 });
    const manifestEntry = files.get(MANIFEST_NAME);
    if (!manifestEntry) throw bad('components.noManifest');
    let raw: unknown;
    try {
      raw = JSON.parse(await readManifest(zip, manifestEntry));
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw bad('components.manifestJson', { detail: (err as Error).message });
    }
    const kind = (raw as { kind?: unknown } | null)?.kind;
    if (kind !== COMPONENT_KIND)
      throw bad('components.notComponent', { kind: String(kind ?? '').slice(0, 30) });
    const parsed = safeParseIn(componentManifestSchema, raw, lang);
    if (!parsed.success) throw bad('components.manifestInvalid', { detail: issuesText(parsed.error, lang) });
    manifest = parsed.data;
    if (entryNameProblem(manifest.entry) || !files.has(manifest.entry))
      throw bad('components.entryMissing', { entry: shown(manifest.entry) });
  } finally {
    zip.close();
  }
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { manifest, sha256: hash.digest('hex') };
}
