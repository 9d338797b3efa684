import type { ProcessDetail, RobotWarning, TaskDetail, VersionRow } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EN, processWorld, release, uploadExample } from '../../testing/processes';
import { waitFor } from '../../testing/robots';
import { perFile } from '../../testing/suite';
import { claimSeat } from '../licences/seats';
import { processes } from '../processes/schema';
import { robotProcesses, robots } from '../robots/schema';
import { tasks } from './schema';

const w = perFile(() => processWorld());

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
    const rnd = w.departmentId('1001');
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

describe('scheduling hints of the error catalogue', () => {
  const params = { month: '2026-10', invoice_file: 'a.csv' };
  const hintOf = async (id: number) =>
    (await w.app.database.db.select({ hint: tasks.hint }).from(tasks).where(eq(tasks.id, id)))[0]?.hint;
  /**
   * Passes until the task waits with `hint`: the run's own dispatch kick may hold
   * the task while one pass looks (seen on PostgreSQL under load).
   */
  const hintBecomes = (id: number, hint: string) =>
    waitFor(
      async () => {
        await w.app.dispatcher.pass();
        return (await hintOf(id)) === hint;
      },
      10_000,
      `the ${hint} hint`,
    );

  it('a task whose version was deleted waits with "process and robot version inconsistent"', async () => {
    const up = await uploadExample(w.dev, 'Version goes away');
    const run = await w.dev.call<TaskDetail>('POST', '/task/run', {
      processId: up.process.id,
      versionId: up.version.id,
      parameters: params,
    });
    expect(run.body.code, run.body.msg).toBe(0);
    await uploadExample(w.dev, 'Version goes away', '1.0.1', `?processId=${up.process.id}`);
    expect((await w.dev.call('POST', '/process/dev/delete', { versionId: up.version.id })).body.code).toBe(0);
    await hintBecomes(run.body.result.id, 'versionMismatch');
  });

  it('refuses at run time, and hints while waiting, a scene robot whose related processes changed', async () => {
    const db = w.app.database.db;
    const finance = w.departmentId('10021');
    const up = await uploadExample(w.dev, 'Scene bound');
    await db.update(processes).set({ departmentId: finance }).where(eq(processes.id, up.process.id));
    await release(w, up.version.id);
    const [scene] = await db
      .insert(robots)
      .values({
        robotsNo: 'scene-finance',
        alias: 'Front desk',
        category: 'scene',
        bindingWay: 'manager',
        departmentId: finance,
      })
      .returning();
    const run = () =>
      w.manager.call<TaskDetail>(
        'POST',
        '/task/run',
        { processId: up.process.id, parameters: params, robotIds: [scene!.id] },
        EN,
      );
    expect((await run()).body).toMatchObject({
      code: 400,
      msg: "The scene robot's related processes changed: Front desk no longer runs this process",
    });
    await db.insert(robotProcesses).values({ robotId: scene!.id, processId: up.process.id });
    const ok = await run();
    expect(ok.body.code, ok.body.msg).toBe(0);
    // Bound, so it may run the task: it is only not connected.
    await hintBecomes(ok.body.result.id, 'noIdleRobot');
    await db.delete(robotProcesses).where(eq(robotProcesses.robotId, scene!.id));
    await hintBecomes(ok.body.result.id, 'sceneChanged');
  });
});
