import { Transform } from 'node:stream';
import {
  Code,
  FILE_UPLOAD_DEFAULTS,
  type FileUploadSettings,
  fileUpload,
  folderRefusal,
  type UploadRefusal,
  uploadRefusal,
} from '@rpa/contracts';
import type { Db } from '../db';
import { AppError } from '../http/errors';
import { defineSetting } from '../settings';

/**
 * The upload settings of system configuration (file upload tab): every
 * upload people make (files, process icons, imports) is checked against
 * them, by name before a byte is read and by size while it is read.
 */
export const uploadSetting = defineSetting('file.upload', fileUpload, FILE_UPLOAD_DEFAULTS);

export async function uploadRules(db: Db): Promise<FileUploadSettings> {
  return (await uploadSetting.view(db)).value;
}

function refuse(refusal: UploadRefusal | null): void {
  if (refusal) throw new AppError(Code.BAD_REQUEST, refusal.key, refusal.params);
}

/** Refuses a file's name (forbidden characters, blacklisted or not allowed type) and, when known, its size. */
export function checkUpload(rules: FileUploadSettings, name: string, size: number | null = null): void {
  refuse(uploadRefusal(rules, name, size));
}

/** Refuses a folder path with a forbidden character or deeper than allowed. */
export function checkFolder(rules: FileUploadSettings, folder: string): void {
  refuse(folderRefusal(rules, folder));
}

/** Refuses a batch of more files than allowed at once. */
export function checkBatch(rules: FileUploadSettings, count: number): void {
  if (count > rules.batchCount)
    throw new AppError(Code.BAD_REQUEST, 'upload.tooMany', { count: rules.batchCount });
}

export function sizeLimitBytes(rules: FileUploadSettings): number {
  return rules.sizeLimitMb * 1024 * 1024;
}

/**
 * Passes bytes through and fails the stream with the "size limit" refusal
 * once more than the limit has passed, so an upload is stopped as soon as
 * it is too large, never read whole first.
 */
export function sizeGuard(rules: FileUploadSettings): Transform {
  const limit = sizeLimitBytes(rules);
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit)
        done(new AppError(Code.BAD_REQUEST, 'upload.tooLarge', { fileSize: rules.sizeLimitMb }));
      else done(null, chunk);
    },
  });
}
