import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type AlertMessage,
  LicenceCode,
  type LicenceConfirmation,
  type LicenceImportResult,
  type LicenceOption,
  type LicenceRequestFile,
  type LicenceRow,
  type LicenceTransferRow,
  type Page,
  type PlatformLicence,
  type UserMenuResponse,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { TEST_LICENCE_PRIVATE_KEY_FILE } from '../../seed/licences';
import { createTestApp } from '../../testing/app';
import { type Caller, encryptPassword, login, signIn } from '../../testing/client';
import { days, testLicence, testPayload } from '../../testing/licences';
import { users } from '../users/schema';
import { issueLicence, parsePublicKey, signedBytes } from './format';
import { machineCode } from './installation';
import { licenceSeats, licences } from './schema';
import { claimSeat, seatsLeft } from './seats';
import { refreshIntegrity } from './store';

let app: FastifyInstance;
let admin: Caller;
const EN = { headers: { lang: 'en_US' } };
const ZH = { headers: { lang: 'zh_CN' } };

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  // Start from no licence at all: the demo ones are tested in the seed test.
  await app.database.db.delete(licences);
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
});
afterAll(() => app.close());

const importText = (text: string, opts = EN) =>
  admin.upload<LicenceImportResult>('/sys/lic/import', 'licence.lic', Buffer.from(text), opts);

async function list(body: Record<string, unknown> = {}) {
  const r = await admin.call<Page<LicenceRow>>('POST', '/sys/lic/list', body);
  expect(r.body.code).toBe(0);
  return r.body.result;
}

const stored = async (licSn: string) =>
  (await app.database.db.select().from(licences).where(eq(licences.licSn, licSn))).length > 0;

