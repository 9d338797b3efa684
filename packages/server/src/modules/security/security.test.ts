import { Code } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { changeOwnPassword, encryptPassword, signIn } from '../../testing/client';
import { demoPerFile } from '../../testing/suite';
import { DEFAULT_POLICY, savePolicy } from './policy';

/**
 * admin manages the root department (the whole installation); manager
 * manages Operations only, with every menu of the manager identity.
 */
const w = demoPerFile('admin', 'manager');

const save = (patch: Partial<typeof DEFAULT_POLICY>, lang = 'en_US') =>
  w.admin.call('POST', '/sys/pwdSafe/save', { ...DEFAULT_POLICY, ...patch }, { headers: { lang } });

async function tryChange(account: string, current: string, next: string) {
  return changeOwnPassword(w.app, await signIn(w.app, account, current), current, next);
}

describe('security settings', () => {
  it('reads and saves the policy; the rule call gives the password part to any user', async () => {
    expect((await save({ level: 'high', sessionTimeoutMinutes: 45 })).body.code).toBe(0);
    const detail = await w.admin.call<typeof DEFAULT_POLICY>('POST', '/sys/pwdSafe/detail');
    expect(detail.body.result).toMatchObject({ level: 'high', sessionTimeoutMinutes: 45 });
    const user = await signIn(w.app, 'user', DEMO_PASSWORD);
    const rule = await user.call('POST', '/sys/pwdSafe/complex');
    expect(rule.body.result).toEqual({
      minLength: 8,
      maxLength: 32,
      level: 'high',
      pattern: '',
      patternDesc: { zh_CN: '', en_US: '' },
    });
    // Clients read the session lifetime the security tab set, without a menu of their own.
    const token = await user.call('GET', '/sys/tokenConfig');
    expect(token.body.result).toEqual({ sessionTimeoutMinutes: 45, sliding: true, renewIntervalSeconds: 30 });
    expect((await w.app.inject({ method: 'GET', url: '/api/sys/tokenConfig' })).json().code).toBe(
      Code.SESSION_MISSING,
    );
  });

  it('refuses a session timeout under 10 minutes, bad lengths and a broken pattern, changing nothing', async () => {
    await save({ level: 'medium' });
    for (const patch of [
      { sessionTimeoutMinutes: 9 },
      { minLength: 7 },
      { maxLength: 33 },
      { minLength: 20, maxLength: 10 },
      { pattern: '([', patternDesc: { zh_CN: 'x', en_US: 'x' } },
      { pattern: '^A' },
    ]) {
      const res = await save(patch);
      expect(res.body.code, JSON.stringify(patch)).toBe(Code.BAD_REQUEST);
    }
    const zh = await save({ sessionTimeoutMinutes: 5 }, 'zh_CN');
    expect(zh.body.msg).toContain('sessionTimeoutMinutes');
    const detail = await w.admin.call<typeof DEFAULT_POLICY>('POST', '/sys/pwdSafe/detail');
    expect(detail.body.result.level).toBe('medium');
    expect(detail.body.result.sessionTimeoutMinutes).toBe(30);
  });
});

describe('installation-wide scope and dangerous patterns', () => {
  it('refuses a department manager reading or saving the policy, in both languages, changing nothing', async () => {
    await save({ level: 'medium' });
    const en = await w.manager.call(
      'POST',
      '/sys/pwdSafe/save',
      { ...DEFAULT_POLICY, level: 'low' },
      { headers: { lang: 'en_US' } },
    );
    expect(en.body).toMatchObject({
      code: Code.FORBIDDEN,
      msg: expect.stringContaining('whole installation'),
    });
    const zh = await w.manager.call('POST', '/sys/pwdSafe/detail', {}, { headers: { lang: 'zh_CN' } });
    expect(zh.body).toMatchObject({ code: Code.FORBIDDEN, msg: expect.stringContaining('根部门') });
    const detail = await w.admin.call<typeof DEFAULT_POLICY>('POST', '/sys/pwdSafe/detail');
    expect(detail.body.result.level).toBe('medium');
  });

  it('refuses a department manager changing the shared work calendars', async () => {
    const calendar = { name: 'Ops holidays', days: [{ date: '2030-01-02', workday: false }] };
    const res = await w.manager.call('POST', '/sys/calendar/save', calendar, { headers: { lang: 'en_US' } });
    expect(res.body).toMatchObject({
      code: Code.FORBIDDEN,
      msg: expect.stringContaining('whole installation'),
    });
    const list = await w.admin.call<Array<{ name: string }>>('POST', '/sys/calendar/list');
    expect(list.body.result.map((c) => c.name)).not.toContain('Ops holidays');
    expect((await w.admin.call('POST', '/sys/calendar/save', calendar)).body.code).toBe(0);
  });

  it('refuses a pattern with nested repetition, in both languages, and keeps the previous one', async () => {
    const desc = { zh_CN: '只能是字母 a', en_US: 'Only the letter a' };
    for (const pattern of ['^(a+)+$', '^([a-z]*)*$', '(\\w+\\s?)+$']) {
      const en = await save({ pattern, patternDesc: desc });
      expect(en.body, pattern).toMatchObject({
        code: Code.BAD_REQUEST,
        msg: expect.stringContaining('nests repetitions'),
      });
    }
    const zh = await save({ pattern: '^(a+)+$', patternDesc: desc }, 'zh_CN');
    expect(zh.body.msg).toContain('嵌套的重复');
    const detail = await w.admin.call<typeof DEFAULT_POLICY>('POST', '/sys/pwdSafe/detail');
    expect(detail.body.result.pattern).toBe('');
  });

  it('ignores a dangerous pattern stored before the check, so a password change stays quick', async () => {
    await savePolicy(w.app.database.db, {
      ...DEFAULT_POLICY,
      level: 'low',
      pattern: '^(a+)+$',
      patternDesc: { zh_CN: 'a', en_US: 'a' },
    });
    const started = Date.now();
    const res = await tryChange('newbie', DEMO_PASSWORD, `${'a'.repeat(24)}1!`);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.body.code).toBe(0);
    const rule = await w.admin.call<{ pattern: string }>('POST', '/sys/pwdSafe/complex');
    expect(rule.body.result.pattern).toBe('');
    await save({});
  });
});

