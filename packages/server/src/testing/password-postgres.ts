import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own that asks for passwords
 * (scram-sha-256), on a free port of 127.0.0.1, for the refusal of a wrong
 * password: a machine's own server often trusts local connections and takes
 * any. Made with the installed server's initdb and pg_ctl (Debian's
 * postgresql package); initdb refuses to run as root, so as root it runs as
 * the `postgres` user the package creates. Starts in about a second.
 */
export interface PasswordPostgres {
  host: string;
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
}

const USER = 'rpa_sync';
const PASSWORD = 'Right#2026';

/** The directory of initdb and pg_ctl: on the PATH, or Debian's newest /usr/lib/postgresql/<version>/bin. */
async function binDir(): Promise<string | null> {
  const onPath = await run('sh', ['-c', 'command -v initdb']).then(
    (r) => r.stdout.trim(),
    () => '',
  );
  if (onPath) return path.dirname(onPath);
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((d) => existsSync(path.join(d, 'initdb')));
  return found ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The server, or why it cannot start here (the tests needing it skip with that reason). */
export async function startPasswordPostgres(): Promise<PasswordPostgres | string> {
  const bin = await binDir();
  if (!bin) return 'no PostgreSQL server programs (initdb, pg_ctl) here: install Debian package postgresql';
  const dir = mkdtempSync(path.join(tmpdir(), 'rpa-pgpw-'));
  const asRoot = process.getuid?.() === 0;
  // As root, initdb and the server run as the package's postgres user, who must own the directory.
  const owner = asRoot
    ? await run('id', ['-u', 'postgres']).then(
        (r) => Number(r.stdout.trim()),
        () => null,
      )
    : null;
  if (asRoot && owner === null) return 'running as root without a postgres user to run the server as';
  if (owner !== null) chownSync(dir, owner, owner);
  const pwfile = path.join(dir, 'pw');
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  if (owner !== null) chownSync(pwfile, owner, owner);
  const as = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    await as('initdb', ['-D', data, '-U', USER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-N']);
    await as('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return `could not start a PostgreSQL server of its own: ${(err as Error).message.split('\n')[0]}`;
  }
  return {
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
