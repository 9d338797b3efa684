import { Code, type HousekeeperRow, type Page, type RobotDetail } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';
import type { Caller } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { signInDemo } from '../../testing/suite';
import { robots } from '../robots/schema';

let app: FastifyInstance;
let admin: Caller;
let manager: Caller;
const dept: Record<string, number> = {};
let robotId = 0;
const EN = { headers: { lang: 'en_US' } };

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  const db = app.database.db;
  Object.assign(dept, await departmentIds(db));
  ({ admin, manager } = await signInDemo(app, ['admin', 'manager']));
  const [r] = await db
    .insert(robots)
    .values({
      robotsNo: 'HK-ROBOT',
      category: 'background',
      bindingWay: 'manager',
      departmentId: dept['1002'] as number,
    })
    .returning();
  robotId = r?.id ?? 0;
});
afterAll(() => app.close());

const save = (caller: Caller, body: Record<string, unknown>) =>
  caller.call<HousekeeperRow>('POST', '/rpa/hk/save', body, EN);

describe('housekeeper names: 2-60 letters, digits, CJK and @ - _', () => {
  let id = 0;
  beforeAll(async () => {
    const res = await save(manager, { name: 'ops-pc-01', ip: '10.0.0.5', connected: true });
    expect(res.body.code, res.body.msg).toBe(0);
    id = res.body.result.id;
  });

  const accepted = ['ab', 'x'.repeat(60), '财务管家_01', 'hk@ops-1', '管家'];
  const refused = ['a', 'x'.repeat(61), 'has space', 'dot.name', 'hash#1', '管家!', ''];
  for (const name of accepted) {
    it(`renames to "${name.length > 12 ? `${name.length} characters` : name}"`, async () => {
      const res = await manager.call('POST', '/rpa/hk/upname', { id, housekeeperAlias: name }, EN);
      expect(res.body.code, res.body.msg).toBe(0);
      const list = await manager.call<Page<HousekeeperRow>>('POST', '/rpa/hk/list', {});
      expect(list.body.result.records.find((h) => h.id === id)?.housekeeperAlias).toBe(name);
    });
  }
  for (const name of refused) {
    it(`refuses "${name.length > 12 ? `${name.length} characters` : name}"`, async () => {
      const res = await manager.call('POST', '/rpa/hk/upname', { id, housekeeperAlias: name }, EN);
      expect(res.body.code).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain('The housekeeper name must be 2 to 60');
    });
  }

  it('applies the rule when saving too, the alias defaulting to the machine name', async () => {
    const bad = await save(manager, { name: 'pc.local' });
    expect(bad.body.msg).toContain('The housekeeper name must be 2 to 60');
    const named = await save(manager, { name: 'pc.local', housekeeperAlias: 'pc_local' });
    expect(named.body.result).toMatchObject({ name: 'pc.local', housekeeperAlias: 'pc_local' });
  });
});

describe('housekeepers and robots', () => {
  it('links robots to a steward: their desktop state follows it, and deleting it unbinds them', async () => {
    const saved = await save(manager, { name: 'ops-pc-02', connected: false, robotIds: [robotId] });
    expect(saved.body.result.robotIds).toEqual([robotId]);
    const detail = async () =>
      (await manager.call<RobotDetail>('POST', '/rpa/cdaAgent/detail', { id: robotId })).body.result;
    expect(await detail()).toMatchObject({ desktopState: 'notConnected', housekeeperAlias: 'ops-pc-02' });
    // The steward reports again by machine name, now connected.
    const again = await save(manager, { name: 'ops-pc-02', connected: true });
    expect(again.body.result.id).toBe(saved.body.result.id);
    expect((await detail()).desktopState).toBe('connected');
    const del = await manager.call('POST', '/rpa/hk/del', { ids: [saved.body.result.id] });
    expect(del.body.code, del.body.msg).toBe(0);
    expect((await detail()).desktopState).toBe('notBound');
  });

  it('scopes the list and the changes to the caller departments', async () => {
    const hq = await save(admin, { name: 'hq-pc', departmentId: dept['10'] });
    expect(hq.body.code, hq.body.msg).toBe(0);
    const mine = await manager.call<Page<HousekeeperRow>>('POST', '/rpa/hk/list', { name: 'pc' });
    expect(mine.body.result.records.map((h) => h.name)).not.toContain('hq-pc');
    const all = await admin.call<Page<HousekeeperRow>>('POST', '/rpa/hk/list', { name: 'hq' });
    expect(all.body.result.records.map((h) => h.name)).toEqual(['hq-pc']);
    const rename = await manager.call(
      'POST',
      '/rpa/hk/upname',
      { id: hq.body.result.id, housekeeperAlias: 'mine' },
      EN,
    );
    expect(rename.body.msg).toBe('No such housekeeper');
    const outside = await save(manager, { name: 'rnd-pc', departmentId: dept['1001'] });
    expect(outside.body.msg).toBe('Choose one of the departments you manage');
    const connected = await admin.call<Page<HousekeeperRow>>('POST', '/rpa/hk/list', {
      connection: 'connected',
    });
    expect(connected.body.result.records.every((h) => h.connection === 'connected')).toBe(true);
  });
});
