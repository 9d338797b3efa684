import { z } from 'zod';
import { defineRoutes } from '../route';
import { departmentRef } from '../schemas';
import { rowIdParam } from '../text';
import { taskItemFields, taskItemRow } from './taskData';

/**
 * The open API's task data (docs/open-api.md): an application finds the
 * spaces of its departments and adds work items to them, as the console's
 * add does, several at once and all or none.
 */

/** Items one call adds at most. */
export const OPEN_ITEMS_MAX = 1000;

export const openSpaceRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  ...departmentRef,
  maxItems: z.number().int(),
  /** Items not deleted: they count against maxItems. */
  liveItems: z.number().int(),
});
export type OpenSpaceRow = z.infer<typeof openSpaceRow>;

export const openTaskDataApi = defineRoutes('open', {
  spaces: {
    path: '/open/taskData/list',
    permission: 'application',
    summary: "Task data spaces of the application's departments",
    result: z.array(openSpaceRow),
  },
  addItems: {
    path: '/open/taskData/items/add',
    permission: 'application',
    summary:
      'Adds 1-1000 items to a space of the application’s departments, all or none (a reference already in the space refuses the call)',
    input: z.object({
      spaceId: rowIdParam,
      items: z.array(taskItemFields).min(1).max(OPEN_ITEMS_MAX),
    }),
    result: z.object({ items: z.array(taskItemRow) }),
  },
});
