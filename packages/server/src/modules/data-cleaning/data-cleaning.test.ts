import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CleaningRun,
  Code,
  type DataInfo,
  type DataKind,
  type DataRetention,
  type OplogRow,
  type Page,
  type VideoInfo,
} from '@rpa/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../platform/db';
import { createMemoryBus } from '../../platform/events';
import { createDiskStore } from '../../platform/files';
import { seedDemo } from '../../seed';
import type { Caller } from '../../testing/client';
import { createTestDatabase, testMasterKey } from '../../testing/db';
import { signInDemo } from '../../testing/suite';
import { messages } from '../messages/schema';
import { operationLogs } from '../oplog/schema';
import { versions } from '../processes';
import { taskDataItems, taskDataSpaces } from '../task-data/schema';
import { taskFiles, taskLogs, taskRecordings, tasks } from '../tasks/schema';
import { users } from '../users';
import { cleaningsIdle } from './cleaner';
import { dailyCleaning } from './daily';
import { cleaningRuns } from './schema';

/**
 * Two nodes of one installation on one database and file store, each with
 * its own database handle, as two server processes have.
 */
let database: Database;
let nodes: [FastifyInstance, FastifyInstance];
let as: Record<'admin' | 'manager', Caller>;
const filesDir = mkdtempSync(path.join(tmpdir(), 'rpa-files-'));
const store = createDiskStore(filesDir);
dayjs.extend(utc);
dayjs.extend(timezone);

const EN = { headers: { lang: 'en_US' } };
const ZH = { headers: { lang: 'zh_CN' } };
const DAY = 86_400_000;
const ALL_30: DataRetention = {
  runLogs: 30,
  recordings: 30,
  runFiles: 30,
  oplog: 30,
  messages: 30,
  taskData: 30,
};

