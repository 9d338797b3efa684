import { Code } from '@rpa/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { askForAlertMail, changeOwnPassword } from '../../testing/client';
import { mailSettingsFor, startTestSmtp, type TestSmtp } from '../../testing/smtp';
import { demoPerFile } from '../../testing/suite';
import { type NewMessage, sendMessage } from '../messages/service';

/**
 * admin manages the root department (the whole installation); manager
 * manages Operations only, with every menu of the manager identity.
 */
const w = demoPerFile('admin', 'manager', 'user');
let smtp: TestSmtp;
/** A server the saved settings do not name. */
let other: TestSmtp;

const settings = () => mailSettingsFor(smtp);

beforeAll(async () => {
  smtp = await startTestSmtp();
  other = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await other.close();
});
beforeEach(() => {
  for (const s of [smtp, other]) {
    s.inbox.length = 0;
    s.auths.length = 0;
  }
});

describe('mail server settings', () => {
  it('refuses bad settings in both languages and stores nothing', async () => {
    const zh = await w.admin.call('POST', '/sys/mailConf/editMail', { ...settings(), sender: 'nobody' });
    expect(zh.body.code).toBe(Code.BAD_REQUEST);
    const en = await w.admin.call(
      'POST',
      '/sys/mailConf/editMail',
      { ...settings(), port: 123456, host: 'h'.repeat(51) },
      { headers: { lang: 'en_US' } },
    );
    expect(en.body.code).toBe(Code.BAD_REQUEST);
    expect(en.body.msg).toMatch(/port|host/i);
    expect((await w.admin.call('POST', '/sys/mailConf/mailInfo')).body.result).toBeNull();
  });

  it('is for managers of system configuration only', async () => {
    const res = await w.user.call('POST', '/sys/mailConf/editMail', settings());
    expect(res.body.code).toBe(Code.FORBIDDEN);
  });

  it('saves, never shows the password, and keeps it when the form leaves it empty', async () => {
    await w.admin.call('POST', '/sys/mailConf/editMail', {
      ...settings(),
      username: 'mailer',
      password: 's3cret',
    });
    const info = await w.admin.call<{ password: string; hasPassword: boolean; username: string }>(
      'POST',
      '/sys/mailConf/mailInfo',
    );
    expect(info.body.result).toMatchObject({ username: 'mailer', password: '', hasPassword: true });
    await w.admin.call('POST', '/sys/mailConf/editMail', { ...settings(), username: '', password: '' });
    const again = await w.admin.call<{ hasPassword: boolean }>('POST', '/sys/mailConf/mailInfo');
    expect(again.body.result.hasPassword).toBe(true);
  });

  it('sends a test mail with the settings on the form', async () => {
    const res = await w.admin.call(
      'POST',
      '/sys/mailConf/sendMailTset',
      { ...settings(), to: 'ops@example.com' },
      { headers: { lang: 'en_US' } },
    );
    expect(res.body.code).toBe(0);
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]).toMatchObject({ from: 'robots@example.com', to: ['ops@example.com'] });
    expect(smtp.inbox[0]?.raw).toContain('Subject: RPA console test mail');
  });

  it('reports an unreachable server as a clear error', async () => {
    const res = await w.admin.call(
      'POST',
      '/sys/mailConf/sendMailTset',
      { ...settings(), port: 1, to: 'ops@example.com' },
      { headers: { lang: 'en_US' } },
    );
    expect(res.body.code).toBe(Code.BAD_REQUEST);
    expect(res.body.msg).toContain('The mail could not be sent');
  });
});

