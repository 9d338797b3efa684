import { Code, entryNameProblem, type MessageKey } from '@rpa/contracts';
import yauzl from 'yauzl';
import { AppError } from '../http/errors';

/**
 * What a package reader says, in the words of the domain whose package it
 * reads (processes, components): one message key per refusal.
 */
export interface PackageWords {
  notZip: MessageKey;
  tooManyEntries: MessageKey;
  badEntryName: MessageKey;
  symlinkEntry: MessageKey;
  duplicateEntry: MessageKey;
  unpackedTooLarge: MessageKey;
  /** An entry that cannot be read, or is larger than asked for. */
  corrupt: MessageKey;
}

export interface PackageZip {
  /** Its files by name (folders left out), every name already judged safe. */
  files: Map<string, yauzl.Entry>;
  unpackedBytes: number;
  /** An entry's bytes, refused as corrupt when it declares more than `max` or cannot be read. */
  read(entry: yauzl.Entry, name: string, max: number): Promise<Buffer>;
  close(): void;
}

export const refusal = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(Code.BAD_REQUEST, key, params);

/** A name as shown in a message: control characters made visible. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
export const shownName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');

/** Unix file type bits of the entry's external attributes (zip tools store st_mode in the high 16 bits). */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** A symbolic link: unpacked, it could point the robot at any file on its machine. */
const isSymlink = (entry: yauzl.Entry) => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** Every entry of the central directory, named strictly (a backslash stays a backslash). */
function listEntries(
  zip: yauzl.ZipFile,
  maxEntries: number,
  words: PackageWords,
): Promise<Array<{ name: string; entry: yauzl.Entry }>> {
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
      if (out.length > maxEntries) {
        reject(refusal(words.tooManyEntries, { max: maxEntries }));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(out));
    zip.on('error', () => reject(refusal(words.notZip)));
    zip.readEntry();
  });
}

/**
 * Opens a package (a process or a component, docs/process-package.md)
 * without unpacking it, and judges its entries as robots will unpack them:
 * a zip (yauzl) of at most `maxEntries` entries with safe names, no symbolic
 * links, no two names that are one file on Windows (case), unpacking to at
 * most `maxUnpackedBytes`. The caller reads what it needs, then closes it.
 */
export async function openPackageZip(
  file: string,
  limits: { maxEntries: number; maxUnpackedBytes: number },
  words: PackageWords,
): Promise<PackageZip> {
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
    throw refusal(words.notZip);
  }
  try {
    const files = new Map<string, yauzl.Entry>();
    const seen = new Set<string>();
    let unpackedBytes = 0;
    for (const { name, entry } of await listEntries(zip, limits.maxEntries, words)) {
      if (entryNameProblem(name)) throw refusal(words.badEntryName, { name: shownName(name) });
      if (isSymlink(entry)) throw refusal(words.symlinkEntry, { name: shownName(name) });
      // Robots unpack on Windows too, where names differing only in case are one file:
      // a second entry would silently replace the first (the manifest included).
      const key = name.replace(/\/$/, '').normalize('NFC').toLowerCase();
      if (seen.has(key)) throw refusal(words.duplicateEntry, { name: shownName(name) });
      seen.add(key);
      unpackedBytes += entry.uncompressedSize;
      if (!name.endsWith('/')) files.set(name, entry);
    }
    if (unpackedBytes > limits.maxUnpackedBytes) {
      throw refusal(words.unpackedTooLarge, { max: Math.floor(limits.maxUnpackedBytes / 1024 / 1024) });
    }
    return {
      files,
      unpackedBytes,
      async read(entry, name, max) {
        if (entry.uncompressedSize > max) throw refusal(words.corrupt, { name });
        try {
          const chunks: Buffer[] = [];
          for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        } catch {
          throw refusal(words.corrupt, { name });
        }
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}
