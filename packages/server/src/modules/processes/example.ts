import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import yazl from 'yazl';
import { SERVER_ROOT } from '../../config';

/** The example package's source folder (docs/process-package.md); zipped at run time, never committed as a zip. */
export const EXAMPLE_PACKAGE_DIR = path.resolve(SERVER_ROOT, '../../examples/invoice-check');

/** A zip of the given entries, in order (folders are implied by the names). */
export function zipEntries(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Every file under `dir`, keyed by its path inside it with `/` separators. */
export async function readPackageDir(dir: string, prefix = ''): Promise<Record<string, Buffer>> {
  const out: Record<string, Buffer> = {};
  for (const d of await readdir(dir, { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${d.name}` : d.name;
    if (d.isDirectory()) Object.assign(out, await readPackageDir(path.join(dir, d.name), name));
    else if (d.isFile()) out[name] = await readFile(path.join(dir, d.name));
  }
  return out;
}

/**
 * A package folder zipped, with manifest fields replaced (the demo and the
 * tests make several processes and versions out of the one example).
 */
export async function packageFromDir(
  dir: string,
  manifest: Record<string, unknown> = {},
  extra: Record<string, string | Buffer> = {},
): Promise<Buffer> {
  const files = await readPackageDir(dir);
  const original = JSON.parse(String(files['manifest.json'] ?? '{}')) as Record<string, unknown>;
  files['manifest.json'] = Buffer.from(JSON.stringify({ ...original, ...manifest }, null, 2));
  return zipEntries({ ...files, ...extra });
}

/** The example package, optionally renamed or renumbered. */
export const examplePackage = (
  manifest: Record<string, unknown> = {},
  extra: Record<string, string | Buffer> = {},
) => packageFromDir(EXAMPLE_PACKAGE_DIR, manifest, extra);