describe('import: only a valid licence for this installation is stored', () => {
  it('imports a valid licence and tells the console to refresh', async () => {
    const { payload, text } = await testLicence(app, { number: 3 });
    const r = await importText(text);
    expect(r.body.code).toBe(0);
    expect(r.body.msg).toBe('Licence imported; sign in again or refresh the menu for it to apply');
    expect(r.body.result.licence).toMatchObject({
      licSn: payload.licSn,
      status: 'valid',
      number: 3,
      used: 0,
      remaining: 3,
      expiringSoon: false,
    });
    expect(r.body.result.replaced).toBe(false);
    const zh = await importText(text, ZH);
    expect(zh.body.msg).toBe('许可已导入，请重新登录或刷新菜单后生效');
    expect(zh.body.result.replaced).toBe(true);
  });

  it('refuses a file reusing a serial number for another category', async () => {
    const first = await testLicence(app, { licSn: 'SAME-SN' });
    expect((await importText(first.text)).body.code).toBe(0);
    const other = await testLicence(app, { licSn: 'SAME-SN', category: 'designer', agentType: 'designer' });
    const r = await importText(other.text);
    expect(r.body.code).toBe(409);
    expect(r.body.msg).toBe(
      'The new licence is for designer, but the licence it replaces is for background robot',
    );
    const zh = await importText(other.text, ZH);
    expect(zh.body.msg).toBe('新许可的类别（设计器）与被替换许可的类别（后台机器人）不同');
  });

  it('refuses a tampered licence as invalid, in both languages, and stores nothing', async () => {
    const { payload, text } = await testLicence(app, { number: 2 });
    const tampered = text.replace('"number": 2', '"number": 200');
    expect(tampered).not.toBe(text);
    const en = await importText(tampered);
    expect(en.body.code).toBe(LicenceCode.INVALID);
    expect(en.body.msg).toContain('signature does not verify');
    expect(en.body.msg).toContain('status: invalid');
    const zh = await importText(tampered, ZH);
    expect(zh.body.msg).toContain('状态：无效');
    expect(await stored(payload.licSn)).toBe(false);
  });

  it('refuses a licence signed by a key it does not trust', async () => {
    const other = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const payload = await testPayload(app);
    const r = await importText(issueLicence(payload, other));
    expect(r.body.code).toBe(LicenceCode.INVALID);
    expect(await stored(payload.licSn)).toBe(false);
  });

  it('refuses an expired licence with its status', async () => {
    const { payload, text } = await testLicence(app, { effectiveAt: days(-60), dueAt: days(-1) });
    const en = await importText(text);
    expect(en.body.code).toBe(LicenceCode.EXPIRED);
    expect(en.body.msg).toMatch(/^The licence expired at \d{4}-\d\d-\d\d \d\d:\d\d UTC; status: expired$/);
    expect((await importText(text, ZH)).body.msg).toContain('状态：已过期');
    expect(await stored(payload.licSn)).toBe(false);
  });

  it('refuses a licence not yet effective with its status', async () => {
    const { payload, text } = await testLicence(app, { effectiveAt: days(10), dueAt: days(100) });
    const en = await importText(text);
    expect(en.body.code).toBe(LicenceCode.NOT_EFFECTIVE);
    expect(en.body.msg).toContain('status: not yet effective');
    expect((await importText(text, ZH)).body.msg).toContain('状态：未生效');
    expect(await stored(payload.licSn)).toBe(false);
  });

  it('refuses a licence for another installation, naming this machine code', async () => {
    const { payload, text } = await testLicence(app, { machineCode: 'AAAAAAAA-BBBBBBBB-CCCCCCCC-DDDDDDDD' });
    const en = await importText(text);
    expect(en.body.code).toBe(LicenceCode.MACHINE_CODE_ERROR);
    expect(en.body.msg).toContain(await machineCode(app.database.db));
    expect(en.body.msg).toContain('status: machine code error');
    expect((await importText(text, ZH)).body.msg).toContain('状态：机器码错误');
    expect(await stored(payload.licSn)).toBe(false);
  });

  it('refuses files that are not licences', async () => {
    for (const content of ['not json at all', '{"hello": 1}', '']) {
      const en = await importText(content);
      expect(en.body.code).toBe(LicenceCode.INVALID);
      expect(en.body.msg).toContain('cannot be read');
      expect((await importText(content, ZH)).body.msg).toContain('无法读取许可文件');
    }
    // Signed, but its fields break the format (0 seats).
    const bad = await testPayload(app, { number: 0 });
    const signature = sign(null, signedBytes(bad), readFileSync(TEST_LICENCE_PRIVATE_KEY_FILE, 'utf8'));
    const r = await importText(JSON.stringify({ payload: bad, signature: signature.toString('base64') }));
    expect(r.body.code).toBe(LicenceCode.INVALID);
    expect(r.body.msg).toContain('malformed (number:');
  });

  it('writes each import to the operation log, refused ones as failures', async () => {
    const r = await admin.call<Page<{ module: string; action: string; result: string }>>(
      'POST',
      '/sys/oplog/list',
      { module: 'licences', action: 'import', size: 100 },
    );
    const results = r.body.result.records.map((x) => x.result);
    expect(results).toContain('success');
    expect(results).toContain('fail');
  });
});

