import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code, type OplogRow, type Page } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPerFile } from '../../testing/suite';

const w = demoPerFile('admin', 'manager', 'user');

/** A local service standing in for the OCR / AI server: 200 for its key, 401 for any other. */
let service: Server;
let address: string;
const seen: IncomingHttpHeaders[] = [];
beforeAll(async () => {
  service = createServer((req, res) => {
    seen.push(req.headers);
    res.statusCode = req.headers.authorization === 'Bearer k-2026' ? 200 : 401;
    res.end('{}');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(service.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const save = (body: Record<string, unknown>, lang = 'en_US') =>
  w.admin.call('POST', '/sys/ocr', { address, key: '', model: 'ocr-v2', ...body }, { headers: { lang } });
const test = (body: Record<string, unknown>) =>
  w.admin.call<{ status: number }>(
    'POST',
    '/sys/ocr/connectTest',
    { address, key: '', model: 'ocr-v2', ...body },
    { headers: { lang: 'en_US' } },
  );

describe('AI server settings', () => {
  it('answer nothing configured before a save', async () => {
    const detail = await w.admin.call('POST', '/sys/ocr/detail');
    expect(detail.body.result).toEqual({ value: { address: '', key: '', model: '' }, sealedSet: [] });
  });

  it('refuse an address that is not http(s) and fields past their length, in both languages, storing nothing', async () => {
    const en = await save({ address: 'ftp://files.example.com' });
    expect(en.body.code).toBe(Code.BAD_REQUEST);
    expect(en.body.msg).toContain('Enter an address starting with http:// or https://');
    const zh = await save({ model: 'm'.repeat(101) }, 'zh_CN');
    expect(zh.body.code).toBe(Code.BAD_REQUEST);
    expect(zh.body.msg).toContain('model');
    const detail = await w.admin.call<{ value: { address: string } }>('POST', '/sys/ocr/detail');
    expect(detail.body.result.value.address).toBe('');
  });

  it('are for managers of the whole installation only', async () => {
    expect((await w.user.call('POST', '/sys/ocr/detail')).body.code).toBe(Code.FORBIDDEN);
    const manager = await w.manager.call('POST', '/sys/ocr', { address, key: '', model: '' });
    expect(manager.body.code).toBe(Code.FORBIDDEN);
  });

  it('seal the key: never answered, kept when saved empty, absent from the database in clear and from the log', async () => {
    expect((await save({ key: 'k-2026' })).body.code).toBe(0);
    const detail = await w.admin.call('POST', '/sys/ocr/detail');
    expect(detail.body.result).toEqual({ value: { address, key: '', model: 'ocr-v2' }, sealedSet: ['key'] });
    expect((await save({ model: 'ocr-v3' })).body.code).toBe(0);
    const again = await w.admin.call<{ sealedSet: string[] }>('POST', '/sys/ocr/detail');
    expect(again.body.result.sealedSet).toEqual(['key']);
    const stored = await w.app.database.db.execute(
      sql`select value::text as v from sys_config where key = 'ai.server'`,
    );
    expect(JSON.stringify(stored)).not.toContain('k-2026');
    const log = await w.admin.call<Page<OplogRow>>('POST', '/sys/oplog/list', { module: 'aiServer' });
    // Newest first: the two saves, the manager's refused save, the two refused forms.
    expect(log.body.result.records.map((r) => [r.result, r.userName])).toEqual([
      ['success', 'admin'],
      ['success', 'admin'],
      ['fail', 'manager'],
      ['fail', 'admin'],
      ['fail', 'admin'],
    ]);
    expect(JSON.stringify(log.body.result.records)).not.toContain('k-2026');
  });

  it('test the saved address with the stored key, and never send the stored key to another address', async () => {
    seen.length = 0;
    const ok = await test({});
    expect(ok.body.code, ok.body.msg).toBe(0);
    expect(ok.body.result.status).toBe(200);
    expect(seen.map((h) => h.authorization)).toEqual(['Bearer k-2026']);

    const elsewhere = await test({ address: `${address}/other` });
    expect(elsewhere.body.code).toBe(Code.BAD_REQUEST);
    expect(elsewhere.body.msg).toContain('Enter the key to test an address that is not saved');
    expect(seen).toHaveLength(1);
  });

  it('report a refused key and an unreachable server with their reasons', async () => {
    const refused = await test({ key: 'wrong' });
    expect(refused.body.code).toBe(Code.BAD_REQUEST);
    expect(refused.body.msg).toBe('The AI server refused the call (HTTP 401); check the key');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await test({ address: `http://127.0.0.1:${port}/`, key: 'k-2026' });
    expect(down.body.code).toBe(Code.BAD_REQUEST);
    expect(down.body.msg).toBe('The AI server could not be reached: ECONNREFUSED');
  });
});
