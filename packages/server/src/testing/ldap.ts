import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'ldapts';

/** Debian's OpenLDAP server and its offline loader (package slapd), and the clients (package ldap-utils). */
const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const SLAPPASSWD = '/usr/sbin/slappasswd';

function runnable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the directory tests cannot run here, or '' when they can: `npm test`
 * sets RPA_NO_SLAPD to the reason when it could not install slapd
 * (scripts/tools.mjs); run directly, the programs are looked for.
 */
export const noSlapd =
  process.env.RPA_NO_SLAPD ||
  ([SLAPD, SLAPADD, SLAPPASSWD].every(runnable) &&
  spawnSync('ldapmodify', ['-VV'], { stdio: 'ignore' }).error === undefined
    ? ''
    : 'slapd is not installed (apt-get install slapd ldap-utils)');

export const LDAP_BASE = 'dc=example,dc=test';
/** The directory's administrator: the rootdn, bound as admin@example.test (cn=admin under the domain). */
export const LDAP_ADMIN = {
  account: 'admin@example.test',
  dn: `cn=admin,${LDAP_BASE}`,
  password: 'Directory#2026',
};

/** The people seeded, by account: their DN, directory password and what the sync should make of them. */
export const LDAP_PEOPLE = {
  alice: {
    dn: `uid=alice,ou=Sales,${LDAP_BASE}`,
    password: 'Alice#Ldap2026',
    name: 'Alice Chen',
    unit: 'Sales',
    mail: 'alice@example.test',
  },
  carol: {
    dn: `uid=carol,ou=East,ou=Sales,${LDAP_BASE}`,
    password: 'Carol#Ldap2026',
    name: 'Carol Li',
    unit: 'East',
    mail: 'carol@example.test',
  },
  bwang: {
    dn: `cn=Bob Wang,ou=Engineering,${LDAP_BASE}`,
    password: 'Bob#Ldap2026',
    name: 'Bob Wang',
    unit: 'Engineering',
    mail: 'bob@example.test',
  },
  dave: {
    dn: `uid=dave,${LDAP_BASE}`,
    password: 'Dave#Ldap2026',
    name: 'Dave Zhou',
    unit: '',
    mail: 'dave@example.test',
  },
} as const;

/**
 * Active Directory's names for what the tests need of it, on OpenLDAP: a
 * `user` class (with the AD's OIDs) carrying sAMAccountName and
 * userPrincipalName, and `computer` under it (which a sync must leave out).
 */
const AD_SCHEMA = `
attributetype ( 1.2.840.113556.1.4.221 NAME 'sAMAccountName'
  EQUALITY caseIgnoreMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.15 SINGLE-VALUE )
attributetype ( 1.2.840.113556.1.4.656 NAME 'userPrincipalName'
  EQUALITY caseIgnoreMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.15 SINGLE-VALUE )
objectclass ( 1.2.840.113556.1.5.9 NAME 'user' SUP inetOrgPerson STRUCTURAL
  MAY ( sAMAccountName $ userPrincipalName ) )
objectclass ( 1.2.840.113556.1.3.30 NAME 'computer' SUP user STRUCTURAL )
`;

function hashed(password: string): string {
  const out = spawnSync(SLAPPASSWD, ['-s', password], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`slappasswd failed: ${out.stderr}`);
  return out.stdout.trim();
}

/**
 * The seeded tree: Sales with East nested in it, Engineering, people in each
 * and one directly under the base, an AD-style user (sAMAccountName), a
 * computer, and a person whose account `user` a local demo user holds.
 */