describe('the list', () => {
  let expiring: string;
  beforeAll(async () => {
    await app.database.db.delete(licences);
    const a = await testLicence(app, { licSn: 'LIST-BG', number: 4 });
    const b = await testLicence(app, {
      licSn: 'LIST-DES',
      category: 'designer',
      agentType: 'designer',
      number: 1,
    });
    const c = await testLicence(app, { licSn: 'LIST-SOON', dueAt: days(10), type: 'trial' });
    const d = await testLicence(app, { licSn: 'LIST-OLD', category: 'scene', agentType: 'scene' });
    for (const l of [a, b, c, d]) expect((await importText(l.text)).body.code).toBe(0);
    expiring = c.payload.licSn;
    // Time passes for one of them.
    await app.database.db
      .update(licences)
      .set({ effectiveAt: new Date(days(-30)), dueAt: new Date(days(-2)) })
      .where(eq(licences.licSn, 'LIST-OLD'));
  });

  it('filters by status and category, with seats left and the 30-day flag', async () => {
    const all = await list();
    expect(all.total).toBe(4);
    const byStatus = await list({ status: 'expired' });
    expect(byStatus.records.map((r) => r.licSn)).toEqual(['LIST-OLD']);
    const valid = await list({ status: 'valid' });
    expect(valid.records.map((r) => r.licSn).sort()).toEqual(['LIST-BG', 'LIST-DES', 'LIST-SOON']);
    const soon = valid.records.find((r) => r.licSn === expiring);
    expect(soon).toMatchObject({ expiringSoon: true, daysLeft: 10, type: 'trial' });
    expect(valid.records.find((r) => r.licSn === 'LIST-BG')?.expiringSoon).toBe(false);
    expect((await list({ category: 'designer' })).records.map((r) => r.licSn)).toEqual(['LIST-DES']);
    expect((await list({ status: '' })).total).toBe(4);
    expect((await list({ status: 'notEffective' })).total).toBe(0);
    const paged = await list({ page: 2, size: 3 });
    expect(paged.records).toHaveLength(1);
    expect(paged.total).toBe(4);
    const bad = await admin.call('POST', '/sys/lic/list', { status: 'sleeping' }, EN);
    expect(bad.body.code).toBe(400);
  });

  it('counts seats in use against each licence and its category', async () => {
    await claimSeat(app, { robotId: 9001, category: 'background' });
    await claimSeat(app, { robotId: 9002, category: 'background' });
    const bg = (await list({ category: 'background', status: 'valid' })).records;
    expect(bg.reduce((n, l) => n + l.used, 0)).toBe(2);
    // LIST-BG (4 formal) and LIST-SOON (5 trial): 9 seats, 2 used.
    expect(await seatsLeft(app, 'background')).toBe(7);
    expect(bg.find((l) => l.licSn === 'LIST-BG')?.used).toBe(2);
  });

  it('licenceList answers the valid licences with seats left for a robot type', async () => {
    const r = await admin.call<LicenceOption[]>('POST', '/sys/lic/licenceList', { agentType: 'background' });
    expect(r.body.result.map((o) => o.licSn).sort()).toEqual(['LIST-BG', 'LIST-SOON']);
    const scene = await admin.call<LicenceOption[]>('POST', '/sys/lic/licenceList', { agentType: 'scene' });
    expect(scene.body.result).toEqual([]);
  });

  it('raises each licence alert once: due soon, expired', async () => {
    const inbox = async () => {
      const r = await admin.call<Page<AlertMessage>>('POST', '/sys/alert', {
        alertType: 'licence',
        size: 100,
      });
      return r.body.result.records.filter((m) => m.module === 'licences');
    };
    await list();
    await list();
    const alerts = await inbox();
    const texts = alerts.map((m) => m.alertDesc);
    expect(texts.filter((d) => d.includes('LIST-SOON'))).toHaveLength(1);
    expect(texts.filter((d) => d.includes('LIST-OLD'))).toHaveLength(1);
    expect(texts.find((d) => d.includes('LIST-OLD'))).toMatch(/已过期|has expired/);
    expect(alerts.find((m) => m.alertDesc.includes('LIST-SOON'))?.alertLevel).toBe('warn');
  });

  it('raises "used up" once when the last seat of a licence is taken', async () => {
    await claimSeat(app, { robotId: 9101, category: 'designer' }, 'en_US');
    await claimSeat(app, { robotId: 9101, category: 'designer' }, 'en_US');
    const r = await admin.call<Page<AlertMessage>>('POST', '/sys/alert', { alertType: 'licence', size: 100 });
    const usedUp = r.body.result.records.filter((m) => m.alertDesc.includes('LIST-DES'));
    expect(usedUp.map((m) => m.alertDesc)).toEqual(['All 1 seats of licence LIST-DES (designer) are in use']);
  });
});

