import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, ShareCreated, SharedRecord, ShareRow } from '@rpa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';
import { EN } from '../../testing/processes';
import { processes } from '../processes/schema';
import { taskRecordings, tasks } from '../tasks/schema';
import { users } from '../users/schema';
import { shares } from './schema';

let app: FastifyInstance;
/** Codes a guesser might try (the share's own is left out where it matters). */
const CODES = ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE', 'FFFF', 'GGGG'];
let user: Caller;
let admin: Caller;
let finished = 0;
let running = 0;
const video = readFileSync(path.resolve(import.meta.dirname, '../../../test-fixtures/run-recording.webm'));

/** Public calls: no token, no signature, as a stranger's browser sends them. */
const open = async (url: string, body: Record<string, unknown>, remoteAddress = '127.0.0.1') => {
  const r = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    remoteAddress,
    payload: body,
    headers: { lang: 'en_US' },
  });
  const type = String(r.headers['content-type']);
  return { status: r.statusCode, type, raw: r.rawPayload, body: type.includes('json') ? r.json() : null };
};

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  await seedDemo(db, { files: app.files });
  user = await signIn(app, 'user', DEMO_PASSWORD);
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
  const [p] = await db.select().from(processes).where(sql`${processes.name} like '%Invoice check'`);
  const [u] = await db.select().from(users).where(eq(users.account, 'user'));
  const base = {
    processId: p?.id ?? 0,
    versionId: p?.releasedVersionId ?? 0,
    departmentId: p?.departmentId ?? 0,
    operatorId: u?.id ?? null,
    operatorName: 'user',
    waitTimeout: 30,
    runTimeout: 120,
    robotName: 'DEMO-ROBOT-01',
  };
  const [a, b] = await db
    .insert(tasks)
    .values([
      { ...base, state: 'success', startedAt: new Date(), finishedAt: new Date() },
      { ...base, state: 'running', startedAt: new Date() },
    ])
    .returning();
  finished = a?.id ?? 0;
  running = b?.id ?? 0;
  const stored = await app.files.put(video);
  await db
    .insert(taskRecordings)
    .values({ taskId: finished, name: 'run.webm', mime: 'video/webm', ...stored });
});
afterAll(() => app.close());

async function share(taskId = finished, days = 7) {
  const res = await user.call<ShareCreated>('POST', '/share/create', { taskId, days }, EN);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result;
}

describe('sharing a run record', () => {
  it('makes a 4-character code and a link id; a running task cannot be shared; nobody else shares my task', async () => {
    const s = await share();
    expect(s.code).toMatch(/^[A-Z0-9]{4}$/);
    expect(s.publicId.length).toBeGreaterThanOrEqual(16);
    expect(Date.parse(s.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const notYet = await user.call('POST', '/share/create', { taskId: running }, EN);
    expect(notYet.body).toMatchObject({ code: 409, msg: 'Only a finished run can be shared' });
    const badDays = await user.call('POST', '/share/create', { taskId: finished, days: 3 }, EN);
    expect(badDays.body.code).toBe(400);
  });

  it('opens with the right code, without signing in, and plays the recording', async () => {
    const s = await share();
    const res = await open('/share/open', { publicId: s.publicId, code: s.code.toLowerCase() });
    expect(res.body.code, res.body.msg).toBe(0);
    const record = res.body.result as SharedRecord;
    expect(record).toMatchObject({ state: 'success', robotName: 'DEMO-ROBOT-01', sharerName: 'user' });
    expect(record.processName).toContain('Invoice check');
    const rec = await open('/share/recording', {
      publicId: s.publicId,
      code: s.code,
      recordingId: record.recordings[0]?.id,
    });
    expect(rec.type).toBe('video/webm');
    expect(rec.raw.equals(video)).toBe(true);
  });

  it('a wrong code asks for the correct one; five wrong codes hold that address back, even with the right code', async () => {
    const s = await share();
    const wrong = s.code === 'AAAA' ? 'BBBB' : 'AAAA';
    const first = await open('/share/open', { publicId: s.publicId, code: wrong });
    expect(first.body).toMatchObject({ code: 400, msg: 'Please enter the correct extraction code' });
    for (let i = 0; i < 4; i++) await open('/share/open', { publicId: s.publicId, code: wrong });
    const locked = await open('/share/open', { publicId: s.publicId, code: s.code });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 429,
      msg: 'Too many wrong extraction codes; try again in 10 minutes',
    });
    // Recordings are behind the same limit.
    expect(
      (await open('/share/recording', { publicId: s.publicId, code: s.code, recordingId: 1 })).body.code,
    ).toBe(429);
    // The genuine holder, elsewhere, still gets in.
    const holder = await open('/share/open', { publicId: s.publicId, code: s.code }, '198.51.100.20');
    expect(holder.body.code).toBe(0);
  });

  it('a burst of guesses from one address gets five looks at the code, whatever the timing', async () => {
    const s = await share();
    const wrong = CODES.filter((c) => c !== s.code);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        open(
          '/share/open',
          { publicId: s.publicId, code: wrong[i % wrong.length] as string },
          '203.0.113.50',
        ),
      ),
    );
    expect(guesses.filter((g) => g.body?.code === 400)).toHaveLength(5);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(55);
    expect(
      (await open('/share/open', { publicId: s.publicId, code: s.code }, '198.51.100.21')).body.code,
    ).toBe(0);
  });

  it('a missing or expired share answers 405', async () => {
    const s = await share();
    await app.database.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.publicId, s.publicId));
    const expired = await open('/share/open', { publicId: s.publicId, code: s.code });
    expect(expired.body).toMatchObject({ code: 405, msg: 'This share does not exist or has expired' });
    expect((await open('/share/open', { publicId: 'nothing-here', code: 'ABCD' })).body.code).toBe(405);
  });

  it('managers list the shares of their departments and delete them', async () => {
    const s = await share();
    const list = await admin.call<Page<ShareRow>>('POST', '/share/list', {});
    const row = list.body.result.records.find((r) => r.publicId === s.publicId);
    expect(row).toMatchObject({
      taskId: finished,
      robotName: 'DEMO-ROBOT-01',
      sharerName: 'user',
      expired: false,
    });
    expect(row?.owner?.account).toBe('owner');
    expect((await admin.call('POST', '/share/delete', { id: row?.id })).body.code).toBe(0);
    expect((await open('/share/open', { publicId: s.publicId, code: s.code })).body.code).toBe(405);
  });
});
