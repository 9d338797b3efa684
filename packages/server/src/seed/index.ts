import { eq } from 'drizzle-orm';
import { seedDemoFiles } from '../modules/files/demo';
import { seedDemoTaskData } from '../modules/task-data/demo';
import { seedDemoVariables } from '../modules/variables/demo';
import type { Sealer } from '../platform/crypto';
import type { Db } from '../platform/db';
import { sysConfig } from '../platform/db/schema';
import type { FileStore } from '../platform/files';
// Built-in roles are granted the catalogue's keys: the domains' list declares their menus to it.
import '../modules/index';
import { seedRunHistory } from './history';
import { demoDepartmentId, seedIdentities } from './identities';
import { seedLicences } from './licences';
import { seedMachineKeys } from './machine-keys';
import { seedMessages } from './messages';
import { seedProcesses } from './processes';

export interface SeedContext {
  /** Where demo packages are stored; seeders that store files skip without it. */
  files?: FileStore;
  /** Also weeks of finished runs for the dashboards (the demo start; tests that count runs leave it out). */
  runHistory?: boolean;
  /** Seals secrets as the running server does; seeders that store secrets skip without it. */
  sealer?: Sealer;
}

/**
 * Demo data, seeded only when the server starts in demo mode (`npm start`)
 * and only into a database that has never been seeded. Each domain adds a
 * seeder to SEEDERS; they run in order inside one transaction, so a crash
 * half-way leaves the database unseeded and the next start tries again.
 */
export type Seeder = (tx: Db, ctx: SeedContext) => Promise<void>;

const SEEDERS: Array<{ name: string; run: Seeder }> = [
  { name: 'identities', run: seedIdentities },
  { name: 'licences', run: seedLicences },
  { name: 'machineKeys', run: seedMachineKeys },
  { name: 'messages', run: seedMessages },
  { name: 'processes', run: seedProcesses },
  {
    name: 'variables',
    run: async (tx, ctx) => {
      const finance = await demoDepartmentId(tx, 'finance');
      if (finance && ctx.sealer) await seedDemoVariables(tx, ctx.sealer, finance);
    },
  },
  {
    name: 'taskData',
    run: async (tx) => {
      const finance = await demoDepartmentId(tx, 'finance');
      if (finance) await seedDemoTaskData(tx, finance);
    },
  },
  {
    name: 'files',
    run: async (tx, ctx) => {
      if (ctx.files) await seedDemoFiles(tx, ctx.files);
    },
  },
  { name: 'history', run: seedRunHistory },
];

const MARKER = 'demo.seededAt';

export async function seedDemo(
  db: Db,
  ctx: SeedContext = {},
): Promise<{ seeded: boolean; seeders: string[] }> {
  const done = await db.select().from(sysConfig).where(eq(sysConfig.key, MARKER));
  if (done.length > 0) return { seeded: false, seeders: [] };
  await db.transaction(async (tx) => {
    for (const s of SEEDERS) await s.run(tx as unknown as Db, ctx);
    await tx.insert(sysConfig).values({ key: MARKER, value: new Date().toISOString() });
  });
  return { seeded: true, seeders: SEEDERS.map((s) => s.name) };
}
