import type { AlertMessage, Page, TaskDetail, VersionRow } from '@rpa/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askForAlertMail, type Caller } from '../../testing/client';
import { EN, uploadPackage } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  testAgent,
  waitFor,
} from '../../testing/robots';
import { mailSettingsFor, startTestSmtp, type TestSmtp } from '../../testing/smtp';
import { examplePackage } from '../processes/example';
import { tasks } from '../tasks/schema';
import { sweepTasks } from '../tasks/sweep';

/** Fails at once with exit code 3. */
const FAILING = "console.error('asked to fail'); process.exit(3);";

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user', Caller>;
let smtp: TestSmtp;

const ZH = { headers: { lang: 'zh_CN' } };
async function inbox(caller: Caller, lang = EN): Promise<AlertMessage[]> {
  const res = await caller.call<Page<AlertMessage>>('POST', '/sys/alert', { size: 100 }, lang);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result.records;
}
const about = (ms: AlertMessage[], type: string, id: number) =>
  ms.filter((m) => m.subject?.type === type && m.subject.id === id);

async function upload(name: string, files: Record<string, string> = {}, entry?: string) {
  const zip = await examplePackage({ name, ...(entry ? { entry, parameters: [] } : {}) }, files);
  const up = await uploadPackage(as.dev, zip);
  expect(up.body.code, up.body.msg).toBe(0);
  return { processId: up.body.result.process.id as number, versionId: up.body.result.version.id as number };
}
async function ownerId() {
  const owners = await as.dev.call<Array<{ id: number; account: string }>>('POST', '/process/dev/owners');
  return owners.body.result.find((o) => o.account === 'owner')?.id;
}
const submit = async (versionId: number) =>
  expect(
    (await as.dev.call('POST', '/process/dev/publish', { versionId, ownerId: await ownerId() })).body.code,
  ).toBe(0);

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user']));
  const mail = await as.admin.call('POST', '/sys/mailConf/editMail', mailSettingsFor(smtp));
  expect(mail.body.code, mail.body.msg).toBe(0);
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
  await smtp.close();
});

describe('process audit messages', () => {
  it('a submission tells the owner, in the reader language, and opens the process', async () => {
    const v = await upload('Audit one');
    await submit(v.versionId);
    const en = about(await inbox(as.owner), 'process', v.processId);
    expect(en).toHaveLength(1);
    expect(en[0]).toMatchObject({
      alertType: 'process',
      alertLevel: 'info',
      alertDesc: 'Version 1.0.0 of "Audit one" awaits your audit',
      read: false,
    });
    expect(en[0]?.content).toContain('developer');
    const zh = about(await inbox(as.owner, ZH), 'process', v.processId);
    expect(zh[0]?.alertDesc).toBe('流程“Audit one”的版本 1.0.0 已提交，等待您审核');
    // Nobody else hears of it.
    expect(about(await inbox(as.dev), 'process', v.processId)).toEqual([]);
    expect(about(await inbox(as.user), 'process', v.processId)).toEqual([]);
  });

  it('a return tells the developer with the reason, and the owner request counts as dealt with', async () => {
    const v = await upload('Audit two');
    await submit(v.versionId);
    const back = await as.owner.call<VersionRow>('POST', '/process/owner/back', {
      versionId: v.versionId,
      reason: 'Describe the parameters',
    });
    expect(back.body.code, back.body.msg).toBe(0);
    const dev = about(await inbox(as.dev), 'process', v.processId);
    expect(dev).toHaveLength(1);
    expect(dev[0]).toMatchObject({
      alertLevel: 'warn',
      alertDesc: 'Version 1.0.0 of "Audit two" was returned',
      content: expect.stringContaining('Describe the parameters'),
    });
    expect(about(await inbox(as.owner), 'process', v.processId).every((m) => m.read)).toBe(true);
  });

  it('an approval tells the developer; a rejection too, with its reason', async () => {
    const a = await upload('Audit three');
    await submit(a.versionId);
    expect(
      (await as.owner.call('POST', '/process/owner/approve', { versionId: a.versionId })).body.code,
    ).toBe(0);
    expect(about(await inbox(as.dev), 'process', a.processId)[0]?.alertDesc).toBe(
      'Version 1.0.0 of "Audit three" was approved and published',
    );
    const r = await upload('Audit four');
    await submit(r.versionId);
    const rejected = await as.owner.call('POST', '/process/owner/reject', {
      versionId: r.versionId,
      reason: 'Not needed',
    });
    expect(rejected.body.code).toBe(0);
    const dev = about(await inbox(as.dev, ZH), 'process', r.processId);
    expect(dev[0]).toMatchObject({
      alertDesc: '流程“Audit four”的版本 1.0.0 被驳回',
      content: expect.stringContaining('Not needed'),
    });
  });

  it('mails only recipients whose notification settings ask for the category', async () => {
    expect((await askForAlertMail(as.owner, 'owner@example.com', ['process'])).body.code).toBe(0);
    expect((await askForAlertMail(as.dev, 'developer@example.com', ['task'])).body.code).toBe(0);
    const v = await upload('Audit five');
    await submit(v.versionId);
    await waitFor(
      () => smtp.inbox.find((m) => m.to.includes('owner@example.com')),
      5000,
      'mail to the owner',
    );
    await as.owner.call('POST', '/process/owner/back', { versionId: v.versionId, reason: 'Later' });
    // Both inboxes have it; only the owner asked for process mail.
    expect(about(await inbox(as.dev), 'process', v.processId)).toHaveLength(1);
    // Every mail posted so far has reached the server or failed.
    await node.app.mailer.idle();
    expect(smtp.inbox.some((m) => m.to.includes('developer@example.com'))).toBe(false);
  });
});

