import {
  Code,
  entryNameProblem,
  ICON_LIMITS,
  type Lang,
  type ProcessManifest,
  processManifestSchema,
} from '@rpa/contracts';
import yauzl from 'yauzl';
import { AppError, t } from '../../platform/http/errors';
import { issuesText, safeParseIn } from '../../platform/http/validate';
import { type CheckedIcon, checkIcon } from './icon';

export const MANIFEST_NAME = 'manifest.json';
/** Entries a package may hold. */
export const MAX_ENTRIES = 10_000;
/** A package may unpack to at most this many times its size limit (a guard against zip bombs). */
export const UNPACK_FACTOR = 10;
const MANIFEST_MAX_BYTES = 1024 * 1024;

export interface ValidPackage {
  manifest: ProcessManifest;
  /** The manifest's icon, checked like an uploaded one. */
  icon: (CheckedIcon & { bytes: Buffer }) | null;
  entries: number;
  unpackedBytes: number;
}

/** A name as shown in a message: control characters made visible. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
const shown = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');

/** Unix file type bits of the entry's external attributes (zip tools store st_mode in the high 16 bits). */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** A symbolic link: unpacked, it could point the robot at any file on its machine. */
function isSymlink(entry: yauzl.Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

const bad = (key: ConstructorParameters<typeof AppError>[1], params?: Record<string, string | number>) =>
  new AppError(Code.BAD_REQUEST, key, params);

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, name: string, max: number): Promise<Buffer> {
  if (entry.uncompressedSize > max) throw bad('packages.corrupt', { name });
  try {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch {
    throw bad('packages.corrupt', { name });
  }
}

/** Every entry of the central directory, named strictly (a backslash stays a backslash). */
async function listEntries(zip: yauzl.ZipFile): Promise<Array<{ name: string; entry: yauzl.Entry }>> {
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
      if (out.length > MAX_ENTRIES) {
        reject(bad('packages.tooManyEntries', { max: MAX_ENTRIES }));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(out));
    zip.on('error', () => reject(bad('packages.notZip')));
    zip.readEntry();
  });
}

/**
 * Checks a process package (docs/process-package.md) without unpacking it:
 * a zip whose entry names are safe, within the unpacked limit, with a valid
 * `manifest.json` at its root whose entry (and icon, if named) is in the
 * zip. Every refusal is an AppError in the caller's language.
 */
export async function validatePackage(
  file: string,
  opts: { maxUnpackedBytes: number; lang: Lang },
): Promise<ValidPackage> {
  let zip: yauzl.ZipFile;
  try {
    // Names are decoded and judged below, so a bad one is reported by name, not as a broken zip.
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
      autoClose: false,
    });
  } catch {
    throw bad('packages.notZip');
  }
  try {
    const listed = await listEntries(zip);
    const files = new Map<string, yauzl.Entry>();
    let unpackedBytes = 0;
    const seen = new Set<string>();
    for (const { name, entry } of listed) {
      if (entryNameProblem(name)) throw bad('packages.badEntryName', { name: shown(name) });
      if (isSymlink(entry)) throw bad('packages.symlinkEntry', { name: shown(name) });
      // Robots unpack on Windows too, where names differing only in case are one file:
      // a second entry would silently replace the first (the manifest included).
      const key = name.replace(/\/$/, '').normalize('NFC').toLowerCase();
      if (seen.has(key)) throw bad('packages.duplicateEntry', { name: shown(name) });
      seen.add(key);
      unpackedBytes += entry.uncompressedSize;
      if (!name.endsWith('/')) files.set(name, entry);
    }
    if (unpackedBytes > opts.maxUnpackedBytes) {
      throw bad('packages.unpackedTooLarge', { max: Math.floor(opts.maxUnpackedBytes / 1024 / 1024) });
    }

    const manifestEntry = files.get(MANIFEST_NAME);
    if (!manifestEntry) throw bad('packages.noManifest');
    const text = (await readEntry(zip, manifestEntry, MANIFEST_NAME, MANIFEST_MAX_BYTES))
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (err) {
      throw bad('packages.manifestJson', { detail: (err as Error).message });
    }
    const parsed = safeParseIn(processManifestSchema, raw, opts.lang);
    if (!parsed.success) {
      throw bad('packages.manifestInvalid', { detail: issuesText(parsed.error, opts.lang) });
    }
    const manifest = parsed.data;

    for (const [field, value] of [
      ['entry', manifest.entry],
      ['icon', manifest.icon],
    ] as const) {
      if (value !== undefined && entryNameProblem(value)) {
        throw bad('packages.manifestInvalid', {
          detail: `${field}: ${t(opts.lang, 'packages.badEntryName', { name: shown(value) })}`,
        });
      }
    }
    if (!files.has(manifest.entry)) throw bad('packages.entryMissing', { entry: manifest.entry });

    let icon: ValidPackage['icon'] = null;
    if (manifest.icon) {
      const iconEntry = files.get(manifest.icon);
      if (!iconEntry) throw bad('packages.iconMissing', { icon: manifest.icon });
      try {
        // Judged by its declared size first, so a huge entry is never read into memory.
        if (iconEntry.uncompressedSize > ICON_LIMITS.MAX_BYTES) {
          throw new AppError(Code.BAD_REQUEST, 'processes.iconTooLarge', {
            max: ICON_LIMITS.MAX_BYTES / 1024 / 1024,
          });
        }
        const bytes = await readEntry(zip, iconEntry, manifest.icon, ICON_LIMITS.MAX_BYTES);
        icon = { ...(await checkIcon(bytes)), bytes };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        throw bad('packages.iconInvalid', { icon: manifest.icon, detail: t(opts.lang, err.key, err.params) });
      }
    }
    return { manifest, icon, entries: files.size, unpackedBytes };
  } finally {
    zip.close();
  }
}
