import {
  type ApplicationWithSecret,
  Code,
  type OpenSpaceRow,
  type TaskDataRow,
  type TaskItemRow,
} from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';
import type { Caller } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { addApplication, openToken } from '../../testing/open';
import { signInDemo } from '../../testing/suite';

let app: FastifyInstance;
let admin: Caller;
const dept: Record<string, number> = {};
let erp: ApplicationWithSecret;
let space: TaskDataRow;
let elsewhere: TaskDataRow;

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  Object.assign(dept, await departmentIds(app.database.db));
  ({ admin } = await signInDemo(app, ['admin']));
  const addSpace = async (name: string, departmentId: number | undefined) =>
    (
      await admin.call<TaskDataRow>('POST', '/taskData/add', {
        name,
        maxItems: 3,
        maxAttempts: 1,
        description: 'Orders',
        departmentId,
      })
    ).body.result;
  space = await addSpace('Open orders', dept['1002']);
  elsewhere = await addSpace('RnD orders', dept['1001']);
  erp = await addApplication(admin, 'Order-feed', dept['1002']);
});
afterAll(() => app.close());

async function open<T>(url: string, body: object) {
  const r = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${await openToken(app, erp)}`, lang: 'en_US' },
    payload: body,
  });
  return r.json() as { code: number; msg: string; result: T };
}

const add = (spaceId: number, items: object[]) =>
  open<{ items: TaskItemRow[] }>('/open/taskData/items/add', { spaceId, items });

describe('task data through the open API', () => {
  it('lists the spaces of the application’s departments with their live items', async () => {
    const spaces = await open<OpenSpaceRow[]>('/open/taskData/list', {});
    const names = spaces.result.map((s) => s.name);
    expect(names).toContain('Open orders');
    expect(names).not.toContain('RnD orders');
    expect(spaces.result.find((s) => s.id === space.id)).toMatchObject({ maxItems: 3, liveItems: 0 });
  });

  it('adds items all or none: a taken or repeated reference, or one past the space’s limit, adds nothing', async () => {
    const first = await add(space.id, [
      { content: { order: 'SO-1', amount: 10 }, reference: 'SO-1', priority: 2 },
      { content: { order: 'SO-2' }, reference: 'SO-2' },
    ]);
    expect(first.code, first.msg).toBe(0);
    expect(first.result.items.map((i) => [i.reference, i.state, i.priority])).toEqual([
      ['SO-1', 'waitToRun', 2],
      ['SO-2', 'waitToRun', 1],
    ]);
    const taken = await add(space.id, [{ content: {}, reference: 'SO-1' }]);
    expect(taken.code).toBe(Code.CONFLICT);
    expect(taken.msg).toContain('SO-1');
    const twice = await add(space.id, [
      { content: {}, reference: 'SO-9' },
      { content: {}, reference: 'SO-9' },
    ]);
    expect(twice.code).toBe(Code.CONFLICT);
    const full = await add(space.id, [
      { content: {}, reference: 'SO-4' },
      { content: {}, reference: 'SO-5' },
    ]);
    expect(full.msg).toContain('Open orders');
    const spaces = await open<OpenSpaceRow[]>('/open/taskData/list', {});
    expect(spaces.result.find((s) => s.id === space.id)?.liveItems).toBe(2);
  });

  it('refuses a space outside its departments and an empty batch', async () => {
    const outside = await add(elsewhere.id, [{ content: {}, reference: 'X' }]);
    expect(outside.code).toBe(Code.BAD_REQUEST);
    expect((await add(space.id, [])).code).toBe(Code.BAD_REQUEST);
  });
});