describe('run end messages', () => {
  async function published(name: string, files: Record<string, string> = {}, entry?: string) {
    const v = await upload(name, files, entry);
    await submit(v.versionId);
    expect(
      (await as.owner.call('POST', '/process/owner/approve', { versionId: v.versionId })).body.code,
    ).toBe(0);
    const assignable = await as.owner.call<Array<{ id: number; account: string }>>(
      'POST',
      '/process/owner/assignable',
    );
    const userId = assignable.body.result.find((u) => u.account === 'user')?.id;
    await as.owner.call('POST', '/process/owner/assign', { processId: v.processId, userIds: [userId] });
    return v.processId;
  }

  it('a run that waited past its wait timeout tells the user who started it, and opens the run', async () => {
    const processId = await published('Run waits', { 'done.mjs': 'process.exit(0);' }, 'done.mjs');
    const res = await as.user.call<TaskDetail>('POST', '/task/run', { processId, parameters: {} }, EN);
    expect(res.body.code, res.body.msg).toBe(0);
    const id = res.body.result.id;
    await node.app.database.db
      .update(tasks)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(tasks.id, id));
    await sweepTasks(node.app);
    const mine = about(await inbox(as.user), 'task', id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      alertType: 'task',
      alertLevel: 'error',
      alertDesc: `Your run of "Run waits" (task ${id}) waited too long for a robot`,
    });
    expect(about(await inbox(as.user, ZH), 'task', id)[0]?.alertDesc).toBe(
      `您运行的流程“Run waits”（任务 ${id}）等待机器人超时`,
    );
    // Not the developer's or the owner's business.
    expect(about(await inbox(as.dev), 'task', id)).toEqual([]);
    expect(about(await inbox(as.owner), 'task', id)).toEqual([]);
  });

  it('a run that fails on its robot tells the user who started it', async () => {
    const processId = await published('Run fails', { 'fail.mjs': FAILING }, 'fail.mjs');
    const r = testAgent(node.api, { robotsNo: 'MSG-ROBOT-1' });
    r.agent.start();
    try {
      await waitFor(() => r.agent.state === 'online', 10_000, 'the robot online');
      const moved = await as.admin.call('POST', '/rpa/cdaAgent/transformOrgDef', {
        ids: [r.agent.robotId],
        orgCode: '1001',
      });
      expect(moved.body.code, moved.body.msg).toBe(0);
      const res = await as.user.call<TaskDetail>('POST', '/task/run', { processId, parameters: {} }, EN);
      const id = res.body.result.id;
      await waitFor(
        async () =>
          (await node.app.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]?.state === 'failed',
        20_000,
        'the run to fail',
      );
      const mine = await waitFor(async () => about(await inbox(as.user), 'task', id)[0], 5000, 'the message');
      expect(mine).toMatchObject({ alertDesc: `Your run of "Run fails" (task ${id}) failed`, read: false });
    } finally {
      await r.stop();
    }
  });
});
