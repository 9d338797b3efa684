import type { DataSyncTable } from '@rpa/contracts';

/**
 * What is copied of each table, and the table it becomes on the target
 * (docs/operations.md "Data sync"): the same column names and primary key,
 * plain column types. Columns are listed rather than read from the catalogue,
 * so the target's tables change only when this list does.
 */
export interface SyncedTable {
  name: DataSyncTable;
  target: string;
  /** Primary-key columns, integers, in key order. */
  key: readonly string[];
  /** Target columns and their types, in order. */
  columns: ReadonlyArray<readonly [string, string]>;
  /** The source rows, aliased `v`, and the select list that makes them target rows. */
  from: string;
  select: string;
}

/** Password-typed field values are never copied, not even sealed: this stands in for them. */
export const MASKED = '******';

function plain(
  name: DataSyncTable,
  target: string,
  key: string[],
  columns: Array<[string, string]>,
): SyncedTable {
  return {
    name,
    target,
    key,
    columns,
    from: `"${name}" v`,
    select: columns.map(([c]) => `v."${c}"`).join(', '),
  };
}

const fieldValueColumns: Array<[string, string]> = [
  ['task_id', 'bigint'],
  ['field_id', 'integer'],
  ['value', 'text'],
  ['number', 'numeric'],
  ['at', 'timestamptz'],
  ['reported_at', 'timestamptz'],
];

export const SYNCED_TABLES: readonly SyncedTable[] = [
  plain(
    'log_fields',
    'rpa_log_fields',
    ['id'],
    [
      ['id', 'integer'],
      ['name', 'text'],
      ['key', 'text'],
      ['type', 'text'],
      ['decimals', 'smallint'],
      ['description', 'text'],
      ['enabled', 'boolean'],
      ['extended', 'boolean'],
      ['preset', 'boolean'],
      ['process_id', 'integer'],
      ['created_by', 'text'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
  ),
  plain(
    'tasks',
    'rpa_tasks',
    ['id'],
    [
      ['id', 'bigint'],
      ['process_id', 'integer'],
      ['version_id', 'integer'],
      ['department_id', 'integer'],
      ['operator_id', 'integer'],
      ['operator_name', 'text'],
      ['source', 'text'],
      ['client_type', 'text'],
      ['schedule_id', 'integer'],
      ['schedule_name', 'text'],
      ['priority', 'smallint'],
      ['state', 'text'],
      ['stop_submitted', 'boolean'],
      ['parameters', 'jsonb'],
      ['candidate_robot_ids', 'jsonb'],
      ['robot_id', 'integer'],
      ['robot_name', 'text'],
      ['hint', 'text'],
      ['wait_timeout', 'integer'],
      ['run_timeout', 'integer'],
      ['retries_left', 'integer'],
      ['attempt', 'integer'],
      ['retry_of', 'bigint'],
      ['exit_code', 'integer'],
      ['error', 'text'],
      ['progress', 'smallint'],
      ['log_count', 'integer'],
      ['file_count', 'integer'],
      ['planned_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
      ['dispatched_at', 'timestamptz'],
      ['started_at', 'timestamptz'],
      ['finished_at', 'timestamptz'],
    ],
  ),
  plain(
    'task_logs',
    'rpa_task_logs',
    ['task_id', 'seq'],
    [
      ['task_id', 'bigint'],
      ['seq', 'integer'],
      ['time', 'timestamptz'],
      ['level', 'text'],
      ['text', 'text'],
    ],
  ),
  {
    name: 'task_field_values',
    target: 'rpa_task_field_values',
    key: ['task_id', 'field_id'],
    columns: fieldValueColumns,
    // A password field's value is sealed here; the target gets the mask, and no number or time.
    from: `"task_field_values" v JOIN "log_fields" f ON f."id" = v."field_id"`,
    select: [
      'v."task_id"',
      'v."field_id"',
      `CASE WHEN f."type" = 'password' THEN '${MASKED}' ELSE v."value" END AS "value"`,
      `CASE WHEN f."type" = 'password' THEN NULL ELSE v."number" END AS "number"`,
      `CASE WHEN f."type" = 'password' THEN NULL ELSE v."at" END AS "at"`,
      'v."reported_at"',
    ].join(', '),
  },
  plain(
    'operation_logs',
    'rpa_oplog',
    ['id'],
    [
      ['id', 'bigint'],
      ['at', 'timestamptz'],
      ['user_id', 'integer'],
      ['user_name', 'text'],
      ['module', 'text'],
      ['ip', 'text'],
      ['identity', 'smallint'],
      ['action', 'text'],
      ['result', 'text'],
      ['description', 'text'],
      ['description_key', 'text'],
      ['description_params', 'jsonb'],
    ],
  ),
];

export function syncedTable(name: string): SyncedTable | undefined {
  return SYNCED_TABLES.find((t) => t.name === name);
}

/** `v."a", v."b"`: the key columns on the source side. */
export function sourceKey(t: SyncedTable): string {
  return t.key.map((c) => `v."${c}"`).join(', ');
}

/** The target table's definition, created when missing. */
export function targetDdl(t: SyncedTable): string {
  const cols = t.columns.map(([c, type]) => `"${c}" ${type}${t.key.includes(c) ? ' NOT NULL' : ''}`);
  return `CREATE TABLE IF NOT EXISTS "${t.target}" (${cols.join(', ')}, PRIMARY KEY (${t.key.map((c) => `"${c}"`).join(', ')}))`;
}
