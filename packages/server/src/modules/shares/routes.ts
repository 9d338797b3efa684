import { randomBytes, randomInt } from 'node:crypto';
import {
  Code,
  FINISHED_TASK_STATES,
  type ShareCreated,
  type SharedRecord,
  type ShareRow,
  sharesApi,
  type TaskStateValue,
} from '@rpa/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { within } from '../../platform/db/conditions';
import { listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { type AttemptLimit, giveBackAttempt, takeAttempt } from '../../platform/limits';
import { ipOf } from '../auth';
import { logged } from '../oplog';
import { processes, versions } from '../processes';
import { sendRecording, taskDetail, taskRecordings, taskScope, tasks } from '../tasks';
import { personColumns, users } from '../users';
import { shares } from './schema';

/**
 * Wrong codes allowed from one address on one share in ten minutes: the
 * guesser is held back, a holder of the code elsewhere still gets in.
 */
const CODE_LIMIT: AttemptLimit = { bucket: 'share-code', max: 5, windowMs: 10 * 60_000 };
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type ShareKey = z.output<typeof sharesApi.open.input>;

/**
 * Shares of run records (console-core.md §3; docs/api.md "Shares"): a link
 * and a 4-character extraction code open a finished run's recordings
 * without signing in, until the share expires. Wrong codes count per share
 * and address (CODE_LIMIT).
 */
export async function shareRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const developer = alias(users, 'developer');
  const owner = alias(users, 'owner');

  route(api, sharesApi.create, logged('tasks', 'send'), async (req, q) => {
    const s = req.requireSession();
    const task = await taskDetail(db, and(eq(tasks.id, q.taskId), await taskScope(req)));
    if (!task) throw new AppError(Code.BAD_REQUEST, 'tasks.notFound');
    if (!FINISHED_TASK_STATES.includes(task.state)) throw new AppError(Code.CONFLICT, 'shares.notFinished');
    const code = Array.from({ length: 4 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');
    const [row] = await db
      .insert(shares)
      .values({
        publicId: randomBytes(12).toString('base64url'),
        taskId: task.id,
        code,
        expiresAt: new Date(Date.now() + q.days * 24 * 3600_000),
        sharerId: s.userId,
        sharerName: s.account,
      })
      .returning();
    if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
    const created: ShareCreated = {
      id: row.id,
      publicId: row.publicId,
      code: row.code,
      expiresAt: row.expiresAt.toISOString(),
    };
    return created;
  });

  const listSelect = () =>
    db
      .select({
        sh: shares,
        processName: processes.name,
        versionNumber: versions.number,
        robotName: tasks.robotName,
        taskTime: tasks.createdAt,
        developer: personColumns(developer),
        owner: personColumns(owner),
      })
      .from(shares)
      .innerJoin(tasks, eq(tasks.id, shares.taskId))
      .innerJoin(processes, eq(processes.id, tasks.processId))
      .innerJoin(versions, eq(versions.id, tasks.versionId))
      .leftJoin(developer, eq(developer.id, processes.developerId))
      .leftJoin(owner, eq(owner.id, processes.ownerId));

  route(api, sharesApi.list, async (req, q) => {
    const managed = await req.managedDepartments();
    const where = within(tasks.departmentId, managed);
    const matching = matchingRows(db, shares, where, (rows) =>
      rows.innerJoin(tasks, eq(tasks.id, shares.taskId)),
    );
    const now = Date.now();
    return listPage(db, q, matching, async (limit, offset) =>
      (
        await listSelect()
          .where(where)
          .orderBy(desc(shares.createdAt), desc(shares.id))
          .limit(limit)
          .offset(offset)
      ).map(
        (r): ShareRow => ({
          id: r.sh.id,
          publicId: r.sh.publicId,
          taskId: r.sh.taskId,
          processName: r.processName,
          versionNumber: r.versionNumber,
          robotName: r.robotName,
          developer: r.developer,
          owner: r.owner,
          taskTime: r.taskTime.toISOString(),
          sharerName: r.sh.sharerName,
          sharedAt: r.sh.createdAt.toISOString(),
          expiresAt: r.sh.expiresAt.toISOString(),
          expired: r.sh.expiresAt.getTime() <= now,
          views: r.sh.views,
        }),
      ),
    );
  });

  route(api, sharesApi.remove, logged('tasks', 'delete'), async (req, q) => {
    const managed = await req.managedDepartments();
    const [found] = await db
      .select({ id: shares.id })
      .from(shares)
      .innerJoin(tasks, eq(tasks.id, shares.taskId))
      .where(and(eq(shares.id, q.id), within(tasks.departmentId, managed)));
    if (!found) throw new AppError(Code.SHARE_UNAVAILABLE, 'shares.unavailable');
    await db.delete(shares).where(eq(shares.id, q.id));
    return null;
  });

  /** The share named by the link, once its code is right; wrong codes are counted. */
  async function opened(req: FastifyRequest, q: ShareKey) {
    const [sh] = await db.select().from(shares).where(eq(shares.publicId, q.publicId));
    const now = new Date();
    if (!sh || sh.expiresAt <= now) throw new AppError(Code.SHARE_UNAVAILABLE, 'shares.unavailable');
    // Counted before the code is compared, so a burst cannot get more guesses in.
    const key = `${sh.id}|${ipOf(req) || 'unknown'}`;
    const attempt = await takeAttempt(db, CODE_LIMIT, key);
    if (!attempt.allowed) {
      throw new AppError(Code.TOO_MANY_ATTEMPTS, 'shares.tooMany', { minutes: attempt.minutesLeft });
    }
    if (q.code.toUpperCase() !== sh.code) throw new AppError(Code.BAD_REQUEST, 'shares.wrongCode');
    await giveBackAttempt(db, CODE_LIMIT, key);
    return sh;
  }

  route(api, sharesApi.open, async (req, q) => {
    const sh = await opened(req, q);
    await db
      .update(shares)
      .set({ views: sql`${shares.views} + 1` })
      .where(eq(shares.id, sh.id));
    const [r] = await listSelect().where(eq(shares.id, sh.id));
    const [t] = await db.select({ state: tasks.state }).from(tasks).where(eq(tasks.id, sh.taskId));
    const recordings = await db.select().from(taskRecordings).where(eq(taskRecordings.taskId, sh.taskId));
    const name = (p: { realName: string } | null) => p?.realName ?? '';
    const record: SharedRecord = {
      processName: r?.processName ?? '',
      versionNumber: r?.versionNumber ?? '',
      robotName: r?.robotName ?? '',
      developer: name(r?.developer ?? null),
      owner: name(r?.owner ?? null),
      state: (t?.state ?? 'success') as TaskStateValue,
      taskTime: r?.taskTime.toISOString() ?? '',
      sharerName: sh.sharerName,
      sharedAt: sh.createdAt.toISOString(),
      expiresAt: sh.expiresAt.toISOString(),
      recordings: recordings.map((x) => ({
        id: x.id,
        name: x.name,
        mime: x.mime,
        size: x.size,
        uploadedAt: x.uploadedAt.toISOString(),
      })),
    };
    return record;
  });

  route(api, sharesApi.recording, async (req, { recordingId, ...q }, reply) => {
    const sh = await opened(req, q);
    const [rec] = await db
      .select()
      .from(taskRecordings)
      .where(and(eq(taskRecordings.id, recordingId), eq(taskRecordings.taskId, sh.taskId)));
    if (!rec) throw new AppError(Code.BAD_REQUEST, 'tasks.fileNotFound');
    return sendRecording(api, reply, rec);
  });
}
