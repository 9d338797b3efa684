import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AdAndData,
  type AdSyncReport,
  Code,
  type DepartmentNode,
  LoginCode,
  type OplogRow,
  type Page,
} from '@rpa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../platform/db';
import { createMemoryBus } from '../../platform/events';
import { createDiskStore } from '../../platform/files';
import { DEMO_PASSWORD } from '../../seed/identities';
import { type Caller, changeOwnPassword, login, signIn } from '../../testing/client';
import { createTestDatabase, testMasterKey } from '../../testing/db';
import { LDAP_PEOPLE, noSlapd, startTestLdap, type TestLdap } from '../../testing/ldap';
import { waitFor } from '../../testing/robots';
import { loginFailures } from '../auth/schema';
import { departments } from '../departments/schema';
import { roles } from '../roles/schema';
import { DEFAULT_POLICY, savePolicy } from '../security/policy';
import { userRoles, users } from '../users/schema';
import { nextSyncTime, syncIfDue } from './runs';
import { adSync } from './schema';

/**
 * Two nodes of one installation on one database (each with a database
 * handle of its own, as two server processes have) and a real OpenLDAP.
 * Node A answers the calls; both race the scheduled sync.
 */
let database: Database;
let nodes: [FastifyInstance, FastifyInstance];
let ldap: TestLdap;
let admin: Caller;
const filesDir = mkdtempSync(path.join(tmpdir(), 'rpa-files-'));
const EN = { headers: { lang: 'en_US' } };

beforeAll(async () => {
  if (noSlapd) return;
  ldap = await startTestLdap();
  database = await createTestDatabase({ demo: true });
  const events = createMemoryBus();
  const node = (db: Database['db']) =>
    buildApp({
      config: loadConfig({}),
      database: { ...database, db, close: async () => {} },
      events,
      masterKey: testMasterKey(),
      files: createDiskStore(filesDir),
    });
  nodes = [await node(database.db), await node(new Proxy(database.db, {}))];
  admin = await signIn(nodes[0], 'admin', DEMO_PASSWORD);
  const saved = await admin.call('POST', '/sys/ad', ldap.settings);
  expect(saved.body.code, saved.body.msg).toBe(0);
}, 60_000);
afterAll(async () => {
  for (const n of nodes ?? []) await n.close();
  await database?.close();
  await ldap?.stop();
  rmSync(filesDir, { recursive: true, force: true });
});
beforeEach((ctx) => {
  ctx.skip(!!noSlapd, noSlapd);
});

const db = () => database.db;
const lockFree = async () => (await admin.call<boolean>('GET', '/sys/ad/isLockFree')).body.result;

/** Starts a sync through the API and waits until it has finished; its report. */
async function syncNow(): Promise<AdSyncReport> {
  const started = await admin.call('POST', '/sys/ad/sync', {}, EN);
  expect(started.body.code, started.body.msg).toBe(0);
  await waitFor(lockFree, 30_000, 'the sync to finish');
  const report = await admin.call<{ last: AdSyncReport }>('GET', '/sys/ad/syncReport', undefined, EN);
  return report.body.result.last;
}

const userOf = async (account: string) =>
  (await db().select().from(users).where(eq(users.account, account)))[0];
const departmentName = async (id: number | undefined) =>
  (
    await db()
      .select()
      .from(departments)
      .where(eq(departments.id, id ?? 0))
  )[0]?.name;

