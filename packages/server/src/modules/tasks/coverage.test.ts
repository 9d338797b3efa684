import type { ProcessDetail, RobotWarning, TaskDetail, VersionRow } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN, type ProcessWorld, processWorld, uploadExample } from '../../testing/processes';
import { departments } from '../departments/schema';
import { claimSeat } from '../licences/seats';
import { robots } from '../robots/schema';

let w: ProcessWorld;
let rnd = 0;
beforeAll(async () => {
  w = await processWorld();
  const [d] = await w.app.database.db.select().from(departments).where(eq(departments.code, '1001'));
  rnd = d!.id;
});
afterAll(() => w.app.close());

/** Uploads, submits, approves and assigns a process of the developer's department (R&D). */
async function released(name: string) {
  const up = await uploadExample(w.dev, name);
  const publish = await w.dev.call<VersionRow & RobotWarning>(
    'POST',
    '/process/dev/publish',
    { versionId: up.version.id, ownerId: w.userId.owner },
    EN,
  );
  expect(publish.body.code, publish.body.msg).toBe(0);
  await w.owner.call('POST', '/process/owner/approve', { versionId: up.version.id });
  const assign = await w.owner.call<ProcessDetail & RobotWarning>(
    'POST',
    '/process/owner/assign',
    { processId: up.process.id, userIds: [w.userId.user] },
    EN,
  );
  expect(assign.body.code, assign.body.msg).toBe(0);
  const run = await w.user.call<TaskDetail & RobotWarning>(
    'POST',
    '/task/run',
    { processId: up.process.id, parameters: { month: '2026-10', invoice_file: 'a.csv' } },
    EN,
  );
  expect(run.body.code, run.body.msg).toBe(0);
  return [publish.body.result, assign.body.result, run.body.result];
}

describe('a process whose department has no robot to run it', () => {
  it('warns at publish, assign and run time, and goes on', async () => {
    const steps = await released('No robots here');
    for (const step of steps) {
      expect(step.robotWarning).toBe(
        'No robot of department "研发中心 R&D" can run this process (a bound background or foreground robot with a licence), so its runs will wait. Ask a manager to bind a robot there, or move the process to a department that has one',
      );
    }
    expect(steps[2]).toMatchObject({ state: 'pending' });
  });

  it('warns in the caller language', async () => {
    const up = await uploadExample(w.dev, 'Chinese warning');
    const publish = await w.dev.call<VersionRow & RobotWarning>('POST', '/process/dev/publish', {
      versionId: up.version.id,
      ownerId: w.userId.owner,
    });
    expect(publish.body.result.robotWarning).toContain('部门“研发中心 R&D”下没有能运行该流程的机器人');
  });

  it('does not warn once a licensed robot of the right category is bound there', async () => {
    const db = w.app.database.db;
    // A scene robot runs only its bound processes: it does not count.
    const [scene] = await db
      .insert(robots)
      .values({ robotsNo: 'cover-scene', category: 'scene', bindingWay: 'manager', departmentId: rnd })
      .returning();
    expect((await released('Scene only'))[0]!.robotWarning).toBeDefined();
    // A background robot without a seat cannot run either.
    const [robot] = await db
      .insert(robots)
      .values({ robotsNo: 'cover-bg', category: 'background', bindingWay: 'manager', departmentId: rnd })
      .returning();
    expect((await released('No seat'))[0]!.robotWarning).toBeDefined();
    await claimSeat(w.app, { robotId: robot!.id, category: 'background' });
    for (const step of await released('Covered')) expect(step.robotWarning).toBeUndefined();
    await db.delete(robots).where(eq(robots.id, scene!.id));
  });
});