describe('customer name and the request file', () => {
  it('edits the customer name shown, within 1-100 characters', async () => {
    const { payload, text } = await testLicence(app, { custName: 'Vendor Name' });
    await importText(text);
    const r = await admin.call<LicenceRow>('POST', '/sys/lic/updateCustName', {
      licSn: payload.licSn,
      custName: '  Acme Ltd ',
    });
    expect(r.body.result.custName).toBe('Acme Ltd');
    const tooLong = await admin.call(
      'POST',
      '/sys/lic/updateCustName',
      { licSn: payload.licSn, custName: 'x'.repeat(101) },
      EN,
    );
    expect(tooLong.body.msg).toContain('The customer name must be 1 to 100 characters');
    const zh = await admin.call(
      'POST',
      '/sys/lic/updateCustName',
      { licSn: payload.licSn, custName: '' },
      ZH,
    );
    expect(zh.body.msg).toContain('客户名称长度应为 1-100 个字符');
    const missing = await admin.call('POST', '/sys/lic/updateCustName', { licSn: 'NOPE', custName: 'A' }, EN);
    expect(missing.body.msg).toBe('No such licence');
  });

  it('apply downloads a request file carrying this installation machine code', async () => {
    const r = await admin.download('POST', '/sys/lic/apply', { custName: 'Acme Ltd' });
    expect(r.status).toBe(200);
    expect(r.type).toContain('application/json');
    const file = JSON.parse(r.raw.toString('utf8')) as LicenceRequestFile;
    expect(file).toMatchObject({
      kind: 'rpa-licence-request',
      version: 1,
      machineCode: await machineCode(app.database.db),
      custName: 'Acme Ltd',
    });
    expect(file.machineCode).toMatch(/^[0-9A-F]{8}(-[0-9A-F]{8}){3}$/);
    // The machine code is the installation's: a second app on another database has another.
    const other = await createTestApp();
    expect(await machineCode(other.database.db)).not.toBe(file.machineCode);
    await other.close();
  });
});

describe('deleting needs the login password, confirmed once', () => {
  let licSn: string;
  beforeAll(async () => {
    const l = await testLicence(app);
    licSn = l.payload.licSn;
    await importText(l.text);
    await claimSeat(app, { robotId: 9201, category: 'background', licSn });
  });

  const check = (password: string, userName = 'admin', opts = EN) =>
    admin.call<LicenceConfirmation>(
      'POST',
      '/sys/lic/checkUser',
      { userName, passWord: encryptPassword(app, password) },
      opts,
    );

  it('refuses a delete without a confirmation', async () => {
    const r = await admin.call('POST', '/sys/lic/del', { licSn }, EN);
    expect(r.body.code).toBe(LicenceCode.CONFIRMATION_REQUIRED);
    expect(r.body.msg).toContain('Confirm with your sign-in password');
    const zh = await admin.call('POST', '/sys/lic/del', { licSn, confirmToken: 'made-up' }, ZH);
    expect(zh.body.msg).toContain('删除许可前请先输入登录密码确认');
    expect(await stored(licSn)).toBe(true);
  });

  it('refuses a wrong password and another account', async () => {
    const wrong = await check('Wrong@2026');
    expect(wrong.body.code).toBe(400);
    expect(wrong.body.msg).toBe('The sign-in password is wrong');
    expect((await check('Wrong@2026', 'admin', ZH)).body.msg).toBe('登录密码不正确');
    const other = await check(DEMO_PASSWORD, 'manager');
    expect(other.body.msg).toBe('Enter the account you are signed in with');
    // A right password afterwards resets the failures.
    expect((await check(DEMO_PASSWORD)).body.code).toBe(0);
  });

  it('deletes with a fresh confirmation, which works only once and only for its user', async () => {
    const ok = await check(DEMO_PASSWORD);
    const { confirmToken, expiresInSeconds } = ok.body.result;
    expect(expiresInSeconds).toBe(120);
    const manager = await signIn(app, 'manager', DEMO_PASSWORD);
    const stolen = await manager.call('POST', '/sys/lic/del', { licSn, confirmToken }, EN);
    expect(stolen.body.code).toBe(LicenceCode.CONFIRMATION_REQUIRED);

    const del = await admin.call<{ licSn: string; releasedSeats: number }>('POST', '/sys/lic/del', {
      licSn,
      confirmToken,
    });
    expect(del.body.result).toEqual({ licSn, releasedSeats: 1 });
    expect(await stored(licSn)).toBe(false);

    const l = await testLicence(app);
    await importText(l.text);
    const again = await admin.call('POST', '/sys/lic/del', { licSn: l.payload.licSn, confirmToken });
    expect(again.body.code).toBe(LicenceCode.CONFIRMATION_REQUIRED);
    expect(await stored(l.payload.licSn)).toBe(true);
  });

  it("counts a wrong password in the account's sign-in failures, which a right one clears", async () => {
    const failures = async () => {
      const [row] = await app.database.db
        .select({ n: users.failedLogins })
        .from(users)
        .where(eq(users.account, 'admin'));
      return row?.n;
    };
    expect(await failures()).toBe(0);
    await check('Wrong@2026');
    await check('Wrong@2026');
    // The counter the sign-in lockout reads.
    expect(await failures()).toBe(2);
    expect((await check(DEMO_PASSWORD)).body.code).toBe(0);
    expect(await failures()).toBe(0);
  });

  it('locks the confirmation after repeated wrong passwords, as sign-in does', async () => {
    const u = await signIn(app, 'manager', DEMO_PASSWORD);
    let last = '';
    for (let i = 0; i < 6; i++) {
      const r = await u.call(
        'POST',
        '/sys/lic/checkUser',
        { userName: 'manager', passWord: encryptPassword(app, 'Nope@2026') },
        EN,
      );
      last = r.body.msg;
    }
    expect(last).toMatch(/locked|try again/i);
    const right = await u.call(
      'POST',
      '/sys/lic/checkUser',
      { userName: 'manager', passWord: encryptPassword(app, DEMO_PASSWORD) },
      EN,
    );
    expect(right.body.code).not.toBe(0);
  });
});