describe('a sync', () => {
  it('brings in the units as nested departments and the people as users with the default role', async () => {
    expect(await lockFree()).toBe(true);
    const report = await syncNow();
    expect(report.ok, report.error).toBe(true);
    expect(report.trigger).toBe('manual');
    expect(report.startedBy).toBe('admin');
    expect(report.departments.created.names.sort()).toEqual(['East', 'Engineering', 'Sales', 'example.test']);
    expect(report.users.created.names.sort()).toEqual([
      'Alice Chen (alice)',
      'Bob Wang (bwang)',
      'Carol Li (carol)',
      'Dave Zhou (dave)',
    ]);
    expect(report.users.skipped.items).toEqual([
      { name: 'user', reason: 'The account user belongs to a local user' },
    ]);

    const tree = await admin.call<DepartmentNode[]>('POST', '/sauth/org/tree');
    const find = (nodes: DepartmentNode[], name: string): DepartmentNode | undefined =>
      nodes.flatMap((n) => (n.name === name ? [n] : [find(n.children, name)].filter((x) => !!x)))[0];
    const directory = find(tree.body.result, 'example.test');
    expect(directory?.children.map((c) => c.name).sort()).toEqual(['Engineering', 'Sales']);
    expect(find(directory?.children ?? [], 'Sales')?.children.map((c) => c.name)).toEqual(['East']);

    const carol = await userOf('carol');
    expect(await departmentName(carol?.departmentId)).toBe('East');
    expect(await departmentName((await userOf('dave'))?.departmentId)).toBe('example.test');
    expect(carol).toMatchObject({ realName: 'Carol Li', email: 'carol@example.test', status: 'normal' });
    const held = await db()
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, carol?.id ?? 0));
    expect(held).toEqual([{ name: 'User' }]);
    // The local account the directory also names is left as it was.
    expect(await userOf('user')).toMatchObject({ realName: expect.not.stringContaining('Clash') });
  });

  it('signs a directory user in with the directory password and refuses a wrong one as a failed login', async () => {
    expect((await login(nodes[0], 'alice', LDAP_PEOPLE.alice.password)).code).toBe(0);
    expect((await login(nodes[0], 'bwang', LDAP_PEOPLE.bwang.password)).code).toBe(0);
    expect((await login(nodes[0], 'alice', 'Wrong#2026')).code).toBe(LoginCode.BAD_CREDENTIALS);
    expect((await userOf('alice'))?.failedLogins).toBe(1);
    // No local password was ever set: an empty one is refused too (never an anonymous bind).
    expect((await login(nodes[0], 'alice', '')).code).toBe(LoginCode.BAD_CREDENTIALS);

    const alice = await signIn(nodes[0], 'alice', LDAP_PEOPLE.alice.password);
    const mine = await alice.call<AdAndData>('GET', '/sys/personal/adAndData');
    expect(mine.body.result.ad).toEqual({ dn: LDAP_PEOPLE.alice.dn, domainAccount: 'alice@example.test' });
    const bob = await signIn(nodes[0], 'bwang', LDAP_PEOPLE.bwang.password);
    expect((await bob.call<AdAndData>('GET', '/sys/personal/adAndData')).body.result.ad?.domainAccount).toBe(
      'bwang@example.test',
    );
    expect((await admin.call<AdAndData>('GET', '/sys/personal/adAndData')).body.result.ad).toBeNull();
    // The password is the directory's to change.
    const change = await changeOwnPassword(nodes[0], alice, LDAP_PEOPLE.alice.password, 'Another#2026');
    expect(change.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: "This account's password is kept by the AD domain; change it there",
    });
  });

  it('keeps the captcha and the lockout of the security policy for directory passwords', async () => {
    for (let i = 0; i < DEFAULT_POLICY.captchaAfterFailures; i++) {
      expect((await login(nodes[0], 'dave', `Wrong#${i}`)).code).toBe(LoginCode.BAD_CREDENTIALS);
    }
    expect((await login(nodes[0], 'dave', LDAP_PEOPLE.dave.password)).code).toBe(LoginCode.CAPTCHA_REQUIRED);
    await db().delete(loginFailures).where(eq(loginFailures.account, 'dave'));

    await savePolicy(db(), { ...DEFAULT_POLICY, lockThreshold: 2, captchaAfterFailures: 50 });
    try {
      expect((await login(nodes[0], 'carol', 'Wrong#1')).code).toBe(LoginCode.BAD_CREDENTIALS);
      expect((await login(nodes[0], 'carol', 'Wrong#2')).code).toBe(LoginCode.TEMPORARILY_LOCKED);
      expect((await login(nodes[0], 'carol', LDAP_PEOPLE.carol.password)).code).toBe(
        LoginCode.TEMPORARILY_LOCKED,
      );
    } finally {
      await savePolicy(db(), DEFAULT_POLICY);
      await db().update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.account, 'carol'));
    }
  });

  it('refuses a directory user while the directory cannot be reached, counting no failure', async () => {
    const before = (await userOf('bwang'))?.failedLogins;
    expect(
      (await admin.call('POST', '/sys/ad', { ...ldap.settings, port: ldap.port + 1, password: '' })).body
        .code,
    ).toBe(0);
    try {
      const refused = await login(nodes[0], 'bwang', LDAP_PEOPLE.bwang.password);
      expect(refused.code).toBe(LoginCode.DIRECTORY_UNAVAILABLE);
      expect((await userOf('bwang'))?.failedLogins).toBe(before);
    } finally {
      await admin.call('POST', '/sys/ad', { ...ldap.settings, password: '' });
    }
    expect((await login(nodes[0], 'bwang', LDAP_PEOPLE.bwang.password)).code).toBe(0);
  });

  it('again, after one entry changed and one was deleted, updates exactly that user and locks the other', async () => {
    ldap.modify(`dn: ${LDAP_PEOPLE.alice.dn}
changetype: modify
replace: cn
cn: Alice Chen-Wu
-
replace: mail
mail: alice.wu@example.test

dn: ${LDAP_PEOPLE.dave.dn}
changetype: delete
`);
    const dave = await signIn(nodes[0], 'dave', LDAP_PEOPLE.dave.password).catch(() => null);
    const report = await syncNow();
    expect(report.ok, report.error).toBe(true);
    expect(report.users.created.count).toBe(0);
    expect(report.users.updated.names).toEqual(['Alice Chen-Wu (alice)']);
    expect(report.users.locked.names).toEqual(['Dave Zhou (dave)']);
    expect(report.departments).toEqual({
      created: { count: 0, names: [] },
      updated: { count: 0, names: [] },
    });
    expect(await userOf('alice')).toMatchObject({
      realName: 'Alice Chen-Wu',
      email: 'alice.wu@example.test',
    });
    // Locked, never deleted; the session it held has ended.
    expect(await userOf('dave')).toMatchObject({ status: 'locked' });
    expect((await login(nodes[0], 'dave', LDAP_PEOPLE.dave.password)).code).toBe(LoginCode.ACCOUNT_LOCKED);
    if (dave) expect((await dave.call('POST', '/sys/personal/info')).body.code).not.toBe(0);
  });

  it('unlocks a user whose entry comes back (under a new entry id)', async () => {
    ldap.modify(`dn: ${LDAP_PEOPLE.dave.dn}
changetype: add
objectClass: inetOrgPerson
uid: dave
cn: Dave Zhou
sn: Zhou
mail: ${LDAP_PEOPLE.dave.mail}
`);
    const report = await syncNow();
    expect(report.users.updated.names).toEqual(['Dave Zhou (dave)']);
    expect(report.users.locked.count).toBe(0);
    expect(await userOf('dave')).toMatchObject({ status: 'normal' });
  });
});

