import {
  type AlertMessage,
  Code,
  type FileOperationRow,
  type FileRow,
  type ForwardHistoryRow,
  type ForwardRuleRow,
  type Page,
  type TaskDetail,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { type Caller, signIn } from '../../testing/client';
import { addUser, departmentId } from '../../testing/directory';
import { uploadFiles } from '../../testing/files';
import { EN, publishToUser } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  rawRobotInRnd,
} from '../../testing/robots';
import { examplePackage } from '../processes/example';
import { ensureBuiltInRoles } from '../roles/builtin';
import { users } from '../users/schema';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'manager' | 'dev' | 'owner' | 'user', Caller>;
/** A second user of Finance, who receives what the rules forward. */
let clerk: Caller;
let clerkId = 0;
let reportProcess = 0;
let archiveProcess = 0;

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'manager', 'dev', 'owner', 'user']));
  const db = node.app.database.db;
  const roles = await ensureBuiltInRoles(db);
  clerkId = await addUser(db, 'clerk', 'Clerk', await departmentId(db, '10021'), [roles[4]]);
  clerk = await signIn(node.app, 'clerk', DEMO_PASSWORD);
  reportProcess = await publishToUser(as, await examplePackage({ name: 'Monthly report', parameters: [] }));
  archiveProcess = await publishToUser(as, await examplePackage({ name: 'Report archive', parameters: [] }));
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

let robots = 0;
/** A raw robot that takes a run of `processId` and sends `files` as produced files, then ends the run. */
async function runProducing(processId: number, files: Array<{ name: string; content: string }>) {
  const { raw, welcome } = await rawRobotInRnd(node, as.admin, `FWD-${++robots}`);
  const run = await as.user.call<TaskDetail>('POST', '/task/run', { processId, parameters: {} }, EN);
  expect(run.body.code, run.body.msg).toBe(0);
  const taskId = run.body.result.id;
  await node.app.dispatcher.pass();
  expect((await raw.next('task.offer')).taskId).toBe(taskId);
  raw.send({ type: 'task.accept', taskId });
  for (const f of files) {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(f.content)]), f.name);
    const r = await fetch(`${node.api}/robot/task/${taskId}/file?name=${encodeURIComponent(f.name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${welcome.token}` },
      body: form,
    });
    expect(((await r.json()) as { code: number }).code).toBe(0);
  }
  raw.close();
  return { taskId, robotsNo: `FWD-${robots}` };
}

const list = (caller: Caller, body: Record<string, unknown>) =>
  caller.call<Page<FileRow>>('POST', '/file/list', { size: 100, showTest: true, ...body });
const history = async (caller: Caller, fileId: number) =>
  (await caller.call<Page<FileOperationRow>>('POST', '/file/operations', { fileId })).body.result.records;
const addRule = (caller: Caller, body: Record<string, unknown>, opts = EN) =>
  caller.call<ForwardRuleRow>(
    'POST',
    '/file/rule/add',
    { name: 'rule', source: 'process', sourceProcessId: reportProcess, receiverUserIds: [clerkId], ...body },
    opts,
  );
const ruleHistory = async (caller: Caller, ruleId: number) =>
  (await caller.call<Page<ForwardHistoryRow>>('POST', '/file/rule/history', { ruleId })).body.result.records;

describe('files robots produce', () => {
  it("land in the process's documents, created and then replaced by the robot", async () => {
    const first = await runProducing(archiveProcess, [{ name: 'out/summary.txt', content: 'one' }]);
    const second = await runProducing(archiveProcess, [{ name: 'out/summary.txt', content: 'two!' }]);
    const docs = (await list(as.user, { tab: 'process', processId: archiveProcess })).body.result.records;
    expect(docs.map((d) => [d.folder, d.name, d.source, d.size, d.taskId])).toEqual([
      ['out/', 'summary.txt', 'client', 4, second.taskId],
    ]);
    const ops = await history(as.user, docs[0]?.id ?? 0);
    expect(ops.map((o) => [o.operation, o.actor, o.taskId])).toEqual([
      ['robCover', second.robotsNo, second.taskId],
      ['robCreate', first.robotsNo, first.taskId],
    ]);
  });
});

