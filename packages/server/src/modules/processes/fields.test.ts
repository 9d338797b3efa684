import { crc32 } from 'node:zlib';
import { Code, type ProcessDetail } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN, type ProcessWorld, processWorld, storedCounts, uploadExample } from '../../testing/processes';
import { departments } from '../departments/schema';
import { processes } from './schema';

let w: ProcessWorld;
let id: number;
let otherName: string;
beforeAll(async () => {
  w = await processWorld();
  id = (await uploadExample(w.dev, 'Fields')).process.id;
  otherName = (await uploadExample(w.dev, 'Another Process')).process.name;
});
afterAll(() => w.app.close());

const modify = (fields: Record<string, unknown>, lang = EN) =>
  w.dev.call<ProcessDetail>('POST', '/process/dev/modify', { id, ...fields }, lang);
const row = async () => (await w.app.database.db.select().from(processes).where(eq(processes.id, id)))[0]!;

describe('process fields at their boundaries', () => {
  const refused: Array<[string, Record<string, unknown>, string]> = [
    ['an empty name', { name: '' }, 'The process name must be 1 to 30 characters'],
    ['a blank name', { name: '   ' }, 'The process name must be 1 to 30 characters'],
    ['a name of 31 characters', { name: 'n'.repeat(31) }, 'The process name must be 1 to 30 characters'],
    ['keywords of 255 characters', { keywords: 'k'.repeat(255) }, 'Keywords can be at most 254 characters'],
    ['an introduction of 255', { introduction: 'i'.repeat(255) }, 'The introduction can be at most 254'],
    ['a description of 127', { description: 'd'.repeat(127) }, 'The description can be at most 126'],
    ['help of 2001', { help: 'h'.repeat(2001) }, 'The help text can be at most 2000'],
    ['a negative wait timeout', { waitTimeout: -1 }, 'waitTimeout'],
    ['a run timeout over a week', { runTimeout: 10081 }, 'runTimeout'],
    ['101 failed retries', { failedRetries: 101 }, 'failedRetries'],
    ['minutes that are not whole', { manualMinutes: 1.5 }, 'manualMinutes'],
    [
      'parameters named twice',
      { parameters: [{ name: 'a' }, { name: 'A' }] },
      'parameters.1.name: The parameter name A is used twice',
    ],
    ['a parameter name with a space', { parameters: [{ name: 'a b' }] }, 'A parameter name starts with'],
  ];
  for (const [what, fields, says] of refused) {
    it(`refuses ${what}, changing nothing`, async () => {
      const before = await row();
      const res = await modify(fields);
      expect(res.body.code, res.body.msg).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(says);
      expect(await row()).toEqual(before);
    });
  }

  it('accepts every field at its limit', async () => {
    const res = await modify({
      name: 'n'.repeat(30),
      keywords: 'k'.repeat(254),
      introduction: 'i'.repeat(254),
      description: 'd'.repeat(126),
      help: 'h'.repeat(2000),
      waitTimeout: 0,
      runTimeout: 10080,
      manualMinutes: 15,
      autoStopMinutes: 60,
      failedRetries: 100,
      assistant: true,
      startOnBoot: true,
    });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.result).toMatchObject({
      name: 'n'.repeat(30),
      keywords: 'k'.repeat(254),
      description: 'd'.repeat(126),
      runTimeout: 10080,
      failedRetries: 100,
      assistant: true,
      startOnBoot: true,
    });
    expect((await modify({ name: 'F' })).body.result.name).toBe('F');
  });

  it('stores keywords as one comma-separated list', async () => {
    const res = await modify({ keywords: ' 发票 , finance ，, 月结 ' });
    expect(res.body.result.keywords).toBe('发票,finance,月结');
  });

  it('refuses a name another process has, whatever its case, in both languages', async () => {
    const en = await modify({ name: otherName.toUpperCase() });
    expect(en.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'The process name already exists, please fill in again',
    });
    const zh = await modify({ name: otherName }, { headers: { lang: 'zh_CN' } });
    expect(zh.body.msg).toBe('流程名称已存在，请重新填写');
    // Its own name in another case is fine.
    expect((await modify({ name: 'FIELDS' })).body.code).toBe(0);
    expect((await modify({ name: 'Fields' })).body.code).toBe(0);
  });

  it('edits parameters and keeps omitted fields', async () => {
    const res = await modify({
      parameters: [{ name: 'month', required: true, type: 'date', defaultValue: '2026-10-01' }],
    });
    expect(res.body.result.parameters).toEqual([
      { name: 'month', description: '', type: 'date', defaultValue: '2026-10-01', help: '', required: true },
    ]);
    expect(res.body.result.name).toBe('Fields');
  });

  it('moves a process only into the caller departments', async () => {
    const [ops] = await w.app.database.db.select().from(departments).where(eq(departments.code, '1002'));
    const res = await modify({ departmentId: ops!.id });
    expect(res.body.msg).toBe('Choose one of the departments you manage');
  });

  it('keeps a department the developer does not manage when the form sends it unchanged', async () => {
    const db = w.app.database.db;
    const [finance] = await db.select().from(departments).where(eq(departments.code, '10021'));
    const { departmentId } = await row();
    await db.update(processes).set({ departmentId: finance!.id }).where(eq(processes.id, id));
    const res = await modify({ departmentId: finance!.id, keywords: 'kept' });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.result).toMatchObject({ departmentId: finance!.id, departmentName: '财务部 Finance' });
    expect((await row()).keywords).toBe('kept');
    await db.update(processes).set({ departmentId }).where(eq(processes.id, id));
  });

  it('lets only the process developer edit it', async () => {
    const other = await w.dev2.call('POST', '/process/dev/modify', { id, name: 'Taken over' }, EN);
    expect(other.body).toMatchObject({
      code: Code.FORBIDDEN,
      msg: 'Only the developer of this process can change it',
    });
    expect((await w.owner.call('POST', '/process/dev/modify', { id, name: 'x' })).status).toBe(403);
    expect((await row()).name).toBe('Fields');
  });
});

