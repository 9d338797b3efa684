import { type AlertMessage, Code, type Page } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { demoPerFile } from '../../testing/suite';
import { users } from '../users/schema';
import { messages } from './schema';
import { sendMessage } from './service';

const w = demoPerFile('user', 'owner');

beforeEach(async () => {
  const db = w.app.database.db;
  await db.delete(messages);
  const ids = (await db.select().from(users).where(eq(users.account, 'user'))).map((u) => u.id);
  for (let i = 1; i <= 7; i++) {
    await sendMessage(w.app, {
      userIds: ids,
      alertLevel: i % 2 ? 'info' : 'error',
      alertType: i % 2 ? 'system' : 'task',
      alertDesc: `notice ${i}`,
    });
  }
});

const count = async (c: Caller) =>
  (await c.call<{ count: number }>('GET', '/sys/alert/count')).body.result.count;
const inbox = async (c: Caller, q: Record<string, unknown> = {}) =>
  (await c.call<Page<AlertMessage>>('POST', '/sys/alert', q)).body.result;

describe('messages', () => {
  it('counts unread and lists the 5 latest unread for the bell', async () => {
    expect(await count(w.user)).toBe(7);
    expect(await count(w.owner)).toBe(0);
    const pop = (await w.user.call<Page<AlertMessage>>('POST', '/sys/annountCement/listByUser', {})).body
      .result;
    expect(pop.records.map((m) => m.alertDesc)).toEqual([
      'notice 7',
      'notice 6',
      'notice 5',
      'notice 4',
      'notice 3',
    ]);
    expect(pop.total).toBe(7);
  });

  it('marks one, several, then all (empty list) read', async () => {
    const all = (await inbox(w.user, { size: 10 })).records;
    await w.user.call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { ids: [all[0]!.id] });
    expect(await count(w.user)).toBe(6);
    await w.user.call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      ids: [all[1]!.id, all[2]!.id],
    });
    expect(await count(w.user)).toBe(4);
    expect((await inbox(w.user, { alertStatus: 'read' })).total).toBe(3);
    await w.user.call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { ids: [] });
    expect(await count(w.user)).toBe(0);
  });

  it('filters by level and category, and gives the categories', async () => {
    expect((await inbox(w.user, { alertLevel: 'error' })).total).toBe(3);
    expect((await inbox(w.user, { alertType: 'system' })).total).toBe(4);
    const types = (await w.user.call<Array<{ key: string }>>('GET', '/sys/alert/alert-type')).body.result;
    expect(types.map((t) => t.key)).toEqual(expect.arrayContaining(['system', 'task', 'licence']));
  });

  it("refuses to read, mark or delete another user's messages, changing nothing", async () => {
    const mine = (await inbox(w.user)).records;
    const id = mine[0]!.id;
    expect((await w.owner.call('POST', '/sys/annountCement/queryById', { id })).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await w.owner.call('POST', '/sys/alert/delete', { ids: [id] })).body.code).toBe(Code.FORBIDDEN);
    expect((await w.owner.call('POST', '/sys/alert/del', { id })).body.code).toBe(Code.FORBIDDEN);
    expect(
      (await w.owner.call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { ids: [id] })).body.code,
    ).toBe(Code.FORBIDDEN);
    // A batch with one foreign id deletes none of it.
    const res = await w.user.call('POST', '/sys/alert/delete', { ids: [mine[1]!.id, 999_999] });
    expect(res.body.code).toBe(Code.FORBIDDEN);
    expect(await count(w.user)).toBe(7);
  });

  it("deletes one's own messages and shows a detail", async () => {
    const mine = (await inbox(w.user)).records;
    const detail = await w.user.call<AlertMessage>('POST', '/sys/annountCement/queryById', {
      id: mine[0]!.id,
    });
    expect(detail.body.result).toMatchObject({ alertDesc: 'notice 7', read: false });
    await w.user.call('POST', '/sys/alert/delete', { ids: [mine[0]!.id, mine[1]!.id] });
    await w.user.call('POST', '/sys/alert/del', { id: mine[2]!.id });
    expect(await count(w.user)).toBe(4);
  });
});
