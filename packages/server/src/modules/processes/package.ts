import {
  Code,
  entryNameProblem,
  ICON_LIMITS,
  type Lang,
  type ProcessManifest,
  processManifestSchema,
} from '@rpa/contracts';
import { AppError, t } from '../../platform/http/errors';
import { issuesText, safeParseIn } from '../../platform/http/validate';
import {
  refusal as bad,
  openPackageZip,
  type PackageWords,
  shownName as shown,
} from '../../platform/zip/package-zip';
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

/** The process package's words for what the shared reader refuses. */
const WORDS: PackageWords = {
  notZip: 'packages.notZip',
  tooManyEntries: 'packages.tooManyEntries',
  badEntryName: 'packages.badEntryName',
  symlinkEntry: 'packages.symlinkEntry',
  duplicateEntry: 'packages.duplicateEntry',
  unpackedTooLarge: 'packages.unpackedTooLarge',
  corrupt: 'packages.corrupt',
};

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
  const zip = await openPackageZip(
    file,
    { maxEntries: MAX_ENTRIES, maxUnpackedBytes: opts.maxUnpackedBytes },
    WORDS,
  );
  const { files, unpackedBytes } = zip;
  try {
    const manifestEntry = files.get(MANIFEST_NAME);
    if (!manifestEntry) throw bad('packages.noManifest');
    const text = (await zip.read(manifestEntry, MANIFEST_NAME, MANIFEST_MAX_BYTES))
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
        const bytes = await zip.read(iconEntry, manifest.icon, ICON_LIMITS.MAX_BYTES);
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
