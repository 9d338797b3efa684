import type { AddressInfo } from 'node:net';
import { Code } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, encryptPassword, signIn } from '../../testing/client';
import { sendMessage } from '../messages/service';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let app: FastifyInstance;
let admin: Caller;
let user: Caller;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

const settings = () => ({
  host: '127.0.0.1',
  port: smtp.port,
  timeout: 5,
  sender: 'robots@example.com',
  username: '',
  password: '',
  ssl: false,
});

beforeAll(async () => {
  smtp = await startSmtp();
  app = await createTestApp();
  await seedDemo(app.database.db);
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
  user = await signIn(app, 'user', DEMO_PASSWORD);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.inbox.length = 0;
});

describe('mail server settings', () => {
  it('refuses bad settings in both languages and stores nothing', async () => {
    const zh = await admin.call('POST', '/sys/mailConf/editMail', { ...settings(), sender: 'nobody' });
    expect(zh.body.code).toBe(Code.BAD_REQUEST);
    const en = await admin.call(
      'POST',
      '/sys/mailConf/editMail',
      { ...settings(), port: 123456, host: 'h'.repeat(51) },
      { headers: { lang: 'en_US' } },
    );
    expect(en.body.code).toBe(Code.BAD_REQUEST);
    expect(en.body.msg).toMatch(/port|host/i);
    expect((await admin.call('POST', '/sys/mailConf/mailInfo')).body.result).toBeNull();
  });

  it('is for managers of system configuration only', async () => {
    const res = await user.call('POST', '/sys/mailConf/editMail', settings());
    expect(res.body.code).toBe(Code.FORBIDDEN);
  });

  it('saves, never shows the password, and keeps it when the form leaves it empty', async () => {
    await admin.call('POST', '/sys/mailConf/editMail', {
      ...settings(),
      username: 'mailer',
      password: 's3cret',
    });
    const info = await admin.call<{ password: string; hasPassword: boolean; username: string }>(
      'POST',
      '/sys/mailConf/mailInfo',
    );
    expect(info.body.result).toMatchObject({ username: 'mailer', password: '', hasPassword: true });
    await admin.call('POST', '/sys/mailConf/editMail', { ...settings(), username: '', password: '' });
    const again = await admin.call<{ hasPassword: boolean }>('POST', '/sys/mailConf/mailInfo');
    expect(again.body.result.hasPassword).toBe(true);
  });

  it('sends a test mail with the settings on the form', async () => {
    const res = await admin.call(
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
    const res = await admin.call(
      'POST',
      '/sys/mailConf/sendMailTset',
      { ...settings(), port: 1, to: 'ops@example.com' },
      { headers: { lang: 'en_US' } },
    );
    expect(res.body.code).toBe(Code.BAD_REQUEST);
    expect(res.body.msg).toContain('The mail could not be sent');
  });
});

describe('alert mail', () => {
  it('mails an alert of a chosen category to the user, and not one of another category', async () => {
    await admin.call('POST', '/sys/mailConf/editMail', settings());
    await user.call('POST', '/sys/personal/save', {
      realName: '赵小使',
      email: 'zhao@example.com',
      phone: '',
    });
    const conf = await user.call('POST', '/sys/personal/alertConf', {
      receiveEmail: true,
      alertCategories: ['system'],
    });
    expect(conf.body.code).toBe(0);

    const changed = await user.call(
      'POST',
      '/sauth/user/modifyPwd',
      {
        id: user.login.user.id,
        oldPassWord: encryptPassword(app, DEMO_PASSWORD),
        newPassWord: encryptPassword(app, 'Console@2027'),
      },
      { headers: { lang: 'en_US' } },
    );
    expect(changed.body.code).toBe(0);
    await app.mailer.idle();
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]?.to).toEqual(['zhao@example.com']);
    expect(smtp.inbox[0]?.raw).toContain('Subject: Your password was changed');

    // Task alerts were not chosen: inbox only, no mail.
    await sendMessage(app, {
      userIds: [user.login.user.id],
      alertLevel: 'error',
      alertType: 'task',
      alertDesc: 'task failed',
    });
    await app.mailer.idle();
    expect(smtp.inbox).toHaveLength(1);
  });

  it('sends nothing when the user turned mail off', async () => {
    await user.call('POST', '/sys/personal/alertConf', { receiveEmail: false, alertCategories: ['system'] });
    await sendMessage(app, {
      userIds: [user.login.user.id],
      alertLevel: 'info',
      alertType: 'system',
      alertDesc: 'hello',
    });
    await app.mailer.idle();
    expect(smtp.inbox).toHaveLength(0);
  });
});
