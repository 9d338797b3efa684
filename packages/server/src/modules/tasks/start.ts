import {
  Code,
  PRIORITY_RANK,
  type PriorityValue,
  type TaskSource,
  validateRunParameters,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { type processes, versions } from '../processes';
import { assertCandidateRobots, assertSceneBindings } from './candidates';
import { createTasks } from './create';
import type { TaskRecord } from './lifecycle';

export interface RunInput {
  /** The version to run: the published one, or (developers) any active one. */
  versionId: number | null | undefined;
  parameters: Record<string, string>;
  priority: PriorityValue;
  robotIds: number[];
}

/**
 * A run of `process` as the run dialog asks for it (console-core.md §3):
 * an active version of it, parameters checked against its declarations,
 * each candidate robot once and inside `scope`, scene robots bound to it.
 * Used by the console and the open API alike; the caller kicks the dispatcher.
 */
export async function startRun(
  db: Db,
  process: typeof processes.$inferSelect,
  input: RunInput,
  scope: number[],
  by: { operatorId: number | null; operatorName: string; source: TaskSource; clientType?: string },
): Promise<TaskRecord> {
  const versionId = input.versionId;
  if (!versionId) throw new AppError(Code.CONFLICT, 'tasks.notPublished');
  const [version] = await db
    .select({ id: versions.id, active: versions.active, processId: versions.processId })
    .from(versions)
    .where(eq(versions.id, versionId));
  if (!version || version.processId !== process.id)
    throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
  if (!version.active) throw new AppError(Code.CONFLICT, 'tasks.versionInactive');

  // Omitted parameters take their defaults, as the run dialog fills them in.
  const given = {
    ...Object.fromEntries(
      process.parameters
        .filter((d) => String(d.defaultValue ?? '') !== '')
        .map((d) => [d.name, String(d.defaultValue)]),
    ),
    ...input.parameters,
  };
  const issue = validateRunParameters(process.parameters, given)[0];
  if (issue) throw new AppError(Code.BAD_REQUEST, issue.key, issue.params);
  if (new Set(input.robotIds).size !== input.robotIds.length) {
    throw new AppError(Code.BAD_REQUEST, 'tasks.robotDuplicate');
  }
  await assertCandidateRobots(db, input.robotIds, scope);
  await assertSceneBindings(db, input.robotIds, process.id);
  // Only the declared parameters travel to the robot, each trimmed.
  const parameters = Object.fromEntries(
    process.parameters
      .map((d) => [d.name, (given[d.name] ?? '').trim() || d.defaultValue])
      .filter(([, v]) => v !== ''),
  );
  const [task] = await createTasks(db, [
    {
      processId: process.id,
      versionId,
      departmentId: process.departmentId,
      ...by,
      priority: PRIORITY_RANK[input.priority],
      parameters,
      candidateRobotIds: input.robotIds,
      waitTimeout: process.waitTimeout,
      runTimeout: process.runTimeout,
      retriesLeft: process.failedRetries,
    },
  ]);
  if (!task) throw new AppError(Code.SERVER_ERROR, 'error.system');
  return task;
}
