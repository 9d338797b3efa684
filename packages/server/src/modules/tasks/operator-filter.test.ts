import type { Page, TaskRow } from '@rpa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';
import { processes } from '../processes/schema';
import { users } from '../users/schema';
import { tasks } from './schema';

let app: FastifyInstance;
let admin: Caller;
const id: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  await seedDemo(db, { files: app.files });
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
  const [p] = await db.select().from(processes).where(sql`${processes.releasedVersionId} is not null`);
  if (!p?.releasedVersionId) throw new Error('the demo has no published process');
  const [owner] = await db.select().from(users).where(eq(users.account, 'owner'));
  if (!owner) throw new Error('demo owner missing');
  await db.update(users).set({ realName: 'Quentin Ownerby' }).where(eq(users.id, owner.id));
  const add = async (key: string, operatorId: number | null, operatorName: string) => {
    const [t] = await db
      .insert(tasks)
      .values({
        processId: p.id,
        versionId: p.releasedVersionId as number,
        departmentId: p.departmentId,
        state: 'success',
        waitTimeout: 30,
        runTimeout: 120,
        operatorId,
        operatorName,
      })
      .returning({ id: tasks.id });
    id[key] = t!.id;
  };
  // The recorded name may differ from the operator's current account and real name.
  await add('owner', owner.id, 'recorded-as-zz9');
  await add('gone', null, 'Former Clerk');
  await add('underscore', null, 'a_b');
  await add('letter', null, 'axb');
});
afterAll(() => app?.close());

async function matching(operator: string): Promise<number[]> {
  const res = await admin.call<Page<TaskRow>>('POST', '/task/list', { operator, size: 100 });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result.records.map((r) => r.id);
}

describe('the task list filtered by a part of the operator', () => {
  it("matches the recorded name, the operator's account and real name, in any case", async () => {
    expect(await matching('ZZ9')).toEqual([id.owner]);
    expect(await matching('ormer cl')).toEqual([id.gone]);
    expect(await matching('tin ownerb')).toContain(id.owner);
    expect(await matching('WNE')).toContain(id.owner);
    expect(await matching('WNE')).not.toContain(id.gone);
  });

  it('takes % and _ literally', async () => {
    expect(await matching('a_b')).toEqual([id.underscore]);
    expect(await matching('%')).toEqual([]);
  });
});