describe('the sync lock', () => {
  it('is held while a sync runs, on every node, and a second sync is refused meanwhile', async () => {
    ldap.pause();
    try {
      const started = await admin.call('POST', '/sys/ad/sync', {}, EN);
      expect(started.body.code, started.body.msg).toBe(0);
      expect(await lockFree()).toBe(false);
      const onB = await (await signIn(nodes[1], 'admin', DEMO_PASSWORD)).call<boolean>(
        'GET',
        '/sys/ad/isLockFree',
      );
      expect(onB.body.result).toBe(false);
      const again = await admin.call('POST', '/sys/ad/sync', {}, EN);
      expect(again.body).toMatchObject({
        code: Code.CONFLICT,
        msg: 'A sync is already running; wait for it to finish',
      });
      expect((await admin.call<{ running: boolean }>('GET', '/sys/ad/syncReport')).body.result.running).toBe(
        true,
      );
    } finally {
      ldap.resume();
    }
    await waitFor(lockFree, 30_000, 'the sync to finish');
    const report = await admin.call<{ last: AdSyncReport }>('GET', '/sys/ad/syncReport');
    expect(report.body.result.last.ok).toBe(true);
  });

  it('lets one node of two run the scheduled sync when its time has come, and moves the time on', async () => {
    const now = new Date();
    await db()
      .update(adSync)
      .set({ nextSyncAt: new Date(now.getTime() - 60_000) });
    const runs = await Promise.all([syncIfDue(nodes[0], now), syncIfDue(nodes[1], now)]);
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    expect(runs.find((r) => r)?.trigger).toBe('schedule');
    const [state] = await db().select().from(adSync);
    expect(state?.nextSyncAt).toEqual(nextSyncTime('daily', 'Asia/Shanghai', now));
    // Its time is used: neither node syncs again.
    expect(await Promise.all([syncIfDue(nodes[0], now), syncIfDue(nodes[1], now)])).toEqual([null, null]);

    const log = await admin.call<Page<OplogRow>>(
      'POST',
      '/sys/oplog/list',
      { module: 'adDomain', size: 100 },
      EN,
    );
    const descriptions = log.body.result.records.map((r) => r.description);
    expect(descriptions.filter((d) => d.startsWith('scheduled AD domain sync'))).toHaveLength(1);
    expect(descriptions.filter((d) => d.startsWith('AD domain sync:'))).toHaveLength(4);
    expect(descriptions.filter((d) => d === 'start an AD domain sync')).toHaveLength(5);
    expect(JSON.stringify(log.body.result.records)).not.toContain(ldap.settings.password);
  });

  it('runs daily at 00:00 or weekly on Sunday at 00:00 in the server time zone', () => {
    // Wednesday 4 March 2026, 18:00 in Shanghai.
    const wednesday = new Date('2026-03-04T10:00:00Z');
    expect(nextSyncTime('daily', 'Asia/Shanghai', wednesday).toISOString()).toBe('2026-03-04T16:00:00.000Z');
    expect(nextSyncTime('weekly', 'Asia/Shanghai', wednesday).toISOString()).toBe('2026-03-07T16:00:00.000Z');
    expect(nextSyncTime('weekly', 'UTC', wednesday).toISOString()).toBe('2026-03-08T00:00:00.000Z');
  });

  it('is scheduled by a save and stops when the address is cleared', async () => {
    await admin.call('POST', '/sys/ad', { ...ldap.settings, password: '', frequency: 'weekly' });
    const next = (await admin.call<{ nextSyncAt: string }>('GET', '/sys/ad/syncReport')).body.result
      .nextSyncAt;
    expect(new Date(next).getUTCDay()).toBe(6);
    await admin.call('POST', '/sys/ad', { ...ldap.settings, address: '', password: '' });
    expect(
      (await admin.call<{ nextSyncAt: null }>('GET', '/sys/ad/syncReport')).body.result.nextSyncAt,
    ).toBeNull();
    expect((await admin.call('POST', '/sys/ad/sync', {}, EN)).body.msg).toBe(
      'No AD domain is configured; save its address and account first',
    );
    const stored = await db().execute(sql`select value::text as v from sys_config where key = 'ad.domain'`);
    expect(JSON.stringify(stored)).not.toContain(ldap.settings.password);
  });
});