describe('password policy levels on change', () => {
  it('low needs 2 classes, medium 3, high 4, and the length 8-32', async () => {
    await save({ level: 'low' });
    expect((await tryChange('developer', DEMO_PASSWORD, 'abcdefg1')).body.code).toBe(0);
    await save({ level: 'medium' });
    const medium = await tryChange('developer', 'abcdefg1', 'abcdefg12');
    expect(medium.body).toMatchObject({ code: Code.BAD_REQUEST, msg: expect.stringContaining('at least 3') });
    expect((await tryChange('developer', 'abcdefg1', 'Abcdefg12')).body.code).toBe(0);
    await save({ level: 'high' });
    const high = await tryChange('developer', 'Abcdefg12', 'Abcdefg123');
    expect(high.body.msg).toContain('at least 4');
    expect((await tryChange('developer', 'Abcdefg12', 'Ab1!')).body.msg).toContain('8 to 32');
    expect((await tryChange('developer', 'Abcdefg12', `Ab1!${'x'.repeat(30)}`)).body.msg).toContain(
      '8 to 32',
    );
    expect((await tryChange('developer', 'Abcdefg12', 'Abcdefg1!')).body.code).toBe(0);
  });

  it('checks the server pattern and shows its description', async () => {
    await save({
      level: 'low',
      pattern: '^[A-Z]',
      patternDesc: { zh_CN: '必须以大写字母开头', en_US: 'Must start with an uppercase letter' },
    });
    const res = await tryChange('owner', DEMO_PASSWORD, 'lower@2026X');
    expect(res.body.msg).toContain('Must start with an uppercase letter');
    expect((await tryChange('owner', DEMO_PASSWORD, 'Upper@2026x')).body.code).toBe(0);
  });

  it("refuses a wrong current password and another user's id", async () => {
    await save({});
    const c = await signIn(w.app, 'user', DEMO_PASSWORD);
    const wrong = await c.call(
      'POST',
      '/sauth/user/modifyPwd',
      {
        id: c.login.user.id,
        oldPassWord: encryptPassword(w.app, 'Nope@2026'),
        newPassWord: encryptPassword(w.app, 'Next@2026x'),
        confirmPassWord: encryptPassword(w.app, 'Next@2026x'),
      },
      { headers: { lang: 'en_US' } },
    );
    expect(wrong.body.msg).toBe('The current password is wrong');
    const other = await c.call('POST', '/sauth/user/modifyPwd', {
      id: 1,
      oldPassWord: encryptPassword(w.app, DEMO_PASSWORD),
      newPassWord: encryptPassword(w.app, 'Next@2026x'),
      confirmPassWord: encryptPassword(w.app, 'Next@2026x'),
    });
    expect(other.body.code).toBe(Code.FORBIDDEN);
  });
});

describe('hand-over login', () => {
  it('opens a web session as the same user once, in the asked identity', async () => {
    const admin = await signIn(w.app, 'admin', DEMO_PASSWORD);
    const h = await admin.call<{ token: string }>('POST', '/oauth/handover');
    expect(h.body).toMatchObject({ code: 0 });
    const ex = await w.app.inject({
      method: 'POST',
      url: '/api/oauth/exchange',
      payload: { token: h.body.result.token, identity: 3 },
    });
    expect(ex.json()).toMatchObject({ code: 0, result: { curIden: 3, user: { userAlias: 'admin' } } });
    const again = await w.app.inject({
      method: 'POST',
      url: '/api/oauth/exchange',
      payload: { token: h.body.result.token },
    });
    expect(again.json().code).toBe(Code.SESSION_INVALID);
  });
});