function seed(): string {
  const p = LDAP_PEOPLE;
  const person = (dn: string, attrs: string) => `dn: ${dn}\n${attrs.trim()}\n`;
  return [
    person(LDAP_BASE, 'objectClass: dcObject\nobjectClass: organization\no: Example\ndc: example'),
    person(`ou=Sales,${LDAP_BASE}`, 'objectClass: organizationalUnit\nou: Sales'),
    person(`ou=East,ou=Sales,${LDAP_BASE}`, 'objectClass: organizationalUnit\nou: East'),
    person(`ou=Engineering,${LDAP_BASE}`, 'objectClass: organizationalUnit\nou: Engineering'),
    person(
      p.alice.dn,
      `objectClass: inetOrgPerson\nuid: alice\ncn: Alice Chen\nsn: Chen\nmail: ${p.alice.mail}\ntelephoneNumber: +86 10 5555 0001\nuserPassword: ${hashed(p.alice.password)}`,
    ),
    person(
      p.carol.dn,
      `objectClass: inetOrgPerson\nuid: carol\ncn: Carol Li\nsn: Li\nmail: ${p.carol.mail}\nuserPassword: ${hashed(p.carol.password)}`,
    ),
    person(
      p.bwang.dn,
      `objectClass: user\ncn: Bob Wang\nsn: Wang\nsAMAccountName: bwang\nuserPrincipalName: bwang@example.test\ndisplayName: Bob Wang\nmail: ${p.bwang.mail}\nuserPassword: ${hashed(p.bwang.password)}`,
    ),
    person(
      `cn=BUILD01,ou=Engineering,${LDAP_BASE}`,
      'objectClass: computer\ncn: BUILD01\nsn: BUILD01\nsAMAccountName: BUILD01$',
    ),
    person(
      p.dave.dn,
      `objectClass: inetOrgPerson\nuid: dave\ncn: Dave Zhou\nsn: Zhou\nmail: ${p.dave.mail}\nuserPassword: ${hashed(p.dave.password)}`,
    ),
    person(
      `uid=user,ou=Sales,${LDAP_BASE}`,
      'objectClass: inetOrgPerson\nuid: user\ncn: Local Clash\nsn: Clash',
    ),
  ].join('\n');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestLdap {
  /** Settings for /sys/ad that reach this directory as its administrator. */
  settings: {
    address: string;
    port: number;
    targetAddress: string;
    account: string;
    password: string;
    version: 3;
    frequency: 'daily' | 'weekly';
  };
  port: number;
  /** Runs ldapmodify (as the administrator) with an LDIF of changes: add, modify, delete. */
  modify(ldif: string): void;
  /** Stops and resumes the server (SIGSTOP, SIGCONT): requests wait meanwhile. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * A real OpenLDAP server for tests: Debian's slapd as a child process on a
 * free port, with a configuration of its own in a temporary directory (mdb
 * database, suffix dc=example,dc=test, the administrator as rootdn), seeded
 * with slapadd before it starts, and answered when it binds. Nothing of the
 * machine's own slapd (its service or /etc/ldap/slapd.d) is used.
 */
export async function startTestLdap(): Promise<TestLdap> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rpa-ldap-'));
  mkdirSync(path.join(dir, 'db'));
  const schema = (name: string) => `include /etc/ldap/schema/${name}.schema`;
  writeFileSync(path.join(dir, 'ad.schema'), AD_SCHEMA);
  writeFileSync(
    path.join(dir, 'slapd.conf'),
    [
      schema('core'),
      schema('cosine'),
      schema('inetorgperson'),
      `include ${path.join(dir, 'ad.schema')}`,
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${path.join(dir, 'slapd.pid')}`,
      'database mdb',
      `suffix "${LDAP_BASE}"`,
      `rootdn "${LDAP_ADMIN.dn}"`,
      `rootpw ${hashed(LDAP_ADMIN.password)}`,
      `directory ${path.join(dir, 'db')}`,
      'access to attrs=userPassword by anonymous auth by * none',
      'access to * by users read by * none',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'seed.ldif'), seed());
  const conf = path.join(dir, 'slapd.conf');
  const loaded = spawnSync(SLAPADD, ['-f', conf, '-l', path.join(dir, 'seed.ldif')], { encoding: 'utf8' });
  if (loaded.status !== 0) throw new Error(`slapadd failed: ${loaded.stderr}`);

  let child: ChildProcess | null = null;
  let port = 0;
  let output = '';
  // A port found free may be taken before slapd binds it: a few tries.
  for (let attempt = 0; attempt < 5 && !child; attempt++) {
    port = await freePort();
    const started = spawn(SLAPD, ['-f', conf, '-h', `ldap://127.0.0.1:${port}/`, '-d', '0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    started.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    if (await answers(port, started)) child = started;
    else started.kill('SIGKILL');
  }
  if (!child) throw new Error(`slapd did not start: ${output}`);
  const server = child;

  const url = `ldap://127.0.0.1:${port}`;
  return {
    port,
    settings: {
      address: '127.0.0.1',
      port,
      targetAddress: LDAP_BASE,
      account: LDAP_ADMIN.account,
      password: LDAP_ADMIN.password,
      version: 3,
      frequency: 'daily',
    },
    modify(ldif) {
      const out = spawnSync('ldapmodify', ['-x', '-H', url, '-D', LDAP_ADMIN.dn, '-w', LDAP_ADMIN.password], {
        input: ldif,
        encoding: 'utf8',
      });
      if (out.status !== 0) throw new Error(`ldapmodify failed: ${out.stderr}`);
    },
    pause: () => server.kill('SIGSTOP'),
    resume: () => server.kill('SIGCONT'),
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGCONT');
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether slapd on `port` accepts the administrator's bind, polled until it does or the process ends. */
async function answers(port: number, child: ChildProcess): Promise<boolean> {
  const until = Date.now() + 30_000;
  while (Date.now() < until && child.exitCode === null) {
    const client = new Client({ url: `ldap://127.0.0.1:${port}`, connectTimeout: 2000, timeout: 5000 });
    try {
      await client.bind(LDAP_ADMIN.dn, LDAP_ADMIN.password);
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.unbind().catch(() => {});
    }
  }
  return false;
}