describe('importing a licence that replaces another moves its seats', () => {
  it('moves what fits, records each transfer, and reports the rest as failed', async () => {
    const old = await testLicence(app, { category: 'scene', agentType: 'scene', number: 3 });
    await importText(old.text);
    for (const robotId of [9301, 9302, 9303]) {
      await claimSeat(app, { robotId, category: 'scene', licSn: old.payload.licSn });
    }
    const wrongKind = await testLicence(app, { category: 'designer', agentType: 'designer' });
    const mismatch = await admin.upload(
      `/sys/lic/freeAndImport?licSn=${old.payload.licSn}`,
      'new.lic',
      Buffer.from(wrongKind.text),
      EN,
    );
    expect(mismatch.body.code).toBe(409);
    expect(mismatch.body.msg).toContain('for designer, but the licence it replaces is for scene robot');

    const fresh = await testLicence(app, { category: 'scene', agentType: 'scene', number: 2 });
    const r = await admin.upload<LicenceImportResult>(
      `/sys/lic/freeAndImport?licSn=${old.payload.licSn}`,
      'new.lic',
      Buffer.from(fresh.text),
      EN,
    );
    expect(r.body.code).toBe(0);
    expect(r.body.result).toMatchObject({ moved: 2, failed: 1 });
    expect(r.body.msg).toContain('none is available');
    expect(r.body.result.licence).toMatchObject({ licSn: fresh.payload.licSn, used: 2, remaining: 0 });

    const records = await admin.call<Page<LicenceTransferRow>>('POST', '/sys/lic/transferList', {
      licSn: old.payload.licSn,
    });
    expect(records.body.result.total).toBe(3);
    expect(records.body.result.records.map((x) => x.result).sort()).toEqual(['failed', 'success', 'success']);
    for (const x of records.body.result.records) expect(x.reason).toBe('manual');
    const failed = await admin.call<Page<LicenceTransferRow>>('POST', '/sys/lic/transferList', {
      result: 'failed',
    });
    expect(failed.body.result.records.some((x) => x.robotId === 9303)).toBe(true);

    const missing = await admin.upload(
      '/sys/lic/freeAndImport?licSn=NOPE',
      'new.lic',
      Buffer.from(fresh.text),
      EN,
    );
    expect(missing.body.msg).toBe('No such licence');
  });
});

