import { Code, type OplogRow, type Page, type RobotUpgrade, type RobotUpgradeFile } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import { demoPerFile } from '../../testing/suite';
import { robotUpgradeList } from '.';

const w = demoPerFile('admin', 'manager', 'user');

const FILE: RobotUpgradeFile = {
  name: 'RobotCore.dll',
  md5: '0123456789abcdef0123456789abcdef',
  size: 1024,
  sourceUrl: 'https://files.example.com/9.0/RobotCore.dll',
  targetPath: 'C:\\Program Files\\Robot\\RobotCore.dll',
  action: 'replace',
};
const SAVED: RobotUpgrade = { version: '9.0.1', files: [FILE] };

const save = (body: Record<string, unknown>, lang = 'en_US') =>
  w.admin.call('POST', '/sys/robotUpgrade/save', { ...SAVED, ...body }, { headers: { lang } });
/** A save of SAVED with its one file changed by `change` (a field `undefined` is left out). */
const saveFile = (change: Record<string, unknown>, lang = 'en_US') =>
  save({ files: [JSON.parse(JSON.stringify({ ...FILE, ...change }))] }, lang);
const detail = async () => (await w.admin.call<RobotUpgrade>('POST', '/sys/robotUpgrade/detail')).body.result;

/** A refusal in `lang` with `text` in its message, the stored value left as it was. */
async function refused(res: Promise<{ body: { code: number; msg: string } }>, text: string) {
  const { body } = await res;
  expect(body.code, body.msg).toBe(Code.BAD_REQUEST);
  expect(body.msg).toContain(text);
  expect(await detail()).toEqual(SAVED);
}

const fileNo = (i: number): RobotUpgradeFile => ({
  ...FILE,
  name: `part-${i}.bin`,
  targetPath: `D:\\robot\\parts\\part-${i}.bin`,
});

