import { Code, type FileOperationRow, type FileRow, type Page } from '@rpa/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { uploadFiles } from '../../testing/files';
import { EN, publishToUser } from '../../testing/processes';
import { licensedNode, MANUAL_SWEEPS, type Node, type nodeFactory } from '../../testing/robots';
import { examplePackage } from '../processes/example';
import { fileOperations, files } from './schema';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'manager' | 'dev' | 'owner' | 'user', Caller>;
let processId = 0;

const SETTINGS = { allowedTypes: '*', batchCount: 10, maxDepth: 5, sizeLimitMb: 100 };
const ZH = { headers: { lang: 'zh_CN' } };

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'manager', 'dev', 'owner', 'user']));
  processId = await publishToUser(as, await examplePackage({ name: 'Invoice documents', parameters: [] }));
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});
beforeEach(async () => {
  expect((await as.admin.call('POST', '/sys/file', SETTINGS)).body.code).toBe(0);
});

const upload = (
  caller: Caller,
  list: Parameters<typeof uploadFiles>[3],
  query = '?place=personal',
  opts = {},
) => uploadFiles(node.app, caller, query, list, opts);
const list = (caller: Caller, body: Record<string, unknown> = {}) =>
  caller.call<Page<FileRow>>('POST', '/file/list', { tab: 'personal', size: 100, ...body });
const history = async (caller: Caller, fileId: number) =>
  (await caller.call<Page<FileOperationRow>>('POST', '/file/operations', { fileId })).body.result.records.map(
    (r) => r.operation,
  );
const rowCount = async () => (await node.app.database.db.select({ n: count() }).from(files))[0]?.n ?? 0;
const text = (s: string) => Buffer.from(s);

describe('uploading, listing and downloading files', () => {
  it('stores several files at once, lists them by tab, type and name, and gives their bytes back', async () => {
    const up = await upload(as.user, [
      { name: 'March invoices.xlsx', content: text('xlsx bytes') },
      { name: 'receipt.pdf', content: text('pdf bytes'), folder: 'receipts/2026' },
    ]);
    expect(up.body.code, up.body.msg).toBe(0);
    expect(up.body.result.files.map((f) => [f.name, f.replaced])).toEqual([
      ['March invoices.xlsx', false],
      ['receipt.pdf', false],
    ]);
    const mine = (await list(as.user, { name: 'invoices' })).body.result.records;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'excel',
      size: 10,
      source: 'server',
      place: 'personal',
      ownerName: 'user',
    });
    const pdf = (await list(as.user, { type: 'pdf' })).body.result.records[0];
    expect(pdf).toMatchObject({ name: 'receipt.pdf', folder: 'receipts/2026/', type: 'pdf' });
    const recent = (await list(as.user, { tab: 'recent' })).body.result.records.map((r) => r.name);
    expect(recent).toEqual(expect.arrayContaining(['March invoices.xlsx', 'receipt.pdf']));
    expect((await list(as.user, { tab: 'process' })).body.result.records.map((r) => r.name)).not.toContain(
      'receipt.pdf',
    );

    const got = await as.user.download('GET', `/file/download?id=${pdf?.id}`);
    expect(got.status).toBe(200);
    expect(got.raw.toString()).toBe('pdf bytes');
    expect(await history(as.user, pdf?.id ?? 0)).toEqual(['webDownload', 'webCreate']);
  });

  it('replaces a file of the same name in the same folder, keeping one row', async () => {
    await upload(as.user, [{ name: 'report.txt', content: text('first') }]);
    const again = await upload(as.user, [{ name: 'report.txt', content: text('second, longer') }]);
    expect(again.body.result.files[0]?.replaced).toBe(true);
    const rows = (await list(as.user, { name: 'report.txt' })).body.result.records;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.size).toBe(14);
    expect(await history(as.user, rows[0]?.id ?? 0)).toEqual(['webCover', 'webCreate']);
    const got = await as.user.download('GET', `/file/download?id=${rows[0]?.id}`);
    expect(got.raw.toString()).toBe('second, longer');
  });

  it('hides test files unless asked', async () => {
    await upload(as.user, [{ name: 'trial run.csv', content: text('a,b') }], '?place=personal&test=true');
    expect((await list(as.user, { name: 'trial run' })).body.result.total).toBe(0);
    const shown = (await list(as.user, { name: 'trial run', showTest: true })).body.result.records;
    expect(shown.map((r) => [r.name, r.test])).toEqual([['trial run.csv', true]]);
  });
});