describe('the platform licence summary and the menu', () => {
  it('says so when no licence is valid, and hides the bell', async () => {
    const bare = await createTestApp();
    await seedDemo(bare.database.db);
    await bare.database.db.delete(licences);
    const user = await signIn(bare, 'user', DEMO_PASSWORD);
    const r = await user.call<PlatformLicence>('POST', '/sysconfapi/platformLicense', {}, EN);
    expect(r.body.result).toMatchObject({ licenseType: null, hasValidLicence: false, showBell: false });
    expect(r.body.result.notice).toBe(
      'The platform has no server licence; ask the administrator to import one',
    );
    const zh = await user.call<PlatformLicence>('POST', '/sysconfapi/platformLicense', {}, ZH);
    expect(zh.body.result.notice).toBe('平台没有可用的服务器许可，请联系管理员导入许可');
    const menu = await user.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', {});
    expect(menu.body.result.licenseType).toBeNull();

    // A trial licence alone makes the platform a trial one.
    const admin2 = await signIn(bare, 'admin', DEMO_PASSWORD);
    const trial = await testLicence(bare, { type: 'trial', dueAt: days(20), number: 3 });
    await admin2.upload('/sys/lic/import', 't.lic', Buffer.from(trial.text));
    const after = await user.call<PlatformLicence>('POST', '/sysconfapi/platformLicense', {});
    expect(after.body.result).toMatchObject({
      licenseType: 'trial',
      hasValidLicence: true,
      showBell: true,
      notice: '',
    });
    expect(after.body.result.expiring).toEqual([
      { licSn: trial.payload.licSn, category: 'background', dueAt: trial.payload.dueAt, daysLeft: 20 },
    ]);
    expect(after.body.result.categories.find((c) => c.category === 'background')).toEqual({
      category: 'background',
      total: 3,
      used: 0,
      left: 3,
    });
    expect(
      (await user.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', {})).body.result.licenseType,
    ).toBe('trial');
    await bare.close();
  });

  it('sums seats per category over valid licences only, formal winning over trial', async () => {
    const r = await admin.call<PlatformLicence>('POST', '/sysconfapi/platformLicense', {});
    const s = r.body.result;
    expect(s.licenseType).toBe('formal');
    const rows = (await list({ status: 'valid', size: 100 })).records;
    for (const c of s.categories) {
      const of = rows.filter((l) => l.category === c.category);
      expect(c.total).toBe(of.reduce((n, l) => n + l.number, 0));
      expect(c.used).toBe(of.reduce((n, l) => n + l.used, 0));
      expect(c.left).toBe(c.total - c.used);
    }
    expect(s.machineCode).toBe(await machineCode(app.database.db));
  });
});

describe('designer and assistant sign-ins take a seat', () => {
  let bare: FastifyInstance;
  let boss: Caller;
  beforeAll(async () => {
    bare = await createTestApp();
    await seedDemo(bare.database.db);
    await bare.database.db.delete(licences);
    boss = await signIn(bare, 'admin', DEMO_PASSWORD);
  });
  afterAll(() => bare.close());

  const designer = (account: string, lang = 'en_US') =>
    bare.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { lang },
      payload: { username: account, password: encryptPassword(bare, DEMO_PASSWORD), clientType: 'designer' },
    });

  it('refuses the designer when no designer seat is left, with the quit message', async () => {
    const none = await designer('developer');
    expect(none.json()).toMatchObject({
      code: LicenceCode.NONE_AVAILABLE,
      msg: 'No designer licence is available; the client will quit',
    });
    expect((await designer('developer', 'zh_CN')).json().msg).toBe('没有可用的设计器许可，即将退出');

    const one = await testLicence(bare, { category: 'designer', agentType: 'designer', number: 1 });
    await boss.upload('/sys/lic/import', 'd.lic', Buffer.from(one.text));
    const first = await designer('developer');
    expect(first.json().code).toBe(0);
    // The same user again keeps the seat.
    const again = await designer('developer');
    expect(again.json().code).toBe(0);
    // admin holds the developer identity too, but the only seat is taken.
    expect((await designer('admin')).json().code).toBe(LicenceCode.NONE_AVAILABLE);
    // A user without the developer identity cannot use the designer at all.
    expect((await designer('user')).json().code).toBe(1008);

    // Signing out of the designer frees the seat for the next one (once the claim's grace minute is over).
    await bare.inject({ method: 'GET', url: `/api/oauth/logout?access_token=${first.json().result.token}` });
    await bare.inject({ method: 'GET', url: `/api/oauth/logout?access_token=${again.json().result.token}` });
    await bare.database.db.update(licenceSeats).set({ claimedAt: new Date(Date.now() - 120_000) });
    expect((await designer('admin')).json().code).toBe(0);
  });

  it('gives the assistant a foreground seat; the web console needs none', async () => {
    const web = await login(bare, 'user', DEMO_PASSWORD);
    expect(web.code).toBe(0);
    const assistant = await login(bare, 'user', DEMO_PASSWORD, { clientType: 'assistant' });
    expect(assistant.code).toBe(LicenceCode.NONE_AVAILABLE);
    const fg = await testLicence(bare, { category: 'foreground', agentType: 'foreground', number: 2 });
    await boss.upload('/sys/lic/import', 'f.lic', Buffer.from(fg.text));
    expect((await login(bare, 'user', DEMO_PASSWORD, { clientType: 'assistant' })).code).toBe(0);
    expect(await seatsLeft(bare, 'foreground')).toBe(1);
  });

  it('refuses a user without the studio or assistant licence flag, seats left or not', async () => {
    const db = bare.database.db;
    await db.update(users).set({ studioLicence: false }).where(eq(users.account, 'admin'));
    await db.update(users).set({ assistantLicence: false }).where(eq(users.account, 'user'));
    const before = await db.select().from(licenceSeats);
    expect(await seatsLeft(bare, 'foreground')).toBeGreaterThan(0);
    expect((await designer('admin')).json()).toMatchObject({
      code: LicenceCode.NONE_AVAILABLE,
      msg: 'No designer licence is available; the client will quit',
    });
    expect((await designer('admin', 'zh_CN')).json().msg).toBe('没有可用的设计器许可，即将退出');
    const assistant = await login(bare, 'owner', DEMO_PASSWORD, { clientType: 'assistant' });
    expect(assistant).toMatchObject({ code: LicenceCode.NONE_AVAILABLE });
    expect((await login(bare, 'user', DEMO_PASSWORD, { clientType: 'assistant' })).code).toBe(
      LicenceCode.NONE_AVAILABLE,
    );
    // No seat was taken by the refused sign-ins.
    expect((await db.select().from(licenceSeats)).length).toBe(before.length);
    await db.update(users).set({ assistantLicence: true }).where(eq(users.account, 'user'));
    expect((await login(bare, 'user', DEMO_PASSWORD, { clientType: 'assistant' })).code).toBe(0);
  });
});

