import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  COMPONENT_KIND,
  COMPONENT_LIMITS,
  type ComponentManifest,
  componentManifestSchema,
  entryNameProblem,
  type Lang,
} from '@rpa/contracts';
import { AppError } from '../../platform/http/errors';
import { issuesText, safeParseIn } from '../../platform/http/validate';
import { refusal as bad, openPackageZip, type PackageWords, shownName } from '../../platform/zip/package-zip';

/** The same file name process packages use: one reader on the robot, `kind` tells them apart. */
export const MANIFEST_NAME = 'manifest.json';
const MANIFEST_MAX_BYTES = 1024 * 1024;
const MAX_UNPACKED = COMPONENT_LIMITS.PACKAGE_MAX_MB * COMPONENT_LIMITS.UNPACK_FACTOR * 1024 * 1024;

/** The component package's words for what the shared reader refuses. */
const WORDS: PackageWords = {
  notZip: 'components.notZip',
  tooManyEntries: 'components.tooManyEntries',
  badEntryName: 'components.badEntryName',
  symlinkEntry: 'components.symlinkEntry',
  duplicateEntry: 'components.duplicateEntry',
  unpackedTooLarge: 'components.unpackedTooLarge',
  corrupt: 'components.notZip',
};

export interface CheckedComponent {
  manifest: ComponentManifest;
  sha256: string;
}

/**
 * Checks a component package (docs/process-package.md, "Component
 * packages") without unpacking it, by the rules process packages follow
 * (the shared reader, platform/zip), and a `manifest.json` of kind
 * `component` whose entry is in the zip. Every refusal is an AppError in the
 * caller's language; the size limit is the upload's (receiveFile).
 */
export async function checkComponentPackage(file: string, lang: Lang): Promise<CheckedComponent> {
  const zip = await openPackageZip(
    file,
    { maxEntries: COMPONENT_LIMITS.MAX_ENTRIES, maxUnpackedBytes: MAX_UNPACKED },
    WORDS,
  );
  let manifest: ComponentManifest;
  try {
    const manifestEntry = zip.files.get(MANIFEST_NAME);
    if (!manifestEntry) throw bad('components.noManifest');
    if (manifestEntry.uncompressedSize > MANIFEST_MAX_BYTES)
      throw bad('components.manifestJson', { detail: 'too large' });
    let raw: unknown;
    try {
      const text = (await zip.read(manifestEntry, MANIFEST_NAME, MANIFEST_MAX_BYTES)).toString('utf8');
      raw = JSON.parse(text.replace(/^\uFEFF/, ''));
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
    if (entryNameProblem(manifest.entry) || !zip.files.has(manifest.entry))
      throw bad('components.entryMissing', { entry: shownName(manifest.entry) });
  } finally {
    zip.close();
  }
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { manifest, sha256: hash.digest('hex') };
}
