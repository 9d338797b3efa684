import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Code, folderPath, rowIdParam, tasksApi } from '@rpa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerRobot } from '../../gateway';
import type { Db } from '../../platform/db';
import type { StoredFile } from '../../platform/files';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { forwardArrivals, placeFile } from '../files';
import { receiveFile } from '../processes';
import { taskFiles, taskRecordings, tasks } from './schema';

/** The task in the path (a contract's input describes the query and form fields only). */
const paramsSchema = z.object({ taskId: rowIdParam });

/**
 * The task in the path, when the robot of the request's bearer token (its
 * welcome's) holds it running: what a robot's HTTP calls for a run act on.
 */
export async function runningTaskOf(db: Db, req: FastifyRequest) {
  const robot = await bearerRobot(db, req);
  const { taskId } = parse(paramsSchema, req.params, req.lang);
  const [task] = await db
    .select({ id: tasks.id, processId: tasks.processId, departmentId: tasks.departmentId })
    .from(tasks)
    .where(
      and(eq(tasks.id, taskId), eq(tasks.robotId, robot.id), inArray(tasks.state, ['running', 'stopping'])),
    );
  if (!task) throw new AppError(Code.FORBIDDEN, 'tasks.notYours');
  return { task, robotsNo: robot.robotsNo };
}

/** The video formats browsers play, told from their first bytes (not the name). */
export async function videoMime(file: string): Promise<string | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    if (head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
    if (head.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
    return null;
  } finally {
    await handle.close();
  }
}

/**
 * `POST <API base>/robot/task/:taskId/file?name=` and `.../recording?name=`
 * with the bearer token of the robot's welcome: a file the run produced, or
 * a screen recording of it (WebM or MP4), multipart field `file`, kept in
 * the file store and listed on the task. Only the robot holding the task
 * may add to it, while the task is still its own.
 */
export async function robotFileRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const maxBytes = api.config.packageMaxMb * 1024 * 1024;

  /** The task named in the path, if the robot of the bearer token holds it, and the name given. */
  async function heldTask(req: FastifyRequest) {
    const held = await runningTaskOf(db, req);
    const { name } = parse(tasksApi.robotFile.input, req.query, req.lang);
    return { ...held, taskId: held.task.id, name };
  }

  /** The held task (see heldTask), the name given and the file sent, as `keep` stores it. */
  async function received<T>(req: FastifyRequest, keep: (file: string) => Promise<T>) {
    const held = await heldTask(req);
    const stored = await receiveFile(
      req,
      maxBytes,
      { missing: 'tasks.fileNotFound', tooLarge: ['packages.tooLarge', { max: api.config.packageMaxMb }] },
      keep,
    );
    return { ...held, stored };
  }

  route(api, tasksApi.robotFile, async (req) => {
    const { taskId, name, stored, task, robotsNo } = await received(req, (file) =>
      api.files.put(createReadStream(file)),
    );
    const [row] = await db
      .insert(taskFiles)
      .values({ taskId, name, size: stored.size, sha256: stored.sha256 })
      .returning({ id: taskFiles.id });
    await db
      .update(tasks)
      .set({ fileCount: sql`${tasks.fileCount} + 1` })
      .where(eq(tasks.id, taskId));
    await toProcessDocuments(api, task, robotsNo, name, stored);
    return { id: row?.id ?? 0 };
  });

  route(api, tasksApi.robotRecording, async (req) => {
    const { taskId, name, stored } = await received(req, async (file) => {
      const mime = await videoMime(file);
      if (!mime) throw new AppError(Code.BAD_REQUEST, 'tasks.recordingNotVideo');
      return { mime, ...(await api.files.put(createReadStream(file))) };
    });
    const [row] = await db
      .insert(taskRecordings)
      .values({ taskId, name, mime: stored.mime, size: stored.size, sha256: stored.sha256 })
      .returning({ id: taskRecordings.id });
    return { id: row?.id ?? 0 };
  });
}

/** A file a run produced, as an attachment, when `seen` lets the caller see its task. */
export async function sendTaskFile(
  api: FastifyInstance,
  reply: FastifyReply,
  id: number,
  seen: (taskId: number) => Promise<unknown>,
): Promise<FastifyReply> {
  const [file] = await api.database.db.select().from(taskFiles).where(eq(taskFiles.id, id));
  if (!file) throw new AppError(Code.BAD_REQUEST, 'tasks.fileNotFound');
  await seen(file.taskId);
  if (!(await api.files.has(file.sha256))) throw new AppError(Code.BAD_REQUEST, 'tasks.fileNotFound');
  return reply
    .type('application/octet-stream')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(await api.files.get(file.sha256));
}

/**
 * A file a run produced also becomes one of its process's documents (the
 * file screens' "process documents"), created or replaced by the robot, and
 * is forwarded by the rules of the process's produced files. A name with
 * folders (`reports/march.pdf`) keeps them.
 */
async function toProcessDocuments(
  api: FastifyInstance,
  task: { id: number; processId: number; departmentId: number },
  robotsNo: string,
  name: string,
  stored: StoredFile,
): Promise<void> {
  const parts = name.split(/[/\\]/).filter((p) => p !== '' && p !== '.' && p !== '..');
  const base = parts.pop() ?? name;
  const placed = await api.database.db.transaction((tx) =>
    placeFile(
      tx,
      { place: 'process', ownerId: null, processId: task.processId, departmentId: task.departmentId },
      { name: base, folder: folderPath(parts), ...stored, source: 'client', taskId: task.id },
      { actor: robotsNo, create: 'robCreate', cover: 'robCover', taskId: task.id },
    ),
  );
  if (placed.previousSha256) await api.files.delete(placed.previousSha256);
  await forwardArrivals(api, [placed.id]);
}