describe('demo licences and trusted keys', () => {
  it('seeds valid demo licences for this installation: 5 background, 2 foreground, 2 designer', async () => {
    const demo = await createTestApp();
    await seedDemo(demo.database.db);
    const boss = await signIn(demo, 'admin', DEMO_PASSWORD);
    const r = await boss.call<PlatformLicence>('POST', '/sysconfapi/platformLicense', {});
    expect(r.body.result.licenseType).toBe('formal');
    const seats = Object.fromEntries(r.body.result.categories.map((c) => [c.category, c.total]));
    expect(seats).toEqual({ background: 5, foreground: 2, designer: 2, scene: 0 });

    // Checked again at start: a withdrawn key makes its licences invalid, a restored one valid.
    const code = await machineCode(demo.database.db);
    await refreshIntegrity(demo.database.db, [generateKeyPairSync('ed25519').publicKey], code);
    const rows = await boss.call<Page<LicenceRow>>('POST', '/sys/lic/list', {});
    expect(rows.body.result.records.map((l) => l.status)).toEqual(['invalid', 'invalid', 'invalid']);
    await refreshIntegrity(demo.database.db, demo.config.licencePublicKeys.map(parsePublicKey), code);
    const again = await boss.call<Page<LicenceRow>>('POST', '/sys/lic/list', { status: 'valid' });
    expect(again.body.result.total).toBe(3);
    await demo.close();
  });
});
