import { TASK_ITEM_FINISHED } from '@rpa/contracts';
import { inArray } from 'drizzle-orm';
import { keptByTime } from '../../platform/retention';
import { taskDataItems } from './schema';

/** Items that have ended, or were deleted: never one waiting or running. */
const FINISHED = [...TASK_ITEM_FINISHED, 'deleted'];

/** Task data records, kept by the time each finished; waiting and running ones are never removed. */
export const taskDataRecords = keptByTime(taskDataItems, {
  id: taskDataItems.id,
  time: taskDataItems.finishedAt,
  removable: inArray(taskDataItems.state, FINISHED),
});