describe('the upload settings', () => {
  const save = (body: Record<string, unknown>, opts = EN) =>
    as.admin.call('POST', '/sys/file', { ...SETTINGS, ...body }, opts);

  it('are read by anyone signed in, with the blacklist, and saved only by a manager', async () => {
    const seen = await as.user.call<{ allowedTypes: string; blacklist: string[] }>(
      'POST',
      '/sys/file/detail',
    );
    expect(seen.body.result).toMatchObject(SETTINGS);
    expect(seen.body.result.blacklist).toEqual(expect.arrayContaining(['.exe', '.bat', '.sh', '.js']));
    expect((await as.user.call('POST', '/sys/file', SETTINGS)).status).toBe(403);
  });

  it('refuse missing, malformed and blacklisted types and numbers out of range, storing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ allowedTypes: '' }, 'Enter the file types'],
      [{ allowedTypes: 'txt,jpg' }, 'look like .txt,.jpg'],
      [{ allowedTypes: '.txt,.exe' }, 'dangerous types'],
      [{ allowedTypes: '.PS1' }, 'dangerous types'],
      [{ batchCount: 0 }, '1 to 100'],
      [{ batchCount: 101 }, '1 to 100'],
      [{ maxDepth: 0 }, '1 to 20'],
      [{ maxDepth: 21 }, '1 to 20'],
      [{ sizeLimitMb: 0 }, '1 to 10240'],
      [{ sizeLimitMb: 10_241 }, '1 to 10240'],
      [{ sizeLimitMb: 1.5 }, '1 to 10240'],
    ];
    for (const [body, message] of cases) {
      const r = await save(body);
      expect(r.body.code, JSON.stringify(body)).toBe(Code.BAD_REQUEST);
      expect(r.body.msg).toContain(message);
    }
    expect((await save({ allowedTypes: '' }, ZH)).body.msg).toContain('请输入允许上传的文件类型');
    expect((await as.admin.call('POST', '/sys/file/detail')).body.result).toMatchObject(SETTINGS);
    for (const ok of [
      { allowedTypes: '.txt, .JPG', batchCount: 1, maxDepth: 1, sizeLimitMb: 1 },
      { batchCount: 100, maxDepth: 20, sizeLimitMb: 10_240 },
    ]) {
      expect((await save(ok)).body.code, JSON.stringify(ok)).toBe(0);
    }
  });

  it('stop every refused upload with its message before anything is stored', async () => {
    await save({ allowedTypes: '.txt,.pdf', batchCount: 2, maxDepth: 1, sizeLimitMb: 1 });
    const before = await rowCount();
    const MB = 1024 * 1024;
    const cases: Array<[Parameters<typeof uploadFiles>[3], string, object?]> = [
      [[{ name: 'a:b.txt', content: text('x') }], 'File names cannot contain / \\ : * ? " < > |'],
      [[{ name: 'tool.exe', content: text('MZ') }], 'Files of type .exe cannot be uploaded'],
      [[{ name: 'photo.jpg', content: text('jpg') }], 'Only files of these types may be uploaded: .txt,.pdf'],
      [[{ name: 'big.txt', content: Buffer.alloc(MB + 1) }], 'Size limit 1M'],
      // A manifest that claims less than is sent is stopped while reading.
      [
        [{ name: 'sly.txt', content: Buffer.alloc(MB + 1) }],
        'Size limit 1M',
        { manifest: [{ name: 'sly.txt', folder: '', size: 10 }] },
      ],
      [
        [
          { name: '1.txt', content: text('1') },
          { name: '2.txt', content: text('2') },
          { name: '3.txt', content: text('3') },
        ],
        'At most 2 files can be uploaded at once',
      ],
      [[{ name: 'deep.txt', content: text('x'), folder: 'a/b' }], 'at most 1 levels deep'],
    ];
    for (const [batch, message, opts] of cases) {
      const r = await upload(as.user, batch, '?place=personal', opts);
      expect(r.body.code, message).toBe(Code.BAD_REQUEST);
      expect(r.body.msg).toContain(message);
    }
    const zh = await upload(
      as.user,
      [{ name: 'big.txt', content: Buffer.alloc(MB + 1) }],
      '?place=personal',
      {
        lang: 'zh_CN',
      },
    );
    expect(zh.body.msg).toContain('文件大小不能超过 1M');
    expect(await rowCount()).toBe(before);
    expect((await upload(as.user, [{ name: 'exact.txt', content: Buffer.alloc(MB) }])).body.code).toBe(0);
  });

  it('also hold for process icons and imports', async () => {
    await save({ allowedTypes: '.xlsx' });
    const icon = await as.dev.upload(`/process/dev/icon?id=${processId}`, 'icon.png', text('png'), EN);
    expect(icon.body.msg).toContain('Only files of these types may be uploaded: .xlsx');
    const imported = await as.admin.upload('/sauth/user/import', 'users.csv', text('a'), EN);
    expect(imported.body.msg).toContain('Only files of these types may be uploaded: .xlsx');
  });
});

