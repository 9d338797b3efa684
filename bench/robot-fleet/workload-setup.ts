import { TASK_DATA_ITEMS_MAX, type TaskDataRow, type TaskItemRow, type VariableRow } from '@rpa/contracts';
import { eachLimited, type Session } from './console';
import type { FleetStats } from './stats';

export const VARIABLE = 'FleetLedgerFolder';

/** What a run's requests read and fill, made through the console API. */
export interface WorkloadPlan {
  /** The task data space of each robot, by index. */
  spaceOf(robot: number): string;
  spaces: number;
}

/**
 * A text variable of the fleet's department that every robot may read, and
 * as many task data spaces as keep each under the console's 10000 items:
 * robots share them in turn, and each holds at most `itemsPerRobot` of every
 * robot using it (items count until deleted, finished ones too). Spaces allow
 * no retry (max failed attempts 0), so an item failed is failed for good and
 * any item handed out twice is a fault. Each space starts with one item per
 * robot, so the first takes find work; adds and takes then go at the same
 * rate, which keeps the queue about that size.
 */
export async function prepareWorkload(
  admin: Session,
  departmentId: number,
  robots: number,
  itemsPerRobot: number,
  stats: FleetStats,
): Promise<WorkloadPlan> {
  const variable = await admin.post<VariableRow>('/variable/add', {
    name: VARIABLE,
    type: 'text',
    value: 'ledger/invoices/2026-10',
    description: 'Where the monthly invoices are',
    departmentId,
  });
  if (variable.code !== 0) throw new Error(`the variable was refused: ${variable.msg}`);

  const perSpace = Math.max(1, Math.floor(TASK_DATA_ITEMS_MAX / itemsPerRobot));
  const count = Math.ceil(robots / perSpace);
  const spaces: TaskDataRow[] = [];
  for (let i = 0; i < count; i++) {
    const res = await admin.post<TaskDataRow>('/taskData/add', {
      name: `Fleet invoices ${i + 1}`,
      maxItems: TASK_DATA_ITEMS_MAX,
      maxAttempts: 0,
      description: 'Invoices the fleet checks',
      departmentId,
    });
    if (res.code !== 0) throw new Error(`the task data space was refused: ${res.msg}`);
    spaces.push(res.result);
  }
  const spaceOf = (robot: number) => spaces[robot % count] as TaskDataRow;

  const seeds = Array.from({ length: robots }, (_, i) => i);
  await eachLimited(seeds, 8, async (i) => {
    const res = await admin.post<TaskItemRow>('/taskData/records/add', {
      spaceId: spaceOf(i).id,
      content: { invoice: `INV-SEED-${i}`, amount: 100 + i },
    });
    if (res.code !== 0) throw new Error(`a seed item was refused: ${res.msg}`);
    stats.items.added.add(res.result.id);
  });
  return { spaceOf: (robot) => spaceOf(robot).name, spaces: count };
}
