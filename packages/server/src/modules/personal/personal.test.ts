import { type AdAndData, Code } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { askForAlertMail, signIn } from '../../testing/client';
import { demoPerFile } from '../../testing/suite';
import { sendMessage } from '../messages/service';
import { users } from '../users/schema';

const w = demoPerFile('user');

describe('personal centre, basic settings', () => {
  it("reads and updates one's own name, email and phone", async () => {
    const before = await w.user.call<{ account: string; departmentName: string }>(
      'POST',
      '/sys/personal/info',
    );
    expect(before.body.result).toMatchObject({
      account: 'user',
      departmentName: expect.stringContaining('Finance'),
    });
    const saved = await w.user.call('POST', '/sys/personal/save', {
      realName: '赵小使',
      email: 'zhao@example.com',
      phone: '+86 138-0000-0000',
    });
    expect(saved.body).toMatchObject({ code: 0, result: { realName: '赵小使', email: 'zhao@example.com' } });
  });

  it('refuses an invalid email or phone in both languages and changes nothing', async () => {
    const zh = await w.user.call(
      'POST',
      '/sys/personal/save',
      { realName: '赵小使', email: 'not-an-email', phone: '+86 138-0000-0000' },
      { headers: { lang: 'zh_CN' } },
    );
    expect(zh.body.code).toBe(Code.BAD_REQUEST);
    expect(zh.body.msg).toContain('email: 请输入有效的邮箱地址');
    const en = await w.user.call(
      'POST',
      '/sys/personal/save',
      { realName: '赵小使', email: 'zhao@example.com', phone: '12ab' },
      { headers: { lang: 'en_US' } },
    );
    expect(en.body.msg).toContain('Enter a valid phone number');
    const after = await w.user.call<{ email: string; phone: string }>('POST', '/sys/personal/info');
    expect(after.body.result).toMatchObject({ email: 'zhao@example.com', phone: '+86 138-0000-0000' });
  });

  it('requires both the email and the phone', async () => {
    for (const [body, says] of [
      [{ email: '', phone: '+86 138-0000-0000' }, 'email: Enter a valid email address'],
      [{ email: '   ', phone: '+86 138-0000-0000' }, 'email: Enter a valid email address'],
      [{ phone: '+86 138-0000-0000' }, 'email: Enter a valid email address'],
      [{ email: 'zhao@example.com', phone: '' }, 'phone: Enter a valid phone number'],
      [{ email: 'zhao@example.com' }, 'phone: Enter a valid phone number'],
    ] as const) {
      const res = await w.user.call(
        'POST',
        '/sys/personal/save',
        { realName: '赵小使', ...body },
        { headers: { lang: 'en_US' } },
      );
      expect(res.body.code).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(says);
    }
    const after = await w.user.call<{ email: string; phone: string }>('POST', '/sys/personal/info');
    expect(after.body.result).toMatchObject({ email: 'zhao@example.com', phone: '+86 138-0000-0000' });
  });
});

describe('personal centre, alias', () => {
  it('saves an alias and refuses forbidden characters in both languages', async () => {
    const base = { realName: '赵小使', email: 'zhao@example.com', phone: '+86 138-0000-0000' };
    const saved = await w.user.call('POST', '/sys/personal/save', { ...base, alias: '小赵 Zhao' });
    expect(saved.body.result).toMatchObject({ alias: '小赵 Zhao' });
    for (const [lang, text] of [
      ['zh_CN', '别名不能包含以下字符'],
      ['en_US', 'The alias cannot contain any of'],
    ] as const) {
      const bad = await w.user.call(
        'POST',
        '/sys/personal/save',
        { ...base, alias: 'a<b>' },
        { headers: { lang } },
      );
      expect(bad.body.code).toBe(Code.BAD_REQUEST);
      expect(bad.body.msg).toContain(text);
    }
    const tooLong = await w.user.call('POST', '/sys/personal/save', { ...base, alias: 'x'.repeat(21) });
    expect(tooLong.body.code).toBe(Code.BAD_REQUEST);
    const after = await w.user.call<{ alias: string }>('POST', '/sys/personal/info');
    expect(after.body.result.alias).toBe('小赵 Zhao');
  });
});

describe('personal centre, notification settings', () => {
  it('lists the categories in the caller language', async () => {
    const en = await w.user.call<Array<{ type: string; name: string }>>(
      'POST',
      '/sys/personal/alertType',
      {},
      { headers: { lang: 'en_US' } },
    );
    expect(en.body.result).toContainEqual({ type: 'task', name: 'Tasks' });
    const zh = await w.user.call<Array<{ type: string; name: string }>>(
      'POST',
      '/sys/personal/alertType',
      {},
    );
    expect(zh.body.result).toContainEqual({ type: 'task', name: '任务告警' });
  });

  it('needs an email before mail is turned on, and refuses unknown categories', async () => {
    // Accounts a manager made may have no email yet.
    await w.app.database.db.update(users).set({ email: '' }).where(eq(users.account, 'user'));
    const noEmail = await w.user.call(
      'POST',
      '/sys/personal/alertConf',
      { receiveEmail: true, alertCategories: ['task'] },
      { headers: { lang: 'en_US' } },
    );
    expect(noEmail.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: expect.stringContaining('Enter your email'),
    });
    const unknown = await w.user.call('POST', '/sys/personal/alertConf', {
      receiveEmail: false,
      alertCategories: ['weather'],
    });
    expect(unknown.body.code).toBe(Code.BAD_REQUEST);
    const info = await w.user.call<{ receiveEmail: boolean; alertCategories: string[] }>(
      'POST',
      '/sys/personal/info',
    );
    expect(info.body.result).toMatchObject({ receiveEmail: false, alertCategories: [] });
  });

  it('saves mail and categories, and the licence-exception switch on its own', async () => {
    const saved = await askForAlertMail(w.user, 'zhao@example.com', ['task', 'robot', 'task']);
    expect(saved.body.result).toMatchObject({ receiveEmail: true, alertCategories: ['task', 'robot'] });
    const lic = await w.user.call('POST', '/sys/personal/licExc', { licExc: false });
    expect(lic.body.result).toMatchObject({ licExc: false, receiveEmail: true });
  });

  it('licence alerts skip users who turned licence-exception notices off', async () => {
    const alerts = async () =>
      (await w.user.call<{ count: number }>('GET', '/sys/alert/count')).body.result.count;
    const licenceAlert = () =>
      sendMessage(w.app, {
        userIds: [w.user.login.user.id],
        alertLevel: 'warn',
        alertType: 'licence',
        alertDesc: 'licence expires in 29 days',
      });
    const before = await alerts();
    await w.user.call('POST', '/sys/personal/licExc', { licExc: false });
    await licenceAlert();
    expect(await alerts()).toBe(before);
    await w.user.call('POST', '/sys/personal/licExc', { licExc: true });
    await licenceAlert();
    expect(await alerts()).toBe(before + 1);
  });
});

describe('personal centre, data scope', () => {
  it('lists the departments whose data the caller sees', async () => {
    const own = await w.user.call<AdAndData>('GET', '/sys/personal/adAndData');
    expect(own.body.result.departments.map((d) => d.name)).toEqual([expect.stringContaining('Finance')]);
    const admin = await signIn(w.app, 'admin', DEMO_PASSWORD);
    const all = await admin.call<AdAndData>('GET', '/sys/personal/adAndData');
    expect(all.body.result.departments.length).toBeGreaterThan(1);
  });
});
