import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MenuEntry, UserMenuResponse } from '@rpa/contracts';
import { and, eq, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../platform/db';
import { createMemoryBus } from '../../platform/events';
import { createDiskStore } from '../../platform/files';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { signIn } from '../../testing/client';
import { createScratchPostgres, testMasterKey } from '../../testing/db';
import { catalogueOffers, rolePermissions, roles } from './schema';

// One installation kept across restarts: a PGlite directory or a scratch PostgreSQL database.
const dir = mkdtempSync(path.join(tmpdir(), 'rpa-offers-'));
let scratch: Awaited<ReturnType<typeof createScratchPostgres>> | undefined;
afterAll(async () => {
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function open(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) scratch ??= await createScratchPostgres(adminUrl);
  const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: path.join(dir, 'db') });
  await database.migrate();
  return database;
}

async function start(): Promise<FastifyInstance> {
  return buildApp({
    config: loadConfig({}),
    database: await open(),
    events: createMemoryBus(),
    masterKey: testMasterKey(),
    files: createDiskStore(path.join(dir, 'files')),
    logger: false,
  });
}

const MACHINE_KEYS = or(eq(rolePermissions.permission, '1307'), like(rolePermissions.permission, '1307:%'));
const flat = (menus: MenuEntry[]): MenuEntry[] => menus.flatMap((m) => [m, ...flat(m.children)]);

async function managerRole(app: FastifyInstance) {
  const [role] = await app.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.name, 'Manager'), eq(roles.identity, 1)));
  return role!;
}

async function machineKeyGrants(app: FastifyInstance): Promise<string[]> {
  const role = await managerRole(app);
  const rows = await app.database.db
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.roleId, role.id), MACHINE_KEYS));
  return rows.map((r) => r.permission).sort();
}

async function seesMachineKeys(app: FastifyInstance): Promise<boolean> {
  const admin = await signIn(app, 'admin', DEMO_PASSWORD);
  const menu = await admin.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', { idenMenuId: 1 });
  return flat(menu.body.result.menuList).some((m) => m.id === 1307);
}

describe('permission migration at start', () => {
  it('grants keys the installation was never offered to the built-in roles, once', async () => {
    // An installation from before the machine keys existed.
    let app = await start();
    await seedDemo(app.database.db);
    const before = await machineKeyGrants(app);
    expect(before).toContain('1307');
    await app.database.db.delete(rolePermissions).where(MACHINE_KEYS);
    await app.database.db
      .delete(catalogueOffers)
      .where(or(eq(catalogueOffers.permission, '1307'), like(catalogueOffers.permission, '1307:%')));
    expect(await seesMachineKeys(app)).toBe(false);
    await app.close();

    // Started again: the new keys reach the built-in role.
    app = await start();
    expect(await machineKeyGrants(app)).toEqual(before);
    expect(await seesMachineKeys(app)).toBe(true);
    const count = (await app.database.db.select().from(rolePermissions)).length;
    await app.close();

    // A third start changes nothing.
    app = await start();
    expect((await app.database.db.select().from(rolePermissions)).length).toBe(count);

    // An administrator takes the machine keys away from the built-in role: they stay away.
    const role = await managerRole(app);
    const kept = (
      await app.database.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role.id))
    )
      .map((r) => r.permission)
      .filter((k) => k !== '1307' && !k.startsWith('1307:'));
    const admin = await signIn(app, 'admin', DEMO_PASSWORD);
    const mod = await admin.call('POST', '/sauth/role/modify', {
      id: role.id,
      name: role.name,
      description: role.description,
      defaultLanding: role.defaultLanding,
      permissions: kept,
    });
    expect(mod.body.code, mod.body.msg).toBe(0);
    expect(await machineKeyGrants(app)).toEqual([]);
    await app.close();

    app = await start();
    expect(await machineKeyGrants(app)).toEqual([]);
    expect(await seesMachineKeys(app)).toBe(false);
    await app.close();
  }, 240_000);
});