describe('the stored password and the scope of the mail settings', () => {
  const saved = () => ({ ...settings(), username: 'mailer', password: 's3cret' });
  const test = (form: Record<string, unknown>, caller = w.admin, lang = 'en_US') =>
    caller.call(
      'POST',
      '/sys/mailConf/sendMailTset',
      { ...form, to: 'ops@example.com' },
      { headers: { lang } },
    );

  it('sends the stored password to no server but the saved one', async () => {
    expect((await w.admin.call('POST', '/sys/mailConf/editMail', saved())).body.code).toBe(0);

    // Another server with the password left empty: refused before any connection.
    const elsewhere = await test({ ...saved(), port: other.port, password: '' });
    expect(elsewhere.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: expect.stringContaining('Enter the password'),
    });
    const zh = await test({ ...saved(), port: other.port, password: '' }, w.admin, 'zh_CN');
    expect(zh.body.msg).toContain('请填写其密码');
    // The saved server with another account: the stored password is not offered either.
    const otherAccount = await test({ ...saved(), username: 'someone', password: '' });
    expect(otherAccount.body.code).toBe(Code.BAD_REQUEST);
    expect(other.auths).toEqual([]);
    expect(smtp.auths).toEqual([]);

    // The saved settings, password left empty: the stored one, to the saved server.
    expect((await test({ ...saved(), password: '' })).body.code).toBe(0);
    expect(smtp.auths).toEqual([{ username: 'mailer', password: 's3cret' }]);

    // Another server with its own password: that password only.
    expect((await test({ ...saved(), port: other.port, password: 'theirs' })).body.code).toBe(0);
    expect(other.auths).toEqual([{ username: 'mailer', password: 'theirs' }]);
    expect(other.inbox).toHaveLength(1);
  });

  it('refuses a department manager reading, saving or testing the settings, in both languages', async () => {
    await w.admin.call('POST', '/sys/mailConf/editMail', saved());
    const read = await w.manager.call('POST', '/sys/mailConf/mailInfo', {}, { headers: { lang: 'en_US' } });
    expect(read.body).toMatchObject({
      code: Code.FORBIDDEN,
      msg: expect.stringContaining('whole installation'),
    });
    const save = await w.manager.call(
      'POST',
      '/sys/mailConf/editMail',
      { ...saved(), host: 'mail.example.com' },
      { headers: { lang: 'zh_CN' } },
    );
    expect(save.body).toMatchObject({ code: Code.FORBIDDEN, msg: expect.stringContaining('根部门') });
    // No connection at all, so no timing tells an open port from a closed one.
    const probe = await test({ ...saved(), port: other.port, password: '' }, w.manager);
    expect(probe.body.code).toBe(Code.FORBIDDEN);
    const withOwn = await test({ ...saved(), port: other.port, password: 'x' }, w.manager);
    expect(withOwn.body.code).toBe(Code.FORBIDDEN);
    expect(other.auths).toEqual([]);
    expect(other.inbox).toEqual([]);
    const info = await w.admin.call<{ host: string }>('POST', '/sys/mailConf/mailInfo');
    expect(info.body.result.host).toBe('127.0.0.1');
  });
});

/** Sends the user an alert and waits until any mail for it has gone out. */
async function alertUser(
  alertLevel: NewMessage['alertLevel'],
  alertType: NewMessage['alertType'],
  alertDesc: string,
) {
  await sendMessage(w.app, { userIds: [w.user.login.user.id], alertLevel, alertType, alertDesc });
  await w.app.mailer.idle();
}

describe('alert mail', () => {
  it('mails an alert of a chosen category to the user, and not one of another category', async () => {
    await w.admin.call('POST', '/sys/mailConf/editMail', settings());
    const conf = await askForAlertMail(w.user, 'zhao@example.com', ['system']);
    expect(conf.body.code).toBe(0);

    const changed = await changeOwnPassword(w.app, w.user, DEMO_PASSWORD, 'Console@2027');
    expect(changed.body.code).toBe(0);
    await w.app.mailer.idle();
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]?.to).toEqual(['zhao@example.com']);
    expect(smtp.inbox[0]?.raw).toContain('Subject: Your password was changed');

    // Task alerts were not chosen: inbox only, no mail.
    await alertUser('error', 'task', 'task failed');
    expect(smtp.inbox).toHaveLength(1);
  });

  it('sends nothing when the user turned mail off', async () => {
    await w.user.call('POST', '/sys/personal/alertConf', {
      receiveEmail: false,
      alertCategories: ['system'],
    });
    await alertUser('info', 'system', 'hello');
    expect(smtp.inbox).toHaveLength(0);
  });
});
