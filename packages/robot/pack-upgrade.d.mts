/** Types of pack-upgrade.mjs, for the TypeScript that builds packages with it (tests). */
export const MANIFEST_NAME: 'upgrade.json';

export interface PackedManifest {
  kind: 'robot';
  version: string;
  description: string;
  entry: string;
  files: Array<{ path: string; size: number; sha256: string }>;
}

export interface PackOptions {
  version: string;
  description?: string;
  /** The zip to write. */
  out: string;
  /** robot.js itself, instead of the reference robot bundled as `version`. */
  robotJs?: string | Buffer;
  /** Other files of the build: package path → content. */
  files?: Record<string, string | Buffer>;
  /** Changes the build's folder after upgrade.json is written, before zipping. */
  tamper?: (dir: string) => void | Promise<void>;
}

export function packUpgrade(
  options: PackOptions,
): Promise<{ file: string; manifest: PackedManifest; sha256: string; size: number }>;
