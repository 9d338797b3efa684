import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it arrived: headers and body. */
  raw: string;
}

export interface TestSmtp {
  port: number;
  inbox: ReceivedMail[];
  /** The credentials clients presented with AUTH. */
  auths: Array<{ username: string; password: string }>;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Recipients refused with `550 <address>: no such mailbox`, as a real server answers. */
  refuse?: RegExp;
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package) that
 * keeps what it receives, for tests of the mail the console sends.
 */
export async function startTestSmtp({ refuse }: TestSmtpOptions = {}): Promise<TestSmtp> {
  const inbox: ReceivedMail[] = [];
  const auths: TestSmtp['auths'] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, done) {
      auths.push({ username: auth.username ?? '', password: auth.password ?? '' });
      done(null, { user: auth.username });
    },
    onRcptTo(address, _session, done) {
      if (!refuse?.test(address.address)) return done();
      const err = Object.assign(new Error(`${address.address}: no such mailbox`), { responseCode: 550 });
      done(err);
    },
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
  return { port, inbox, auths, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Mailbox settings (as /sys/mailConf/editMail takes them) that send through `smtp`, without a login. */
export function mailSettingsFor(smtp: TestSmtp) {
  return {
    host: '127.0.0.1',
    port: smtp.port,
    timeout: 5,
    sender: 'robots@example.com',
    username: '',
    password: '',
    ssl: false,
  };
}
