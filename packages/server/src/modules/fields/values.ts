import {
  checkFieldValue,
  type FieldValue,
  type LogFieldType,
  MASKED_VALUE,
  NUMERIC_FIELD_TYPES,
  type ServiceForRobot,
} from '@rpa/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Column } from 'drizzle-orm';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { escapeLike } from '../../platform/db/paging';
import { logFields, serviceParameters, taskFieldValues } from './schema';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A business value as a run's detail shows it: a password's masked. */
export interface ShownFieldValue {
  key: string;
  name: string;
  type: LogFieldType;
  value: string;
}

/** The business values runs reported, by task, in field order; passwords masked. */
export async function fieldValuesOf(db: Db, taskIds: number[]): Promise<Map<number, ShownFieldValue[]>> {
  const out = new Map<number, ShownFieldValue[]>();
  if (!taskIds.length) return out;
  const rows = await db
    .select({
      taskId: taskFieldValues.taskId,
      key: logFields.key,
      name: logFields.name,
      type: logFields.type,
      value: taskFieldValues.value,
    })
    .from(taskFieldValues)
    .innerJoin(logFields, eq(logFields.id, taskFieldValues.fieldId))
    .where(inArray(taskFieldValues.taskId, taskIds))
    .orderBy(asc(logFields.id));
  for (const r of rows) {
    const type = r.type as LogFieldType;
    const list = out.get(r.taskId) ?? [];
    list.push({ key: r.key, name: r.name, type, value: type === 'password' ? MASKED_VALUE : r.value });
    out.set(r.taskId, list);
  }
  return out;
}

/**
 * Runs whose value of field `fieldId` matches `value`: a part of the text,
 * or, for numeric fields, the same number however written (12.5, 12.50).
 * Password values are sealed and never matched.
 */
export function fieldValueCondition(taskId: Column, fieldId: number, value: string): SQL {
  const asNumber = /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? value.trim() : null;
  return sql`exists (select 1 from ${taskFieldValues} v join ${logFields} f on f.id = v.field_id
    where v.task_id = ${taskId} and v.field_id = ${fieldId} and f.type <> 'password'
    and (v.value ilike ${`%${escapeLike(value.trim())}%`}
      ${asNumber ? sql`or (v.number is not null and v.number = ${asNumber}::numeric)` : sql``}))`;
}

/** A checked value as stored: sealed for a password, its number or time beside it for comparison. */
export function storedValue(
  field: { type: LogFieldType },
  checked: Extract<FieldValue, { ok: true }>,
  sealer: Sealer,
  zone: string,
): { value: string; number: string | null; at: Date | null } {
  // A date, or a time without an offset, is a wall clock of the installation's zone.
  const at = !checked.date
    ? null
    : checked.local || field.type === 'date'
      ? dayjs.tz(checked.date, zone).toDate()
      : new Date(checked.date);
  return {
    value: field.type === 'password' ? sealer.seal(checked.value) : checked.value,
    number: NUMERIC_FIELD_TYPES.includes(field.type) ? (checked.number ?? null) : null,
    at,
  };
}

/** Checks and stores a run's value of a field: the message key of a refusal, or null once stored. */
export async function reportValue(
  db: Db,
  sealer: Sealer,
  zone: string,
  taskId: number,
  field: typeof logFields.$inferSelect,
  raw: string,
): Promise<Extract<FieldValue, { ok: false }> | null> {
  const type = field.type as LogFieldType;
  const checked = checkFieldValue({ key: field.key, type, decimals: field.decimals }, raw);
  if (!checked.ok) return checked;
  const row = {
    taskId,
    fieldId: field.id,
    ...storedValue({ type }, checked, sealer, zone),
    reportedAt: new Date(),
  };
  await db
    .insert(taskFieldValues)
    .values(row)
    .onConflictDoUpdate({
      target: [taskFieldValues.taskId, taskFieldValues.fieldId],
      set: { value: row.value, number: row.number, at: row.at, reportedAt: row.reportedAt },
    });
  return null;
}

/**
 * The service parameters of runs, by `processId:userId` of each run's process
 * and starter (one query for a dispatch pass); passwords opened.
 */
export async function serviceParametersFor(
  db: Db,
  sealer: Sealer,
  runs: Array<{ processId: number; operatorId: number | null }>,
): Promise<Map<string, ServiceForRobot>> {
  const out = new Map<string, ServiceForRobot>();
  const started = runs.filter((r) => r.operatorId !== null);
  if (!started.length) return out;
  const rows = await db
    .select()
    .from(serviceParameters)
    .where(
      and(
        inArray(serviceParameters.userId, [...new Set(started.map((r) => r.operatorId as number))]),
        inArray(serviceParameters.processId, [...new Set(started.map((r) => r.processId))]),
      ),
    );
  for (const p of rows) {
    out.set(serviceKey(p.processId, p.userId), {
      platformUser: p.platformUser,
      objectId: p.objectId,
      password: sealer.open(p.password),
      extended: p.extended,
    });
  }
  return out;
}

export const serviceKey = (processId: number, userId: number | null) => `${processId}:${userId}`;
