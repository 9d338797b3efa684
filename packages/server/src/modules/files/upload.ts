import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Code, folderPath, type UploadManifest, uploadManifest } from '@rpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoredFile } from '../../platform/files';
import { AppError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import {
  checkBatch,
  checkFolder,
  checkUpload,
  sizeGuard,
  sizeLimitBytes,
  uploadRules,
} from '../../platform/uploads';

export interface Received {
  name: string;
  folder: string;
  stored: StoredFile;
}

/**
 * Reads an upload of several files: the multipart field `manifest` first
 * (each file's name, folder and size, as JSON), checked whole against the
 * upload settings before a byte of any file is read; then the files in its
 * order, each streamed into the file store and stopped as soon as it is
 * over the size limit. When anything fails, what was stored is let go of.
 */
export async function receiveUploads(api: FastifyInstance, req: FastifyRequest): Promise<Received[]> {
  const rules = await uploadRules(api.database.db);
  const received: Received[] = [];
  let manifest: Array<{ name: string; folder: string; size: number }> | null = null;
  try {
    const parts = req.parts({
      limits: { files: rules.batchCount, fileSize: sizeLimitBytes(rules) + 1, fields: 5 },
    });
    for await (const part of parts) {
      if (!manifest) {
        if (part.type !== 'field' || part.fieldname !== 'manifest')
          throw new AppError(Code.BAD_REQUEST, 'files.manifestMissing');
        manifest = checkedManifest(req, String(part.value), rules);
        continue;
      }
      const entry = manifest[received.length];
      if (part.type !== 'file' || !entry || part.filename !== entry.name) {
        if (part.type === 'file') part.file.resume();
        throw new AppError(Code.BAD_REQUEST, 'files.manifestMissing');
      }
      const pass = new PassThrough();
      const [stored] = await Promise.all([api.files.put(pass), pipeline(part.file, sizeGuard(rules), pass)]);
      received.push({ name: entry.name, folder: entry.folder, stored });
    }
    if (!manifest || received.length !== manifest.length)
      throw new AppError(Code.BAD_REQUEST, 'files.manifestMissing');
    return received;
  } catch (err) {
    await forget(api, received);
    throw err;
  }
}

function checkedManifest(
  req: FastifyRequest,
  text: string,
  rules: Parameters<typeof checkUpload>[0],
): Array<{ name: string; folder: string; size: number }> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(Code.BAD_REQUEST, 'files.manifestMissing');
  }
  const entries = parse(uploadManifest, json, req.lang) as Array<Required<UploadManifest[number]>>;
  checkBatch(rules, entries.length);
  return entries.map((e) => {
    checkUpload(rules, e.name, e.size);
    const folder = folderPath(e.folder.split(/[/\\]/));
    checkFolder(rules, folder);
    return { name: e.name, folder, size: e.size };
  });
}

/** Lets go of stored bytes no row came to name. */
export async function forget(api: FastifyInstance, received: readonly Received[]): Promise<void> {
  for (const r of received) await api.files.delete(r.stored.sha256).catch(() => undefined);
}