beforeAll(async () => {
  database = await createTestDatabase();
  // The demo with its packages stored: runs need a version to be runs of.
  await seedDemo(database.db, { files: store });
  const events = createMemoryBus();
  const masterKey = testMasterKey();
  const node = (db: Database['db']) =>
    buildApp({
      config: loadConfig({}),
      database: { ...database, db, close: async () => {} },
      events,
      masterKey,
      files: store,
    });
  nodes = [await node(database.db), await node(new Proxy(database.db, {}))];
  as = await signInDemo(nodes[0], ['admin', 'manager']);
}, 60_000);
afterAll(async () => {
  for (const n of nodes) await n.close();
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const db = () => database.db;
const info = async () => (await as.admin.call<DataInfo>('POST', '/sys/dataClear/findDataInfo')).body.result;
const kindInfo = async (kind: DataKind) => (await info()).kinds.find((k) => k.kind === kind);
const cleanNow = (kind: string, opts = EN) =>
  as.admin.call<CleaningRun>('POST', `/sys/dataClear/${kind}/dataClearNow`, {}, opts);

/** A run of the demo's first version that ended (or, with `state: 'running'`, started) `daysAgo` days ago. */
async function run(daysAgo: number, content: string, state: 'success' | 'failed' | 'running' = 'success') {
  const [v] = await db().select().from(versions).limit(1);
  if (!v) throw new Error('the demo has no version');
  const at = new Date(Date.now() - daysAgo * DAY);
  const ended = state !== 'running';
  const [t] = await db()
    .insert(tasks)
    .values({
      processId: v.processId,
      versionId: v.id,
      departmentId: 1,
      state,
      waitTimeout: 0,
      runTimeout: 0,
      createdAt: at,
      startedAt: at,
      finishedAt: ended ? at : null,
      logCount: 3,
      fileCount: 1,
    })
    .returning();
  const id = t?.id ?? 0;
  await db()
    .insert(taskLogs)
    .values([1, 2, 3].map((seq) => ({ taskId: id, seq, time: at, level: 'INFO', text: `line ${seq}` })));
  const file = await store.put(Buffer.from(`report of ${content}`));
  await db()
    .insert(taskFiles)
    .values({ taskId: id, name: 'report.csv', ...file });
  const video = await store.put(Buffer.from(`video of run ${id}`));
  await db()
    .insert(taskRecordings)
    .values({ taskId: id, name: 'run.webm', mime: 'video/webm', ...video });
  return { id, file, video };
}

const logsOf = async (id: number) =>
  (await db().select({ n: count() }).from(taskLogs).where(eq(taskLogs.taskId, id)))[0]?.n;

describe('data cleaning', () => {
  let runs: Record<'d29' | 'd30' | 'd31' | 'old' | 'running', Awaited<ReturnType<typeof run>>>;
  let oplogIds: number[];
  let messageIds: number[];
  let itemIds: number[];

  beforeAll(async () => {
    runs = {
      d29: await run(29, 'shared'),
      d30: await run(30, 'd30'),
      // Its file has the bytes of the 29-day run's file: one stored copy, which that run keeps.
      d31: await run(31, 'shared', 'failed'),
      old: await run(400, 'old'),
      // Started long ago and still running: never cleaned, whatever its age.
      running: await run(100, 'running', 'running'),
    };
    const [admin] = await db().select().from(users).where(eq(users.account, 'admin'));
    const ago = (d: number) => new Date(Date.now() - d * DAY);
    oplogIds = (
      await db()
        .insert(operationLogs)
        .values(
          [29, 30, 31].map((d) => ({
            at: ago(d),
            module: 'tasks',
            action: 'modify',
            result: 'success',
            userName: `aged ${d}`,
          })),
        )
        .returning()
    ).map((r) => r.id);
    const [space] = await db()
      .insert(taskDataSpaces)
      .values({
        name: 'Cleaned queue',
        maxItems: 100,
        maxAttempts: 0,
        description: 'd',
        departmentId: admin?.departmentId ?? 0,
      })
      .returning();
    // Finished ones by the time they finished; waiting and running ones, however old, stay.
    itemIds = (
      await db()
        .insert(taskDataItems)
        .values(
          (
            [
              ['runSuccessfully', 29],
              ['runFailed', 31],
              ['waitTimeout', 40],
              ['deleted', 400],
              ['runSuccessfully', 30],
              ['waitToRun', null],
              ['running', null],
              ['rerun', null],
            ] as const
          ).map(([state, d]) => ({
            spaceId: space?.id ?? 0,
            content: { state, d },
            state,
            createdAt: ago(500),
            finishedAt: d === null ? null : ago(d),
          })),
        )
        .returning()
    ).map((r) => r.id);
    messageIds = (
      await db()
        .insert(messages)
        .values(
          [29, 30, 31].map((d) => ({
            userId: admin?.id ?? 0,
            createdAt: ago(d),
            alertLevel: 'info',
            alertType: 'task',
            alertDesc: `aged ${d}`,
          })),
        )
        .returning()
    ).map((r) => r.id);
  });

  it('keeps everything until a retention is chosen, and says when the daily pass is due', async () => {
    const now = await info();
    expect(now.kinds.map((k) => k.kind)).toEqual([
      'runLogs',
      'recordings',
      'runFiles',
      'oplog',
      'messages',
      'taskData',
    ]);
    for (const k of now.kinds) expect([k.retentionDays, k.expiredRows, k.lastRun]).toEqual([0, 0, null]);
    const logs = now.kinds.find((k) => k.kind === 'runLogs');
    expect(logs?.rows).toBeGreaterThanOrEqual(15);
    expect(logs?.bytes).toBeGreaterThan(0);
    // 01:00 in the server's zone (Asia/Shanghai, UTC+8) is 17:00 UTC, within the next day.
    const due = Date.parse(now.nextDailyAt);
    expect(new Date(due).getUTCHours()).toBe(17);
    expect(due - Date.now()).toBeGreaterThan(0);
    expect(due - Date.now()).toBeLessThanOrEqual(DAY);
    const refused = await cleanNow('runLogs');
    expect(refused.body).toMatchObject({ code: Code.BAD_REQUEST });
    expect(refused.body.msg).toContain('Run logs are kept permanently');
  });

  it('refuses a retention outside the options, an unknown kind, and callers other than managers of the whole installation', async () => {
    const bad = await as.admin.call('POST', '/sys/dataClear/saveData', { ...ALL_30, oplog: 31 }, EN);
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
    expect(bad.body.msg).toContain('Choose a retention: permanent, 30, 90 or 365 days');
    const missing = await as.admin.call('POST', '/sys/dataClear/saveData', { runLogs: 30 }, ZH);
    expect(missing.body.msg).toContain('请选择保留期限');
    expect((await kindInfo('oplog'))?.retentionDays).toBe(0);
    expect((await cleanNow('backups')).body.msg).toContain('There is no such kind of data');
    const manager = await as.manager.call('POST', '/sys/dataClear/saveData', ALL_30);
    expect(manager.body.code).toBe(Code.FORBIDDEN);
    expect((await as.manager.call('POST', '/sys/dataClear/findDataInfo')).body.code).toBe(Code.FORBIDDEN);
  });

  it('counts what a 30-day retention would remove: what ended 31 days ago or more, never a running run', async () => {
    expect((await as.admin.call('POST', '/sys/dataClear/saveData', ALL_30)).body.code).toBe(0);
    const now = await info();
    const expired = Object.fromEntries(now.kinds.map((k) => [k.kind, k.expiredRows]));
    expect(expired).toMatchObject({ runLogs: 6, recordings: 2, runFiles: 2 });
    expect(expired.oplog).toBeGreaterThanOrEqual(1);
    expect(expired.messages).toBeGreaterThanOrEqual(1);
    expect(expired.taskData).toBe(3);
    expect(now.kinds.every((k) => k.retentionDays === 30)).toBe(true);
  });

  it('cleans run logs now, with its progress, removing exactly the lines of runs past retention', async () => {
    const started = await cleanNow('runLogs');
    expect(started.body.code, started.body.msg).toBe(0);
    expect(started.body.result).toMatchObject({ kind: 'runLogs', trigger: 'manual', state: 'running' });
    expect(started.body.result.expected).toBe(6);
    await cleaningsIdle(nodes[0]);
    const last = (await kindInfo('runLogs'))?.lastRun;
    expect(last).toMatchObject({ state: 'done', removedRows: 6, operatorName: 'admin', error: '' });
    expect([await logsOf(runs.d29.id), await logsOf(runs.d30.id), await logsOf(runs.running.id)]).toEqual([
      3, 3, 3,
    ]);
    expect([await logsOf(runs.d31.id), await logsOf(runs.old.id)]).toEqual([0, 0]);
    const [d31] = await db().select().from(tasks).where(eq(tasks.id, runs.d31.id));
    expect(d31?.logCount).toBe(0);
    expect((await kindInfo('runLogs'))?.expiredRows).toBe(0);
  });

  it('cleans files and recordings, deleting the stored bytes no kept row names', async () => {
    for (const kind of ['runFiles', 'recordings']) {
      expect((await cleanNow(kind)).body.code).toBe(0);
      await cleaningsIdle(nodes[0]);
    }
    const files = await kindInfo('runFiles');
    expect(files?.lastRun).toMatchObject({ state: 'done', removedRows: 2, removedFiles: 2 });
    expect(files?.lastRun?.removedBytes).toBe(runs.d31.file.size + runs.old.file.size);
    expect((await kindInfo('recordings'))?.lastRun).toMatchObject({ removedRows: 2, removedFiles: 2 });
    const left = await db()
      .select({ taskId: taskFiles.taskId })
      .from(taskFiles)
      .where(
        inArray(
          taskFiles.taskId,
          Object.values(runs).map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.taskId).sort()).toEqual([runs.d29.id, runs.d30.id, runs.running.id].sort());
    // The 31-day run's file had the 29-day run's bytes: kept for it.
    expect(await store.has(runs.d29.file.sha256)).toBe(true);
    expect(await store.has(runs.old.file.sha256)).toBe(false);
    expect(await store.has(runs.old.video.sha256)).toBe(false);
    expect(await store.has(runs.d31.video.sha256)).toBe(false);
    expect(await store.has(runs.d30.video.sha256)).toBe(true);
    const video = await as.admin.call<VideoInfo>('POST', '/sys/dataClear/getVideoInfo');
    expect(video.body.result.recordings).toBeGreaterThanOrEqual(3);
    expect(video.body.result.freeBytes).toBeGreaterThan(0);
  });

  it('cleans the operation log and messages by their own times', async () => {
    for (const kind of ['oplog', 'messages']) {
      expect((await cleanNow(kind)).body.code).toBe(0);
      await cleaningsIdle(nodes[0]);
    }
    const oplog = await db().select().from(operationLogs).where(inArray(operationLogs.id, oplogIds));
    expect(oplog.map((r) => r.userName)).toEqual(['aged 29', 'aged 30']);
    const inbox = await db().select().from(messages).where(inArray(messages.id, messageIds));
    expect(inbox.map((r) => r.alertDesc)).toEqual(['aged 29', 'aged 30']);
  });

  it('cleans finished task data records by the time they finished, never a waiting or running one', async () => {
    expect((await cleanNow('taskData')).body.code).toBe(0);
    await cleaningsIdle(nodes[0]);
    const left = await db().select().from(taskDataItems).where(inArray(taskDataItems.id, itemIds));
    expect(left.map((r) => r.content)).toEqual([
      { state: 'runSuccessfully', d: 29 },
      { state: 'runSuccessfully', d: 30 },
      { state: 'waitToRun', d: null },
      { state: 'running', d: null },
      { state: 'rerun', d: null },
    ]);
  });

  it('writes each call and what each pass removed to the operation log, in the reader’s language', async () => {
    const log = await as.admin.call<Page<OplogRow>>(
      'POST',
      '/sys/oplog/list',
      { module: 'dataCleaning', size: 100 },
      EN,
    );
    const texts = log.body.result.records.map((r) => r.description);
    expect(texts).toContain(
      'cleaned Run logs: removed 6 rows and 0 files (0 bytes) from before ' +
        (await kindInfo('runLogs'))?.lastRun?.before,
    );
    expect(texts).toContain('clean Recordings now');
    expect(texts).toContain('save how long data is kept');
    const zh = await as.admin.call<Page<OplogRow>>(
      'POST',
      '/sys/oplog/list',
      { module: 'dataCleaning', size: 100 },
      ZH,
    );
    expect(zh.body.result.records.map((r) => r.description).join('\n')).toContain('清理运行日志：删除');
  });

  it('refuses a second pass over a kind while one runs, and takes over a pass whose node went quiet', async () => {
    const before = new Date(Date.now() - 30 * DAY);
    const [held] = await db()
      .insert(cleaningRuns)
      .values({ kind: 'messages', trigger: 'manual', before })
      .returning();
    const refused = await cleanNow('messages');
    expect(refused.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'A cleaning of Messages is running; wait for it to finish',
    });
    await db()
      .update(cleaningRuns)
      .set({ beatAt: sql`now() - interval '3 minutes'` })
      .where(eq(cleaningRuns.id, held?.id ?? 0));
    expect((await cleanNow('messages')).body.code).toBe(0);
    await cleaningsIdle(nodes[0]);
    const [lost] = await db()
      .select()
      .from(cleaningRuns)
      .where(eq(cleaningRuns.id, held?.id ?? 0));
    expect(lost?.state).toBe('interrupted');
  });

  it('runs the daily pass once a day across nodes, from 01:00 in the server’s time zone', async () => {
    const aged = await run(45, 'daily');
    // Today at 00:30 and at 02:00 in the server's zone.
    const today = dayjs().tz('Asia/Shanghai').format('YYYY-MM-DD');
    const early = dayjs.tz(`${today} 00:30`, 'Asia/Shanghai').toDate();
    const due = dayjs.tz(`${today} 02:00`, 'Asia/Shanghai').toDate();
    await dailyCleaning(nodes[0], early);
    expect(await db().select().from(cleaningRuns).where(eq(cleaningRuns.trigger, 'daily'))).toEqual([]);
    await Promise.all([dailyCleaning(nodes[0], due), dailyCleaning(nodes[1], due)]);
    await dailyCleaning(nodes[1], new Date(due.getTime() + 3600_000));
    const daily = await db().select().from(cleaningRuns).where(eq(cleaningRuns.trigger, 'daily'));
    expect(daily.map((r) => [r.kind, r.day, r.state]).sort()).toEqual(
      [
        ['messages', today, 'done'],
        ['oplog', today, 'done'],
        ['recordings', today, 'done'],
        ['runFiles', today, 'done'],
        ['runLogs', today, 'done'],
        ['taskData', today, 'done'],
      ].sort(),
    );
    expect(daily.find((r) => r.kind === 'runLogs')?.removedRows).toBe(3);
    expect(await logsOf(aged.id)).toBe(0);
  });
});