describe('9.0 robot upgrade', () => {
  it('answers no version and no files before a save, to the console and to robots alike', async () => {
    expect(await detail()).toEqual({ version: '', files: [] });
    expect(await robotUpgradeList(w.app.database.db)).toEqual({ version: '', files: [] });
  });

  it('saves a version of 1 to 20 characters and refuses 0 and 21, in both languages', async () => {
    expect((await save({ version: 'v' })).body.code).toBe(0);
    expect((await detail()).version).toBe('v');
    expect((await save({ version: '9'.repeat(20) })).body.code).toBe(0);
    expect((await detail()).version).toBe('9'.repeat(20));
    // Trimmed: the spaces around a version are not part of it.
    expect((await save({ version: '  9.0.1  ' })).body.code).toBe(0);
    expect(await detail()).toEqual(SAVED);

    await refused(save({ version: '' }), 'version: The version must be 1 to 20 characters');
    await refused(save({ version: '   ' }, 'zh_CN'), '版本号长度为 1 到 20 个字符');
    await refused(save({ version: '9'.repeat(21) }, 'zh_CN'), '版本号长度为 1 到 20 个字符');
    await refused(save({ version: undefined }), 'version');
  });

  it('wants an MD5 of exactly 32 hexadecimal characters, kept in lower case', async () => {
    const md5 = 'a'.repeat(32);
    await refused(saveFile({ md5: md5.slice(1) }), 'files.0.md5: The MD5 must be 32 hexadecimal characters');
    await refused(saveFile({ md5: `${md5}a` }, 'zh_CN'), 'MD5 必须是 32 位十六进制字符');
    await refused(saveFile({ md5: `${md5.slice(1)}g` }), 'The MD5 must be 32 hexadecimal characters');
    await refused(saveFile({ md5: undefined }), 'The MD5 must be 32 hexadecimal characters');

    expect((await saveFile({ md5: 'ABCDEF0123456789ABCDEF0123456789' })).body.code).toBe(0);
    expect((await detail()).files[0]?.md5).toBe('abcdef0123456789abcdef0123456789');
    expect((await save({})).body.code).toBe(0);
  });

  it('requires the source URL, http or https, and the target path', async () => {
    await refused(saveFile({ sourceUrl: undefined }), 'files.0.sourceUrl: Enter the source URL');
    await refused(saveFile({ sourceUrl: '  ' }, 'zh_CN'), '请输入源地址');
    await refused(saveFile({ sourceUrl: 'ftp://files.example.com/a.dll' }), 'must start with http://');
    await refused(saveFile({ sourceUrl: 'files.example.com/a.dll' }, 'zh_CN'), '源地址须以 http://');
    const base = 'https://files.example.com/';
    await refused(saveFile({ sourceUrl: base + 'a'.repeat(2049 - base.length) }), 'at most 2048 characters');
    expect((await saveFile({ sourceUrl: base + 'a'.repeat(2048 - base.length) })).body.code).toBe(0);
    expect((await save({})).body.code).toBe(0);

    await refused(saveFile({ targetPath: undefined }), 'files.0.targetPath: Enter the target path');
    await refused(saveFile({ targetPath: '' }, 'zh_CN'), '请输入目标路径');
    await refused(
      saveFile({ targetPath: 'a'.repeat(1025) }),
      'The target path must be at most 1024 characters',
    );
    await refused(saveFile({ name: '' }), 'The file name must be 1 to 255 characters');
    await refused(saveFile({ name: 'n'.repeat(256) }), 'The file name must be 1 to 255 characters');
    await refused(saveFile({ size: -1 }), 'The size must be a whole number of bytes, 0 or more');
    await refused(saveFile({ size: 1.5 }, 'zh_CN'), '文件大小必须是不小于 0 的整数');
  });

  it('knows the actions replace, overwrite and execute only', async () => {
    await refused(saveFile({ action: 'delete' }), 'Choose an action: replace, overwrite or execute');
    await refused(saveFile({ action: undefined }, 'zh_CN'), '请选择操作：替换、覆盖或执行');
    for (const action of ['overwrite', 'execute', 'replace'] as const) {
      expect((await saveFile({ action })).body.code).toBe(0);
      expect((await detail()).files[0]?.action).toBe(action);
    }
  });

  it('saves up to 1000 files in their order and refuses 1001; an empty list is saved too', async () => {
    const thousand = Array.from({ length: 1000 }, (_, i) => fileNo(i));
    expect((await save({ files: thousand })).body.code).toBe(0);
    const stored = await detail();
    expect(stored.files).toHaveLength(1000);
    expect(stored.files[999]).toEqual(fileNo(999));
    expect(await robotUpgradeList(w.app.database.db)).toEqual(stored);

    const res = await save({ files: [...thousand, fileNo(1000)] }, 'zh_CN');
    expect(res.body.code).toBe(Code.BAD_REQUEST);
    expect(res.body.msg).toContain('升级文件最多 1000 个');
    expect((await detail()).files).toHaveLength(1000);

    expect((await save({ files: [] })).body.code).toBe(0);
    expect(await detail()).toEqual({ version: '9.0.1', files: [] });
    expect((await save({})).body.code).toBe(0);
  });

  it('gives robots what was saved', async () => {
    const files = [FILE, { ...fileNo(1), action: 'execute' as const, size: 0 }];
    expect((await save({ version: '9.0.2', files })).body.code).toBe(0);
    expect(await robotUpgradeList(w.app.database.db)).toEqual({ version: '9.0.2', files });
    expect((await save({})).body.code).toBe(0);
    expect(await robotUpgradeList(w.app.database.db)).toEqual(SAVED);
  });

  it('is for managers of the whole installation, and every save is in the operation log', async () => {
    const manager = await w.manager.call('POST', '/sys/robotUpgrade/save', { version: '9.9', files: [] });
    expect(manager.body.code).toBe(Code.FORBIDDEN);
    expect((await w.manager.call('POST', '/sys/robotUpgrade/detail')).body.code).toBe(Code.FORBIDDEN);
    expect((await w.user.call('POST', '/sys/robotUpgrade/detail')).body.code).toBe(Code.FORBIDDEN);
    expect(await detail()).toEqual(SAVED);

    const log = await w.admin.call<Page<OplogRow>>('POST', '/sys/oplog/list', {
      module: 'robotUpgrade',
      size: 100,
    });
    const rows = log.body.result.records;
    // Newest first: the manager's refused save, then the admin's last save.
    expect(rows.slice(0, 2).map((r) => [r.result, r.userName])).toEqual([
      ['fail', 'manager'],
      ['success', 'admin'],
    ]);
    expect(rows.some((r) => r.result === 'fail' && r.userName === 'admin')).toBe(true);
    expect(new Set(rows.map((r) => r.module))).toEqual(new Set(['robotUpgrade']));
  });
});