describe('forwarding rules', () => {
  it('refuse a name over 32 characters, no receiver, and the same user or process twice', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'Enter the rule name'],
      [{ name: 'r'.repeat(33) }, 'at most 32 characters'],
      [{ receiverUserIds: [] }, 'Choose a receiving user or process'],
      [{ receiverUserIds: [clerkId, clerkId] }, 'This user/process already exists'],
      [{ receiverProcessIds: [archiveProcess, archiveProcess] }, 'This user/process already exists'],
      [{ sourceProcessId: null }, 'Choose a process'],
    ];
    for (const [body, message] of cases) {
      const r = await addRule(as.user, body);
      expect(r.body.code, JSON.stringify(body)).toBe(Code.BAD_REQUEST);
      expect(r.body.msg).toContain(message);
    }
    expect(
      (await addRule(as.user, { receiverUserIds: [clerkId, clerkId] }, { headers: { lang: 'zh_CN' } })).body
        .msg,
    ).toContain('该用户/流程已存在');
    const exact = await addRule(as.user, { name: 'r'.repeat(32), enabled: false });
    expect(exact.body.code, exact.body.msg).toBe(0);
    // Receivers outside the caller's reach are refused: the developer is of R&D, not Finance.
    const devId = (
      await node.app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'developer'))
    )[0]?.id;
    expect((await addRule(as.user, { receiverUserIds: [devId] })).body.msg).toContain(
      'Receiving users must be',
    );
    await as.user.call('POST', '/file/rule/delete', { ids: [exact.body.result.id] });
  });

  it("deliver a robot's report to a user and a process, with history and a message; a disabled rule does not", async () => {
    const rule = await addRule(as.user, { name: 'Reports to clerk', receiverProcessIds: [archiveProcess] });
    expect(rule.body.code, rule.body.msg).toBe(0);
    const off = await addRule(as.user, { name: 'Switched off', enabled: false });
    const { taskId } = await runProducing(reportProcess, [
      { name: 'report-2026-11.pdf', content: '%PDF report' },
    ]);

    const got = (await list(clerk, { tab: 'personal', name: 'report-2026-11' })).body.result.records;
    expect(got.map((f) => [f.name, f.source, f.taskId])).toEqual([['report-2026-11.pdf', 'forward', taskId]]);
    expect((await clerk.download('GET', `/file/download?id=${got[0]?.id}`)).raw.toString()).toBe(
      '%PDF report',
    );
    expect((await history(clerk, got[0]?.id ?? 0)).map((o) => [o.operation, o.actor])).toEqual([
      ['webDownload', 'clerk'],
      ['forward', 'Reports to clerk'],
    ]);
    const archived = (
      await list(as.user, { tab: 'process', processId: archiveProcess, name: 'report-2026-11' })
    ).body.result.records;
    expect(archived.map((f) => f.source)).toEqual(['forward']);

    const delivered = await ruleHistory(as.user, rule.body.result.id);
    expect(delivered.map((h) => [h.fileName, h.receiver, h.receiverKind, h.result])).toEqual(
      expect.arrayContaining([
        ['report-2026-11.pdf', 'clerk', 'user', 'success'],
        ['report-2026-11.pdf', 'Report archive', 'process', 'success'],
      ]),
    );
    expect(await ruleHistory(as.user, off.body.result.id)).toEqual([]);
    const inbox = await clerk.call<Page<AlertMessage>>('POST', '/sys/alert', { size: 10 }, EN);
    expect(inbox.body.result.records.map((m) => m.alertDesc).join('\n')).toContain('report-2026-11.pdf');
  });

  it('keeps both files in rename mode, forwards "my files", and records a failed delivery with its reason', async () => {
    const db = node.app.database.db;
    const roles = await ensureBuiltInRoles(db);
    const temp = await addUser(db, 'tempclerk', 'Temp', await departmentId(db, '10021'), [roles[4]]);
    const mine = await addRule(as.user, {
      name: 'Mine to clerk',
      source: 'mine',
      sourceProcessId: null,
      receiverUserIds: [clerkId, temp],
      receiveMode: 'rename',
    });
    expect(mine.body.code, mine.body.msg).toBe(0);
    await db.update(users).set({ status: 'locked' }).where(eq(users.id, temp));
    for (const content of ['v1', 'v2']) {
      const up = await uploadFiles(node.app, as.user, '?place=personal', [
        { name: 'ledger.xlsx', content: Buffer.from(content) },
      ]);
      expect(up.body.code, up.body.msg).toBe(0);
    }
    const names = (await list(clerk, { tab: 'personal', name: 'ledger' })).body.result.records.map(
      (f) => f.name,
    );
    expect(names.sort()).toEqual(['ledger (1).xlsx', 'ledger.xlsx']);
    const rows = await ruleHistory(as.user, mine.body.result.id);
    expect(rows.filter((h) => h.receiver === 'tempclerk').map((h) => [h.result, h.reason])).toEqual([
      ['failed', '接收方已不存在或已停用'],
      ['failed', '接收方已不存在或已停用'],
    ]);
    // A forwarded file is not forwarded again: the clerk's copies came by rule, so the user's rule saw two arrivals only.
    expect(rows.filter((h) => h.receiver === 'clerk')).toHaveLength(2);
  });

  it('are the owner’s own, and a manager’s of the departments they manage', async () => {
    const own = await addRule(as.user, { name: 'Scoped rule' });
    const ids = async (c: Caller) =>
      (
        await c.call<Page<ForwardRuleRow>>('POST', '/file/rule/list', { name: 'Scoped rule' })
      ).body.result.records.map((r) => r.id);
    expect(await ids(as.user)).toEqual([own.body.result.id]);
    expect(await ids(as.manager)).toEqual([own.body.result.id]);
    expect(await ids(clerk)).toEqual([]);
    const edit = await clerk.call(
      'POST',
      '/file/rule/edit',
      { id: own.body.result.id, name: 'taken', source: 'mine', receiverUserIds: [clerkId] },
      EN,
    );
    expect(edit.body.msg).toContain('does not exist or is not yours');
  });
});
