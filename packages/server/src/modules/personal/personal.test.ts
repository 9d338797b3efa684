import { Code } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';

let app: FastifyInstance;
let user: Caller;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database.db);
  user = await signIn(app, 'user', DEMO_PASSWORD);
});
afterAll(() => app.close());

describe('personal centre, basic settings', () => {
  it("reads and updates one's own name, email and phone", async () => {
    const before = await user.call<{ account: string; departmentName: string }>('POST', '/sys/personal/info');
    expect(before.body.result).toMatchObject({
      account: 'user',
      departmentName: expect.stringContaining('Finance'),
    });
    const saved = await user.call('POST', '/sys/personal/save', {
      realName: '赵小使',
      email: 'zhao@example.com',
      phone: '+86 138-0000-0000',
    });
    expect(saved.body).toMatchObject({ code: 0, result: { realName: '赵小使', email: 'zhao@example.com' } });
  });

  it('refuses an invalid email or phone in both languages and changes nothing', async () => {
    const zh = await user.call(
      'POST',
      '/sys/personal/save',
      { realName: '赵小使', email: 'not-an-email', phone: '' },
      { headers: { lang: 'zh_CN' } },
    );
    expect(zh.body.code).toBe(Code.BAD_REQUEST);
    expect(zh.body.msg).toContain('email');
    const en = await user.call(
      'POST',
      '/sys/personal/save',
      { realName: '赵小使', email: '', phone: '12ab' },
      { headers: { lang: 'en_US' } },
    );
    expect(en.body.msg).toContain('Enter a valid phone number');
    const after = await user.call<{ email: string; phone: string }>('POST', '/sys/personal/info');
    expect(after.body.result).toMatchObject({ email: 'zhao@example.com', phone: '+86 138-0000-0000' });
  });
});
