import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Code, type FileUploadSettings, type MessageKey } from '@rpa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import type { FileStore, StoredFile } from '../../platform/files';
import { AppError } from '../../platform/http/errors';
import { checkUpload } from '../../platform/uploads';
import { linkComponents, resolveComponents } from '../components';
import { type Actor, collectFiles, refreshProcess } from './lifecycle';
import { UNPACK_FACTOR, type ValidPackage, validatePackage } from './package';
import { processes, versions } from './schema';

/**
 * Receives the one uploaded file of a multipart request, at most `maxBytes`,
 * and hands `use` its bytes; `tooLarge` is the refusal when it is bigger.
 * With `rules` (the upload settings) its name and size must also pass them.
 */
export async function receiveFile<T>(
  req: FastifyRequest,
  maxBytes: number,
  refusals: { missing: MessageKey; tooLarge: [MessageKey, Record<string, number>] },
  use: (file: string, filename: string) => Promise<T>,
  rules?: FileUploadSettings,
): Promise<T> {
  // One byte over the limit is read, so "exactly the limit" and "over it" are told apart.
  const part = await req
    .file({ limits: { fileSize: maxBytes + 1 }, throwFileSizeLimit: false })
    .catch(() => undefined);
  if (!part) throw new AppError(Code.BAD_REQUEST, refusals.missing);
  if (rules) checkUpload(rules, part.filename);
  const dir = await mkdtemp(path.join(tmpdir(), 'rpa-upload-'));
  try {
    const file = path.join(dir, 'upload');
    await pipeline(part.file, createWriteStream(file));
    if (part.file.truncated || (await stat(file)).size > maxBytes) {
      throw new AppError(Code.BAD_REQUEST, refusals.tooLarge[0], refusals.tooLarge[1]);
    }
    if (rules) checkUpload(rules, part.filename, (await stat(file)).size);
    return await use(file, part.filename);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** True when `err` (or what it wraps) is a unique violation of the named index. */
export function uniqueViolation(err: unknown, index: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505' && e.constraint === index) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export interface UploadContext {
  db: Db;
  files: FileStore;
  actor: Actor;
  /** The caller's department: a new process belongs to it. */
  departmentId: number;
  /** An existing process the package is a new version of (checked by the caller); else by name. */
  target: typeof processes.$inferSelect | null;
}

/**
 * Turns a validated package into a version: of `target`, or of the
 * caller's process of the manifest's name, or of a new process of that
 * name. Everything is checked before anything is stored.
 */
export async function storePackage(
  ctx: UploadContext,
  file: string,
  pkg: ValidPackage,
): Promise<{ processId: number; versionId: number; created: boolean }> {
  const { db, actor, manifest } = { ...ctx, manifest: pkg.manifest };
  let target = ctx.target;
  if (!target) {
    [target = null] = await db
      .select()
      .from(processes)
      .where(eq(sql`lower(${processes.name})`, manifest.name.toLowerCase()));
    if (target && target.developerId !== actor.userId) {
      throw new AppError(Code.CONFLICT, 'processes.nameTaken');
    }
  }
  if (target) {
    const [taken] = await db
      .select({ id: versions.id })
      .from(versions)
      .where(
        and(
          eq(versions.processId, target.id),
          eq(sql`lower(${versions.number})`, manifest.version.toLowerCase()),
        ),
      );
    if (taken) {
      throw new AppError(Code.CONFLICT, 'versions.numberTaken', {
        name: target.name,
        number: manifest.version,
      });
    }
  }

  // A component the manifest names must exist before anything is stored.
  await resolveComponents(db, manifest.components);
  const stored: StoredFile = await ctx.files.put(createReadStream(file));
  // The package's icon is used while the process has none (an icon set in the console wins).
  const icon = pkg.icon && !target?.iconSha256 ? await ctx.files.put(pkg.icon.bytes) : null;
  const iconFields = icon && pkg.icon ? { iconSha256: icon.sha256, iconMime: pkg.icon.mime } : {};
  try {
    return await db.transaction(async (txx) => {
      const tx = txx as unknown as Db;
      let processId = target?.id;
      if (processId === undefined) {
        const [created] = await tx
          .insert(processes)
          .values({
            name: manifest.name,
            introduction: manifest.introduction,
            help: manifest.help,
            parameters: manifest.parameters,
            flow: manifest.flow,
            developerId: actor.userId,
            departmentId: ctx.departmentId,
            ...iconFields,
          })
          .returning({ id: processes.id });
        if (!created) throw new Error('process insert failed');
        processId = created.id;
      } else {
        // The newest package describes the parameters and the flow.
        await tx
          .update(processes)
          .set({ parameters: manifest.parameters, flow: manifest.flow, ...iconFields })
          .where(eq(processes.id, processId));
      }
      const [version] = await tx
        .insert(versions)
        .values({
          processId,
          number: manifest.version,
          packageSha256: stored.sha256,
          size: stored.size,
          manifest,
          introduction: manifest.introduction,
          developerId: actor.userId,
        })
        .returning({ id: versions.id });
      if (!version) throw new Error('version insert failed');
      await linkComponents(tx, version.id, manifest.components);
      await refreshProcess(tx, processId);
      return { processId, versionId: version.id, created: target === null };
    });
  } catch (err) {
    // A concurrent upload won the name or the number: nothing of this one stays.
    await collectFiles(db, ctx.files, [stored.sha256, ...(icon ? [icon.sha256] : [])]);
    if (uniqueViolation(err, 'processes_name_lower_idx')) {
      throw new AppError(Code.CONFLICT, 'processes.nameTaken');
    }
    if (uniqueViolation(err, 'versions_process_number_idx')) {
      throw new AppError(Code.CONFLICT, 'versions.numberTaken', {
        name: target?.name ?? manifest.name,
        number: manifest.version,
      });
    }
    throw err;
  }
}

/** Validates the uploaded package file; the unpacked size may be UNPACK_FACTOR times the limit. */
export function checkPackage(file: string, maxBytes: number, lang: FastifyRequest['lang']) {
  return validatePackage(file, { maxUnpackedBytes: maxBytes * UNPACK_FACTOR, lang });
}
