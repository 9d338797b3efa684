import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Envelope, PackageUploadResult, ProcessDetail } from '@rpa/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { examplePackage } from '../modules/processes/example';
import { processes, versions } from '../modules/processes/schema';
import { ensureBuiltInRoles } from '../modules/roles/builtin';
import { users } from '../modules/users/schema';
import type { FileStore } from '../platform/files';
import { seedDemo } from '../seed';
import { DEMO_PASSWORD } from '../seed/identities';
import { createTestApp } from './app';
import { type Caller, signIn } from './client';
import { addUser, departmentIds } from './directory';

export interface ProcessWorld {
  app: FastifyInstance;
  /** The demo developer, a second developer of the same department, the demo owner and a second owner. */
  dev: Caller;
  dev2: Caller;
  owner: Caller;
  owner2: Caller;
  user: Caller;
  manager: Caller;
  userId: Record<string, number>;
  /** The id of the department with `code`; fails the test when there is none. */
  departmentId: (code: string) => number;
  /** Where the test app stores files. */
  filesDir: string;
}

/** The demo accounts plus a second developer (R&D) and a second owner (Operations), all signed in. */
export async function processWorld(
  overrides: Parameters<typeof createTestApp>[0] = {},
): Promise<ProcessWorld> {
  const app = await createTestApp(overrides);
  const db = app.database.db;
  await seedDemo(db);
  const roles = await ensureBuiltInRoles(db);
  const departmentOf = async (account: string) => {
    const [u] = await db.select().from(users).where(eq(users.account, account));
    if (!u) throw new Error(`demo user ${account} missing`);
    return u.departmentId;
  };
  await addUser(db, 'developer2', '周开发', await departmentOf('developer'), [roles[2]]);
  await addUser(db, 'owner2', '吴流程', await departmentOf('owner'), [roles[3]]);
  const all = await db.select({ id: users.id, account: users.account }).from(users);
  const departmentIdByCode = await departmentIds(db);
  const departmentId = (code: string) => {
    const id = departmentIdByCode[code];
    if (id === undefined) throw new Error(`no department has the code ${code}`);
    return id;
  };
  const sign = (a: string) => signIn(app, a, DEMO_PASSWORD);
  return {
    app,
    dev: await sign('developer'),
    dev2: await sign('developer2'),
    owner: await sign('owner'),
    owner2: await sign('owner2'),
    user: await sign('user'),
    manager: await sign('manager'),
    userId: Object.fromEntries(all.map((u) => [u.account, u.id])),
    departmentId,
    filesDir: (app.files as FileStore & { root: string }).root,
  };
}

export const EN = { headers: { lang: 'en_US' } };

/** Uploads a package as `caller` (multipart, field `file`), in English. */
export function uploadPackage(caller: Caller, zip: Buffer, query = '') {
  return caller.upload<PackageUploadResult>(`/process/dev/upload${query}`, 'package.zip', zip, EN);
}

/** Uploads the example package under a name and version; fails the test when refused. */
export async function uploadExample(
  caller: Caller,
  name: string,
  version = '1.0.0',
  query = '',
): Promise<PackageUploadResult> {
  const res = await uploadPackage(caller, await examplePackage({ name, version }), query);
  if (res.body.code !== 0) throw new Error(`upload refused: ${res.body.msg}`);
  return res.body.result;
}

/** Publishes a version as the developer to the demo owner, who approves it; fails the test when either is refused. */
export async function release(w: ProcessWorld, versionId: number): Promise<void> {
  const published = await w.dev.call('POST', '/process/dev/publish', { versionId, ownerId: w.userId.owner });
  if (published.body.code !== 0) throw new Error(`publish refused: ${published.body.msg}`);
  const approved = await w.owner.call('POST', '/process/owner/approve', { versionId });
  if (approved.body.code !== 0) throw new Error(`approval refused: ${approved.body.msg}`);
}

/**
 * Takes a package all the way to the demo user: uploaded by the developer
 * (`as.dev`), its process given `settings`, published to and approved by the
 * demo owner (`as.owner`), who assigns it to the demo user. Answers the
 * process id; fails the test when any step is refused.
 */
export async function publishToUser(
  as: { dev: Caller; owner: Caller },
  zip: Buffer,
  settings: Record<string, unknown> = {},
): Promise<number> {
  const up = await uploadPackage(as.dev, zip);
  expect(up.body.code, up.body.msg).toBe(0);
  const { process: p, version } = up.body.result;
  if (Object.keys(settings).length) {
    const m = await as.dev.call('POST', '/process/dev/modify', { id: p.id, ...settings });
    expect(m.body.code, m.body.msg).toBe(0);
  }
  const ownerId = (
    await as.dev.call<Array<{ id: number; account: string }>>('POST', '/process/dev/owners')
  ).body.result.find((o) => o.account === 'owner')?.id;
  expect(
    (await as.dev.call('POST', '/process/dev/publish', { versionId: version.id, ownerId })).body.code,
  ).toBe(0);
  expect((await as.owner.call('POST', '/process/owner/approve', { versionId: version.id })).body.code).toBe(
    0,
  );
  const assignable = await as.owner.call<Array<{ id: number; account: string }>>(
    'POST',
    '/process/owner/assignable',
  );
  const userId = assignable.body.result.find((u) => u.account === 'user')?.id;
  const a = await as.owner.call<ProcessDetail>('POST', '/process/owner/assign', {
    processId: p.id,
    userIds: [userId],
  });
  expect(a.body.code, a.body.msg).toBe(0);
  return p.id;
}

/** Rows and stored files: what "nothing stored" is checked against. */
export async function storedCounts(app: FastifyInstance, filesDir: string) {
  const db = app.database.db;
  const [p] = await db.select({ n: count() }).from(processes);
  const [v] = await db.select({ n: count() }).from(versions);
  return { processes: p?.n ?? 0, versions: v?.n ?? 0, files: await countFiles(filesDir) };
}

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const d of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (d.isDirectory()) n += await countFiles(path.join(dir, d.name));
    else n += 1;
  }
  return n;
}

/** Result of a call, for assertions on refusals. */
export const refusal = (r: { status: number; body: Envelope<unknown> }) => ({
  status: r.status,
  code: r.body.code,
  msg: r.body.msg,
});
