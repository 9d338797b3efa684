import { type Lang, type ProcessParameter, ProcessStatus } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { t } from '../../platform/http/errors';
import { processes, versions } from '../processes';
import type { NewTask } from '../tasks';
import type { schedules } from './schema';

export type Schedule = typeof schedules.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Parameters a run of the process gets by itself: the defaults; the names of required ones without one. */
export function defaultParameters(parameters: ProcessParameter[]): {
  values: Record<string, string>;
  missing: string[];
} {
  const values: Record<string, string> = {};
  const missing: string[] = [];
  for (const p of parameters) {
    if (p.defaultValue !== '') values[p.name] = p.defaultValue;
    else if (p.required) missing.push(p.name);
  }
  return { values, missing };
}

/** What a pass looks up once per process and version, however many schedules share them. */
export type Lookups = Map<string, Promise<unknown>>;
function cached<T>(lookups: Lookups, key: string, load: () => Promise<T>): Promise<T> {
  let found = lookups.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    lookups.set(key, found);
  }
  return found;
}

/**
 * The tasks of one fire of a schedule, or why it cannot make them: no
 * published (or pinned) version, or required parameters without defaults
 * ("the developer has not set running parameters").
 */
export async function planTasks(
  tx: Tx,
  s: Schedule,
  plannedAt: Date,
  lang: Lang,
  lookups: Lookups,
): Promise<NewTask[] | string> {
  const p = await cached(
    lookups,
    `p${s.processId}`,
    async () => (await tx.select().from(processes).where(eq(processes.id, s.processId)))[0],
  );
  if (!p) return t(lang, 'processes.notFound');
  const versionId = s.versionId ?? p.releasedVersionId;
  const v = versionId
    ? await cached(
        lookups,
        `v${versionId}`,
        async () => (await tx.select().from(versions).where(eq(versions.id, versionId)))[0],
      )
    : undefined;
  if (!v?.active || v.status !== ProcessStatus.RELEASE) return t(lang, 'tasks.notPublished');
  const { values, missing } = defaultParameters(p.parameters);
  if (missing.length) return t(lang, 'schedules.parametersMissing', { names: missing.join(', ') });
  const runTimeout =
    s.autoStopMinutes > 0 && (s.runTimeout === 0 || s.autoStopMinutes < s.runTimeout)
      ? s.autoStopMinutes
      : s.runTimeout;
  return Array.from({ length: s.taskCount }, () => ({
    processId: p.id,
    versionId: v.id,
    departmentId: p.departmentId,
    operatorId: null,
    operatorName: '',
    source: 'schedule',
    scheduleId: s.id,
    scheduleName: s.name,
    priority: s.priority,
    parameters: values,
    candidateRobotIds: s.robotIds,
    waitTimeout: s.waitTimeout,
    runTimeout,
    retriesLeft: s.failedRetries,
    plannedAt,
  }));
}
