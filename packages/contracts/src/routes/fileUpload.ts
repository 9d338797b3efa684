import { z } from 'zod';
import type { MessageKey } from '../messages';
import { defineRoutes } from '../route';

/**
 * The file upload tab of system configuration (console-administration.md §2,
 * §5; console-core.md §5): which files people may upload, how many at once,
 * how deep a folder and how large. Every upload of the product (files,
 * process icons, imports) is checked with `uploadRefusal` on the server,
 * and the console checks the same before it sends.
 */

/** Executables and scripts: never allowed, whatever the setting says. */
export const UPLOAD_BLACKLIST = [
  '.exe',
  '.com',
  '.bat',
  '.cmd',
  '.msi',
  '.msp',
  '.scr',
  '.pif',
  '.cpl',
  '.dll',
  '.sys',
  '.vbs',
  '.vbe',
  '.js',
  '.jse',
  '.mjs',
  '.wsf',
  '.wsh',
  '.ps1',
  '.psm1',
  '.hta',
  '.reg',
  '.lnk',
  '.jar',
  '.sh',
  '.bash',
  '.csh',
  '.ksh',
  '.php',
  '.jsp',
  '.asp',
  '.aspx',
  '.cgi',
  '.pl',
  '.py',
  '.rb',
  '.apk',
  '.app',
  '.deb',
  '.rpm',
  '.dmg',
  '.run',
  '.bin',
  '.elf',
] as const;

/** Characters a file name may not hold. */
export const UPLOAD_FORBIDDEN_CHARACTERS = ['/', '\\', ':', '*', '?', '"', '<', '>', '|'] as const;
export const UPLOAD_BATCH_MAX = 100;
export const UPLOAD_DEPTH_MAX = 20;
export const UPLOAD_SIZE_MAX_MB = 10_240;
export const UPLOAD_TYPES_MAX = 500;

/** `.txt,.jpg` as the list of extensions it names (lower case, with the dot); `*` as `['*']`. */
export function uploadTypes(setting: string): string[] {
  const types = setting
    .split(/[,，]/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
  return [...new Set(types)];
}

const TYPE = /^\.[a-z0-9]{1,16}$/;

export const fileUpload = z.object({
  /** `.txt,.jpg` style, or `*` for every type that is not blacklisted. */
  allowedTypes: z
    .string({ error: 'fileUpload.typesRequired' })
    .trim()
    .min(1, 'fileUpload.typesRequired')
    .max(UPLOAD_TYPES_MAX, 'fileUpload.typesFormat')
    .refine((s) => {
      const types = uploadTypes(s);
      return types.length > 0 && (s.trim() === '*' || types.every((t) => TYPE.test(t)));
    }, 'fileUpload.typesFormat')
    .refine((s) => !uploadTypes(s).some(isBlacklisted), 'fileUpload.typesBlacklisted'),
  /** Files in one upload. */
  batchCount: z
    .number('fileUpload.batchRange')
    .int('fileUpload.batchRange')
    .min(1, 'fileUpload.batchRange')
    .max(UPLOAD_BATCH_MAX, 'fileUpload.batchRange'),
  /** Folders in a file's path (a file at the top is depth 0). */
  maxDepth: z
    .number('fileUpload.depthRange')
    .int('fileUpload.depthRange')
    .min(1, 'fileUpload.depthRange')
    .max(UPLOAD_DEPTH_MAX, 'fileUpload.depthRange'),
  /** Largest file, in MB. */
  sizeLimitMb: z
    .number('fileUpload.sizeRange')
    .int('fileUpload.sizeRange')
    .min(1, 'fileUpload.sizeRange')
    .max(UPLOAD_SIZE_MAX_MB, 'fileUpload.sizeRange'),
});
export type FileUploadSettings = z.infer<typeof fileUpload>;

/** Before a manager saves anything: every type but the blacklisted ones, 10 at once, 100 MB. */
export const FILE_UPLOAD_DEFAULTS: FileUploadSettings = {
  allowedTypes: '*',
  batchCount: 10,
  maxDepth: 5,
  sizeLimitMb: 100,
};

/** A file name's extension, lower case with its dot; '' when it has none. */
export function extensionOf(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

function isBlacklisted(type: string): boolean {
  return (UPLOAD_BLACKLIST as readonly string[]).includes(type);
}

export interface UploadRefusal {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * Why a file of this name and size may not be uploaded under these
 * settings, or null. `name` is the file's own name (no folders); `size` in
 * bytes, or null while it is not known yet (the server counts while it reads).
 */
export function uploadRefusal(
  settings: FileUploadSettings,
  name: string,
  size: number | null,
): UploadRefusal | null {
  if (name.trim() === '' || UPLOAD_FORBIDDEN_CHARACTERS.some((c) => name.includes(c)))
    return { key: 'upload.nameCharacters', params: {} };
  const type = extensionOf(name);
  if (isBlacklisted(type)) return { key: 'upload.typeBlacklisted', params: { type } };
  const allowed = uploadTypes(settings.allowedTypes);
  if (!allowed.includes('*') && !allowed.includes(type))
    return { key: 'upload.typeNotAllowed', params: { types: allowed.join(',') } };
  if (size !== null && size > settings.sizeLimitMb * 1024 * 1024)
    return { key: 'upload.tooLarge', params: { fileSize: settings.sizeLimitMb } };
  return null;
}

/** Why a folder path (`a/b/`) is refused: a part with a forbidden character, or too deep. */
export function folderRefusal(settings: FileUploadSettings, folder: string): UploadRefusal | null {
  const parts = folder.split('/').filter((p) => p !== '');
  if (parts.some((p) => p === '.' || p === '..' || UPLOAD_FORBIDDEN_CHARACTERS.some((c) => p.includes(c))))
    return { key: 'upload.nameCharacters', params: {} };
  if (parts.length > settings.maxDepth)
    return { key: 'upload.tooDeep', params: { depth: settings.maxDepth } };
  return null;
}

export const fileUploadApi = defineRoutes('fileUpload', {
  detail: {
    path: '/sys/file/detail',
    permission: 'session',
    summary:
      'The upload settings: allowed types, files at once, folder depth and size limit (every upload form checks them).',
    result: fileUpload.extend({ blacklist: z.array(z.string()) }),
  },
  save: {
    path: '/sys/file',
    permission: '1901:save',
    summary: 'Saves the upload settings; blacklisted types cannot be allowed. Uploads after it follow it.',
    input: fileUpload,
    result: z.null(),
  },
});