describe('copying, describing and deleting', () => {
  it('asks for a file to copy, copies to a process, and refuses to delete a process file', async () => {
    const none = await as.user.call('POST', '/file/copy', { ids: [], place: 'personal' }, EN);
    expect(none.body.msg).toContain('Please select a file!');
    const up = await upload(as.user, [{ name: 'statement.pdf', content: text('statement') }]);
    const id = up.body.result.files[0]?.id ?? 0;
    const copied = await as.user.call<{ files: Array<{ id: number }> }>('POST', '/file/copy', {
      ids: [id],
      place: 'process',
      processId,
    });
    expect(copied.body.code, copied.body.msg).toBe(0);
    const copyId = copied.body.result.files[0]?.id ?? 0;
    const docs = (await list(as.user, { tab: 'process', processId })).body.result.records;
    expect(docs.map((d) => [d.name, d.processName, d.processFile])).toEqual([
      ['statement.pdf', 'Invoice documents', true],
    ]);
    expect(await history(as.user, copyId)).toEqual(['webCopy']);
    // The process's developer and owner see its documents too.
    expect((await list(as.dev, { tab: 'process' })).body.result.records.map((r) => r.id)).toContain(copyId);
    expect((await list(as.owner, { tab: 'process' })).body.result.records.map((r) => r.id)).toContain(copyId);

    const refused = await as.user.call('POST', '/file/delete', { ids: [copyId] }, EN);
    expect(refused.body.msg).toBe('statement.pdf is a process file and cannot be deleted');
    expect((await as.user.call('POST', '/file/delete', { ids: [copyId] }, ZH)).body.msg).toBe(
      'statement.pdf 是流程文件，不能删除',
    );
    expect((await list(as.user, { tab: 'process', processId })).body.result.total).toBe(1);
  });

  it('changes a description within 200 characters and deletes a personal file, keeping its history', async () => {
    const up = await upload(as.user, [{ name: 'notes.txt', content: text('n') }]);
    const id = up.body.result.files[0]?.id ?? 0;
    const long = await as.user.call('POST', '/file/description', { id, description: 'x'.repeat(201) }, EN);
    expect(long.body.msg).toContain('at most 200 characters');
    expect(
      (await as.user.call('POST', '/file/description', { id, description: 'y'.repeat(200) })).body.code,
    ).toBe(0);
    expect((await list(as.user, { name: 'notes.txt' })).body.result.records[0]?.description).toBe(
      'y'.repeat(200),
    );
    expect(await history(as.user, id)).toEqual(['webModDesc', 'webCreate']);

    expect((await as.user.call('POST', '/file/delete', { ids: [id] })).body.result).toEqual({ deleted: 1 });
    expect((await list(as.user, { name: 'notes.txt' })).body.result.total).toBe(0);
    const kept = await node.app.database.db
      .select({ op: fileOperations.operation })
      .from(fileOperations)
      .where(eq(fileOperations.fileId, id));
    expect(kept.map((k) => k.op).sort()).toEqual(['webCreate', 'webDel', 'webModDesc']);
  });
});

describe('scope', () => {
  it('shows a manager the files of the departments they manage, and nobody another person’s own files', async () => {
    // The administrator's own file is of the head office, which the manager of Operations does not manage.
    const headFile = (await upload(as.admin, [{ name: 'board.docx', content: text('b') }])).body.result
      .files[0];
    const userFile = (await upload(as.user, [{ name: 'finance.docx', content: text('f') }])).body.result
      .files[0];
    const names = async (c: Caller) =>
      (await list(c, { name: '.docx' })).body.result.records.map((r) => r.name).sort();
    expect(await names(as.manager)).toEqual(['finance.docx']);
    expect(await names(as.admin)).toEqual(['board.docx', 'finance.docx']);
    expect(await names(as.user)).toEqual(['finance.docx']);
    expect(await names(as.dev)).toEqual([]);
    const foreign = await as.user.download('GET', `/file/download?id=${headFile?.id}`);
    expect(JSON.parse(foreign.raw.toString()).code).toBe(Code.BAD_REQUEST);
    expect((await as.manager.call('POST', '/file/delete', { ids: [headFile?.id] }, EN)).body.msg).toContain(
      'does not exist',
    );
    expect((await as.manager.call('POST', '/file/operations', { fileId: userFile?.id })).body.code).toBe(0);
  });

  it('lets developers and owners look, not upload', async () => {
    expect((await upload(as.dev, [{ name: 'x.txt', content: text('x') }])).status).toBe(403);
    expect((await upload(as.owner, [{ name: 'x.txt', content: text('x') }])).status).toBe(403);
  });
});
