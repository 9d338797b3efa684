import { type DataSyncSettings, parseDataSyncUrl } from '@rpa/contracts';
import pg from 'pg';
import { SYNCED_TABLES, type SyncedTable, targetDdl } from './tables';

/** How long a connection attempt may take before the target counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
/** How long one statement on the target may take (a stalled target fails the batch, which is retried). */
const QUERY_TIMEOUT_MS = 60_000;

/** Rows as the source answers them: JSON text of an array of objects named like the target's columns. */
export type RowsJson = string;
/** Keys of rows, as `{k1, k2}` objects (k2 0 for a one-part key). */
export interface RowKey {
  k1: number;
  k2: number;
}

/** The target's connection settings: the URL's parts and the user; the password as given. */
function clientConfig(s: DataSyncSettings): pg.ClientConfig {
  const parts = parseDataSyncUrl(s.url);
  if (!parts) throw new Error(`not a database URL: ${s.url}`);
  return {
    host: parts.host,
    port: parts.port,
    database: parts.database,
    user: s.user,
    password: s.password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    application_name: 'rpa-console-sync',
  };
}

/**
 * One connection to the target. A connection that failed is `broken` and
 * never used again: the worker opens a new one for its next attempt.
 */
export class Target {
  broken = false;
  private constructor(private readonly client: pg.Client) {}

  static async open(s: DataSyncSettings): Promise<Target> {
    const client = new pg.Client(clientConfig(s));
    const target = new Target(client);
    // A connection dropped while idle is reported here; unheard, it would end the process.
    client.on('error', () => {
      target.broken = true;
    });
    client.on('end', () => {
      target.broken = true;
    });
    try {
      await client.connect();
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    return target;
  }

  async close(): Promise<void> {
    this.broken = true;
    await this.client.end().catch(() => {});
  }

  async serverVersion(): Promise<string> {
    const res = await this.client.query<{ v: string }>('select current_setting($1) as v', ['server_version']);
    return res.rows[0]?.v ?? '';
  }

  /** Creates the target's tables that are missing. */
  async ensureTables(): Promise<void> {
    for (const t of SYNCED_TABLES) await this.client.query(targetDdl(t));
  }

  /** Runs `work` in one transaction on the target: all of it lands, or none. */
  async transaction(work: (tx: TargetTx) => Promise<void>): Promise<void> {
    await this.client.query('begin');
    try {
      await work(new TargetTx(this.client));
      await this.client.query('commit');
    } catch (err) {
      await this.client.query('rollback').catch(() => {});
      throw err;
    }
  }
}

const quoted = (cols: readonly string[]) => cols.map((c) => `"${c}"`).join(', ');

/** `t."a" = k.k1 AND t."b" = k.k2`: a target row matched to a key of jsonb_to_recordset. */
function keyMatch(t: SyncedTable): string {
  return t.key.map((c, i) => `t."${c}" = k.k${i + 1}`).join(' AND ');
}

/** The statements of one target transaction. */
export class TargetTx {
  constructor(private readonly client: pg.Client) {}

  /** Inserts the rows, or overwrites the row with the same key: applying twice changes nothing. */
  async upsert(t: SyncedTable, rows: RowsJson): Promise<void> {
    const cols = t.columns.map(([c]) => c);
    const set = cols.filter((c) => !t.key.includes(c)).map((c) => `"${c}" = EXCLUDED."${c}"`);
    await this.client.query(
      `INSERT INTO "${t.target}" (${quoted(cols)})
       SELECT ${quoted(cols)} FROM jsonb_populate_recordset(NULL::"${t.target}", $1::jsonb)
       ON CONFLICT (${quoted(t.key)}) DO UPDATE SET ${set.join(', ')}`,
      [rows],
    );
  }

  /** Deletes the rows with these keys (those not there are no matter). */
  async deleteKeys(t: SyncedTable, keys: RowKey[]): Promise<void> {
    if (!keys.length) return;
    await this.client.query(
      `DELETE FROM "${t.target}" t USING jsonb_to_recordset($1::jsonb) AS k(k1 bigint, k2 bigint) WHERE ${keyMatch(t)}`,
      [JSON.stringify(keys)],
    );
  }

  /**
   * Deletes the rows with a key after `after` (every row when null) and up to
   * `upTo` (no bound when null) that are not among `kept`: rows gone from the
   * source before the copy read their range.
   */
  async deleteRangeExcept(t: SyncedTable, after: number[] | null, upTo: number[] | null, kept: RowKey[]) {
    const keyRow = `(${t.key.map((c) => `t."${c}"`).join(', ')})`;
    const params: unknown[] = [JSON.stringify(kept)];
    const bound = (values: number[]) =>
      `(${values
        .map((v) => {
          params.push(v);
          return `$${params.length}::bigint`;
        })
        .join(', ')})`;
    const where = [
      `NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS k(k1 bigint, k2 bigint) WHERE ${keyMatch(t)})`,
    ];
    if (after) where.push(`${keyRow} > ${bound(after)}`);
    if (upTo) where.push(`${keyRow} <= ${bound(upTo)}`);
    await this.client.query(`DELETE FROM "${t.target}" t WHERE ${where.join(' AND ')}`, params);
  }

  /** Masks the values already copied of fields that are password fields now. */
  async maskPasswordFields(fieldIds: number[], mask: string): Promise<void> {
    if (!fieldIds.length) return;
    await this.client.query(
      `UPDATE "rpa_task_field_values" SET "value" = $2, "number" = NULL, "at" = NULL
       WHERE "field_id" = ANY($1::int[]) AND "value" IS DISTINCT FROM $2`,
      [fieldIds, mask],
    );
  }
}

/** Connects with the settings and answers how long it took and the server's version. */
export async function testTarget(s: DataSyncSettings): Promise<{ millis: number; serverVersion: string }> {
  const started = Date.now();
  const target = await Target.open(s);
  try {
    const serverVersion = await target.serverVersion();
    return { millis: Date.now() - started, serverVersion };
  } finally {
    await target.close();
  }
}

/**
 * The words of a failure for the console: the driver's or the server's
 * message; for a refused connection to several addresses (Node's
 * AggregateError has no message of its own), theirs.
 */
export function reasonOf(err: unknown): string {
  if (err instanceof AggregateError && !err.message) {
    return [...new Set(err.errors.map((e) => reasonOf(e)))].join('; ');
  }
  if (err instanceof Error) return err.message || (err as { code?: string }).code || err.name;
  return String(err);
}