/** A real image of the given size and format. */
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#1677ff' } })
    .toFormat(format)
    .toBuffer();

/** A valid PNG grown to exactly `size` bytes with a private ancillary chunk (decoders skip it). */
async function pngOfSize(size: number): Promise<Buffer> {
  const png = await image(200, 200);
  const iend = png.length - 12;
  const dataLength = size - png.length - 12;
  const chunk = Buffer.alloc(12 + dataLength);
  chunk.writeUInt32BE(dataLength, 0);
  chunk.write('prVt', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + dataLength)), 8 + dataLength);
  const out = Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
  expect(out.length).toBe(size);
  return out;
}

describe('the icon, judged from the image itself', () => {
  const upload = (name: string, bytes: Buffer) =>
    w.dev.upload<ProcessDetail>(`/process/dev/icon?id=${id}`, name, bytes, EN);

  async function refused(name: string, bytes: Buffer, says: string) {
    const before = await storedCounts(w.app, w.filesDir);
    const iconBefore = (await row()).iconSha256;
    const res = await upload(name, bytes);
    expect(res.body.code, res.body.msg).toBe(Code.BAD_REQUEST);
    expect(res.body.msg).toContain(says);
    expect(await storedCounts(w.app, w.filesDir)).toEqual(before);
    expect((await row()).iconSha256).toBe(iconBefore);
  }

  const sizes = 'The icon must be larger than 100x100 and smaller than 512x512 pixels';
  it('refuses 99x99', async () => refused('a.png', await image(99, 99), `${sizes} (this one is 99x99)`));
  it('refuses 100x100 (larger means larger)', async () => refused('a.png', await image(100, 100), sizes));
  it('refuses 512x512', async () =>
    refused('a.png', await image(512, 512), `${sizes} (this one is 512x512)`));
  it('refuses 101x512', async () => refused('a.png', await image(101, 512), sizes));
  it('refuses a GIF named .png', async () =>
    refused('a.png', await image(200, 200, 'gif'), 'The icon must be a JPEG or PNG image'));
  it('refuses text named .png', async () =>
    refused('a.png', Buffer.from('not an image'), 'The icon must be a JPEG or PNG image'));
  it('refuses a PNG whose data is cut off', async () =>
    refused('a.png', (await image(200, 200)).subarray(0, 120), 'The icon must be a JPEG or PNG image'));
  it('refuses 10 MB + 1 byte', async () =>
    refused('a.png', await pngOfSize(10 * 1024 * 1024 + 1), 'The icon cannot exceed 10 MB'));

  it('accepts 101x101 and 511x511, a PNG named .jpg as PNG, a JPEG, and exactly 10 MB', async () => {
    for (const [name, bytes, mime] of [
      ['small.png', await image(101, 101), 'image/png'],
      ['large.png', await image(511, 511), 'image/png'],
      ['renamed.jpg', await image(300, 200), 'image/png'],
      ['photo.jpeg', await image(200, 300, 'jpeg'), 'image/jpeg'],
      ['heavy.png', await pngOfSize(10 * 1024 * 1024), 'image/png'],
    ] as const) {
      const res = await upload(name, bytes);
      expect(res.body.code, `${name}: ${res.body.msg}`).toBe(0);
      expect(res.body.result.iconMime).toBe(mime);
      const shown = await w.dev.download('GET', `/process/icon?id=${id}`);
      expect(shown.type).toBe(mime);
      expect(shown.raw.equals(bytes)).toBe(true);
    }
  });

  it('keeps one stored icon: the one replaced is removed', async () => {
    const first = await image(150, 150);
    const a = await upload('a.png', first);
    const sha = a.body.result.icon!;
    await upload('b.png', await image(160, 160));
    expect(await w.app.files.has(sha)).toBe(false);
  });
});
