import { z } from 'zod';

/**
 * A robot upgrade package (docs/upgrade-package.md): a zip holding
 * `upgrade.json` and the files of one robot build. The manifest names the
 * build's version and lists every file with its sha256, so the server (on
 * upload) and the robot (before switching) can check the build is whole.
 */
export const UPGRADE_MANIFEST_NAME = 'upgrade.json';
export const UPGRADE_FILES_MAX = 1000;

/** Numbers separated by dots (up to four), an optional pre-release or build tail; at most 32 characters. */
export const UPGRADE_VERSION_PATTERN = /^\d{1,9}(\.\d{1,9}){0,3}([-+][0-9A-Za-z.-]{1,20})?$/;

/** True for a version above zero: one of its numbers is not 0. */
export function versionAboveZero(version: string): boolean {
  return (
    /^[\d.]+/
      .exec(version)?.[0]
      .split('.')
      .some((n) => n !== '' && Number(n) > 0) ?? false
  );
}

/** A relative path inside the package: forward slashes, no `..`, no absolute or empty parts. */
const packagePath = z
  .string()
  .min(1)
  .max(255)
  .refine((p) => !p.startsWith('/') && !p.split('/').some((s) => s === '' || s === '.' || s === '..'), {
    message: 'a relative path without empty, . or .. parts',
  })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .refine((p) => !/[\\\u0000-\u001f]/.test(p), { message: 'no backslash or control character' });

export const upgradeManifestSchema = z
  .object({
    kind: z.literal('robot'),
    version: z
      .string()
      .max(32)
      .regex(UPGRADE_VERSION_PATTERN, 'numbers separated by dots, e.g. 1.2.0')
      .refine(versionAboveZero, 'the version must be greater than zero'),
    description: z.string().max(200).default(''),
    /** The file the robot's supervisor starts, e.g. robot.js. */
    entry: packagePath,
    files: z
      .array(
        z.object({
          path: packagePath,
          size: z.number().int().min(0),
          sha256: z.string().regex(/^[0-9a-f]{64}$/, '64 lower-case hexadecimal characters'),
        }),
      )
      .min(1)
      .max(UPGRADE_FILES_MAX),
  })
  .superRefine((m, ctx) => {
    const paths = m.files.map((f) => f.path);
    if (!paths.includes(m.entry))
      ctx.addIssue({ code: 'custom', path: ['entry'], message: 'not among the files' });
    if (new Set(paths).size !== paths.length)
      ctx.addIssue({ code: 'custom', path: ['files'], message: 'a file is listed twice' });
  });
export type UpgradeManifest = z.infer<typeof upgradeManifestSchema>;
