import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../../config';
import { query } from './rows';
import * as schema from './schema';

export { schema };

/** The query layer every module uses; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection pool (its use is reported in /metrics); absent on PGlite. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** Applies pending migrations (serialised across nodes on PostgreSQL). */
  migrate(): Promise<void>;
  /** Number of migrations applied. */
  migrationCount(): Promise<number>;
  /**
   * Hears NOTIFY on `channel`, delivered once the notifying transaction
   * commits. On PostgreSQL a connection of its own, opened again when lost;
   * `onGap` then says notifications may have been missed meanwhile.
   * Returns the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** PGlite extensions the migrations create (trigram indexes); every PGlite of this schema loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Any number that all nodes agree on: it names the migration lock. */
const MIGRATION_LOCK_ID = 72_610_001;

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; when absent (and no url), PGlite runs in memory. */
  dataDir?: string | undefined;
  /** In-memory PGlite only: start from this dump of a data directory. */
  template?: Blob | undefined;
  /** PostgreSQL only: most connections the pool opens (default 10). */
  poolSize?: number | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.template);
}

// Also here for the callers that open the database; domains import it from ./rows, which has no schema behind it.
export { query };

async function countMigrations(db: Db): Promise<number> {
  const [exists] = await query<{ t: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!exists?.t) return 0;
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const extensions = PGLITE_EXTENSIONS;
  const client = dataDir
    ? await PGlite.create(dataDir, { extensions })
    : await PGlite.create(template ? { loadDataDir: template, extensions } : { extensions });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // PGlite is one process and one connection: no lock is needed.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    migrationCount: () => countMigrations(db as unknown as Db),
    // One in-process connection: nothing is ever lost, so there is no gap to report.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection closed by the server (restart, failover, admin kill) is
  // dropped from the pool and replaced on next use; unhandled, it would end the process.
  pool.on('error', (err) => {
    console.warn(`database: idle connection lost (${err.message})`);
  });
  // Fail fast on a wrong address instead of at the first request.
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool,
    async migrate() {
      // Several nodes may start at once: one migrates, the others wait and find nothing to do.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    migrationCount: () => countMigrations(db as unknown as Db),
    listen: (channel, onPayload, onGap) => listenPostgres(url, channel, onPayload, onGap),
    close: () => pool.end(),
  };
}

/** Tries again this long after the listening connection was lost or could not open. */
const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection outside the pool (a pooled one would be handed to
 * queries). When the connection ends it is opened again, and `onGap` is
 * called once listening resumed: what was notified in between is not replayed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on('error', () => {});
    c.on('end', () => {
      if (client !== c || stopped) return;
      client = null;
      retry = setTimeout(reopen, RELISTEN_MS);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
  };
  const reopen = (): void => {
    if (stopped) return;
    open().then(onGap, () => {
      retry = setTimeout(reopen, RELISTEN_MS);
    });
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
