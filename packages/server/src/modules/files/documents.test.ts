import { Code, type DocumentRow, FILE_OPERATIONS, type TaskDetail } from '@rpa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { departmentId } from '../../testing/directory';
import { uploadFiles } from '../../testing/files';
import { addApplication, openToken } from '../../testing/open';
import { EN, publishToUser } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  rawRobotInRnd,
} from '../../testing/robots';
import { agentInRnd, runToEnd, taskDetail } from '../../testing/runs';
import { cleaningsIdle } from '../data-cleaning/cleaner';
import { examplePackage } from '../processes/example';
import { fileOperations } from './schema';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'manager' | 'dev' | 'owner' | 'user', Caller>;
let processId = 0;

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'manager', 'dev', 'owner', 'user']));
  processId = await publishToUser(as, await examplePackage({ name: 'Document reader', parameters: [] }));
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

/** A raw robot holding a run of the process: its calls on the run's documents, by HTTP with its token. */
async function runningRobot(robotsNo: string) {
  const { raw, welcome } = await rawRobotInRnd(node, as.admin, robotsNo);
  const run = await as.user.call<TaskDetail>('POST', '/task/run', { processId, parameters: {} }, EN);
  const taskId = run.body.result.id;
  await node.app.dispatcher.pass();
  expect((await raw.next('task.offer')).taskId).toBe(taskId);
  raw.send({ type: 'task.accept', taskId });
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, token = welcome.token) => {
    const r = await fetch(`${node.api}/robot/task/${taskId}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        lang: 'en_US',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()) };
  };
  const json = async (...args: Parameters<typeof call>) =>
    JSON.parse((await call(...args)).bytes.toString()) as { code: number; msg: string; result: unknown };
  const produce = async (name: string, content: string) => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(content)]), name);
    const r = await fetch(`${node.api}/robot/task/${taskId}/file?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${welcome.token}` },
      body: form,
    });
    expect(((await r.json()) as { code: number }).code).toBe(0);
  };
  return { raw, taskId, call, json, produce };
}

/** An application of R&D (the process's department) calling the open API with its token. */
async function application(name: string, code = '1001') {
  const a = await addApplication(as.admin, name, await departmentId(node.app.database.db, code));
  const token = await openToken(node.app, a);
  const headers = { authorization: `Bearer ${token}`, lang: 'en_US' };
  const json = async (url: string, payload: Record<string, unknown>) =>
    (await node.app.inject({ method: 'POST', url: `/api${url}`, headers, payload })).json() as {
      code: number;
      msg: string;
      result: unknown;
    };
  const upload = async (query: string, fileName: string, content: string) => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(content)]), fileName);
    const encoded = new Request('http://x', { method: 'POST', body: form });
    const r = await node.app.inject({
      method: 'POST',
      url: `/api/open/file/upload${query}`,
      headers: { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return r.json() as { code: number; msg: string; result: { id: number; name: string; replaced: boolean } };
  };
  const download = (id: number) =>
    node.app.inject({ method: 'GET', url: `/api/open/file/download?id=${id}`, headers });
  return { json, upload, download };
}

const operationsOf = async (fileId: number) =>
  (
    await as.admin.call<{ records: Array<{ operation: string; actor: string; taskId: number | null }> }>(
      'POST',
      '/file/operations',
      { fileId },
    )
  ).body.result.records;

describe('a running robot and its process documents', () => {
  it('lists and reads them, describes them, and deletes only what runs produced', async () => {
    const doc = await uploadFiles(node.app, as.user, '?place=personal', [
      { name: 'rates.csv', content: Buffer.from('EUR,1.1') },
    ]);
    const copied = await as.user.call<{ files: Array<{ id: number }> }>('POST', '/file/copy', {
      ids: [doc.body.result.files[0]?.id],
      place: 'process',
      processId,
    });
    const docId = copied.body.result.files[0]?.id ?? 0;
    const robot = await runningRobot('DOC-1');
    const listed = (await robot.json('GET', '/documents')).result as DocumentRow[];
    expect(listed.map((d) => d.name)).toContain('rates.csv');
    const read = await robot.call('GET', '/document?name=rates.csv');
    expect(read.bytes.toString()).toBe('EUR,1.1');
    expect(
      (await robot.json('POST', '/document/description', { name: 'rates.csv', description: 'daily rates' }))
        .code,
    ).toBe(0);
    const refused = await robot.json('POST', '/document/delete', { name: 'rates.csv' });
    expect(refused.msg).toBe('Only files you added can be deleted');

    await robot.produce('answer.txt', '42');
    expect((await robot.json('POST', '/document/delete', { name: 'answer.txt' })).code).toBe(0);
    expect(
      ((await robot.json('GET', '/documents')).result as DocumentRow[]).map((d) => d.name),
    ).not.toContain('answer.txt');
    expect((await robot.json('GET', '/documents', undefined, 'not-a-token')).code).toBe(Code.SESSION_INVALID);
    expect((await robot.json('GET', '/document?name=missing.csv')).msg).toContain('does not exist');

    const ops = await operationsOf(docId);
    expect(ops.map((o) => [o.operation, o.actor, o.taskId])).toEqual([
      ['robModDesc', 'DOC-1', robot.taskId],
      ['robDownload', 'DOC-1', robot.taskId],
      ['webCopy', 'user', null],
    ]);
    robot.raw.send({ type: 'task.result', taskId: robot.taskId, outcome: 'success', exitCode: 0, files: [] });
    robot.raw.close();
  });
});

/** A process that lists its documents, reads one and gives back a copy of it as a produced file. */
const READS_DOCUMENTS = `
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
const e = process.env;
const get = (p) => fetch(e.RPA_ROBOT_URL + p, { headers: { authorization: 'Bearer ' + e.RPA_RUN_TOKEN } });
const listed = await (await get('/doc/list')).json();
console.log('documents: ' + listed.documents.map((d) => d.folder + d.name).join(', '));
const bytes = Buffer.from(await (await get('/doc/get?name=rates.csv&folder=')).arrayBuffer());
await writeFile(path.join(e.RPA_OUTPUT_DIR, 'rates-copy.csv'), bytes);
console.log('copied ' + bytes.length + ' bytes');
`;

describe('the reference robot', () => {
  it("gives a run its process's documents through its local endpoint", async () => {
    const reader = await publishToUser(
      as,
      await examplePackage(
        { name: 'Rates copier', entry: 'copy.mjs', parameters: [] },
        { 'copy.mjs': READS_DOCUMENTS },
      ),
    );
    const source = await uploadFiles(node.app, as.user, '?place=personal', [
      { name: 'rates.csv', content: Buffer.from('USD,1.0\nEUR,1.1') },
    ]);
    await as.user.call('POST', '/file/copy', {
      ids: [source.body.result.files[0]?.id],
      place: 'process',
      processId: reader,
    });
    const robot = await agentInRnd(node, as.admin, 'DOC-AGENT');
    try {
      const taskId = await runToEnd(node, as.user, reader, 30_000);
      const detail = await taskDetail(as.user, taskId);
      expect(detail.state, detail.error).toBe('success');
      const logs = await as.user.call<{ records: Array<{ text: string }> }>('POST', '/task/logs', {
        taskId,
        size: 100,
      });
      const text = logs.body.result.records.map((l) => l.text).join('\n');
      expect(text).toContain('documents: rates.csv');
      expect(text).toContain('copied 15 bytes');
      const docs = (
        await as.user.call<{ records: Array<{ id: number; name: string; source: string }> }>(
          'POST',
          '/file/list',
          {
            tab: 'process',
            processId: reader,
          },
        )
      ).body.result.records;
      const copy = docs.find((d) => d.name === 'rates-copy.csv');
      expect(copy?.source).toBe('client');
      expect((await as.user.download('GET', `/file/download?id=${copy?.id}`)).raw.toString()).toBe(
        'USD,1.0\nEUR,1.1',
      );
      const original = docs.find((d) => d.name === 'rates.csv');
      expect(
        (await operationsOf(original?.id ?? 0)).map((o) => [o.operation, o.actor, o.taskId]),
      ).toContainEqual(['robDownload', 'DOC-AGENT', taskId]);
    } finally {
      await robot.stop();
    }
  }, 60_000);
});

describe('an application and process documents', () => {
  it('adds, replaces, reads, describes and deletes what it added, under the upload settings', async () => {
    const erp = await application('ERP-connector');
    const added = await erp.upload(`?processId=${processId}&folder=in/2026`, 'orders.csv', 'a,b');
    expect(added.code, added.msg).toBe(0);
    const again = await erp.upload(`?processId=${processId}&folder=in/2026`, 'orders.csv', 'a,b,c');
    expect(again.result).toMatchObject({ id: added.result.id, replaced: true });
    expect((await erp.upload(`?processId=${processId}`, 'setup.exe', 'MZ')).msg).toContain(
      '.exe cannot be uploaded',
    );

    const listed = (await erp.json('/open/file/list', { processId })).result as DocumentRow[];
    expect(listed.find((d) => d.name === 'orders.csv')).toMatchObject({
      folder: 'in/2026/',
      size: 5,
      source: 'thirdParty',
    });
    const got = await erp.download(added.result.id);
    expect(got.body).toBe('a,b,c');
    expect(
      (await erp.json('/open/file/description', { id: added.result.id, description: 'from ERP' })).code,
    ).toBe(0);
    expect((await erp.json('/open/file/delete', { id: added.result.id })).code).toBe(0);

    expect((await operationsOfDeleted(added.result.id)).sort()).toEqual(
      ['thirdCover', 'thirdCreate', 'thirdDel', 'thirdDownload', 'thirdModDesc'].sort(),
    );
  });

  it("reaches only its departments' processes, and deletes only what it added", async () => {
    const finance = await application('Finance-connector', '10021');
    expect((await finance.json('/open/file/list', { processId })).code).toBe(Code.BAD_REQUEST);
    expect((await finance.upload(`?processId=${processId}`, 'x.csv', '1')).code).toBe(Code.BAD_REQUEST);
    const erp = await application('Second-ERP');
    const other = await application('Third-ERP');
    const added = await erp.upload(`?processId=${processId}`, 'mine.csv', '1');
    expect((await other.json('/open/file/delete', { id: added.result.id })).msg).toBe(
      'Only files you added can be deleted',
    );
  });
});

async function operationsOfDeleted(fileId: number): Promise<string[]> {
  const { eq } = await import('drizzle-orm');
  const rows = await node.app.database.db
    .select({ op: fileOperations.operation })
    .from(fileOperations)
    .where(eq(fileOperations.fileId, fileId));
  return rows.map((r) => r.op);
}

describe('data cleaning', () => {
  it("removes documents robots produced with the runs' files past their retention, keeping their history", async () => {
    const { eq, inArray } = await import('drizzle-orm');
    const { files } = await import('./schema');
    const robot = await runningRobot('DOC-OLD');
    await robot.produce('old-output.txt', 'aged');
    await robot.produce('new-output.txt', 'fresh');
    robot.raw.close();
    const db = node.app.database.db;
    const rows = await db
      .select()
      .from(files)
      .where(inArray(files.name, ['old-output.txt', 'new-output.txt']));
    const old = rows.find((r) => r.name === 'old-output.txt');
    await db
      .update(files)
      .set({ updatedAt: new Date(Date.now() - 40 * 24 * 3600_000) })
      .where(eq(files.id, old?.id ?? 0));
    const keep = { runLogs: 0, recordings: 0, runFiles: 30, oplog: 0, messages: 0, taskData: 0 };
    expect((await as.admin.call('POST', '/sys/dataClear/saveData', keep)).body.code).toBe(0);
    expect((await as.admin.call('POST', '/sys/dataClear/runFiles/dataClearNow', {})).body.code).toBe(0);
    await cleaningsIdle(node.app);
    const left = await db
      .select({ name: files.name })
      .from(files)
      .where(inArray(files.name, ['old-output.txt', 'new-output.txt']));
    expect(left.map((r) => r.name)).toEqual(['new-output.txt']);
    // The run (not ended) still lists the file as its own: the bytes stay for it.
    expect(await node.app.files.has(old?.sha256 ?? '')).toBe(true);
    expect(await operationsOfDeleted(old?.id ?? 0)).toEqual(['robCreate']);
  });
});

describe('the operation history', () => {
  it('has recorded every one of the seventeen operation types by the act that causes it', async () => {
    // The acts above covered the robot's and the application's; the console's and a forward here.
    const user = as.user;
    const up = await uploadFiles(node.app, user, '?place=personal', [
      { name: 'all.txt', content: Buffer.from('1') },
    ]);
    const id = up.body.result.files[0]?.id ?? 0;
    await uploadFiles(node.app, user, '?place=personal', [{ name: 'all.txt', content: Buffer.from('2') }]);
    await user.download('GET', `/file/download?id=${id}`);
    await user.call('POST', '/file/description', { id, description: 'd' });
    await user.call('POST', '/file/copy', { ids: [id], place: 'process', processId });
    const rule = await user.call<{ id: number }>('POST', '/file/rule/add', {
      name: 'to archive',
      source: 'mine',
      receiverProcessIds: [processId],
      receiveMode: 'rename',
    });
    expect(rule.body.code, rule.body.msg).toBe(0);
    await uploadFiles(node.app, user, '?place=personal', [
      { name: 'forwarded.txt', content: Buffer.from('f') },
    ]);
    await user.call('POST', '/file/delete', { ids: [id] });
    const robot = await runningRobot('DOC-2');
    await robot.produce('made.txt', 'x');
    await robot.produce('made.txt', 'y');
    robot.raw.close();

    const seen = new Set(
      (await node.app.database.db.selectDistinct({ op: fileOperations.operation }).from(fileOperations)).map(
        (r) => r.op,
      ),
    );
    expect([...FILE_OPERATIONS].filter((op) => !seen.has(op))).toEqual([]);
  });
});
