import { z } from 'zod';
import { userOption } from '../processes';
import { defineRoutes } from '../route';
import { idQuery } from '../schemas';

/** Processes and versions (console-core.md §2-§6): paths `/process/<identity>/<call>`. */
export const processesApi = defineRoutes('processes', {
  owners: {
    method: 'POST',
    path: '/process/dev/owners',
    permission: '201:publish',
    summary: 'Whom a version can be submitted to: active users holding the owner identity',
    result: z.array(userOption),
  },
  assignable: {
    method: 'POST',
    path: '/process/owner/assignable',
    permission: '302:assign',
    summary: "Users the owner may assign: holders of the user identity in the owner's departments",
    result: z.array(userOption),
  },
  managerDelete: {
    method: 'POST',
    path: '/process/manager/delete',
    permission: '1201:delete',
    summary:
      'A manager deletes a whole process of their departments (refused while a version awaits its owner)',
    input: idQuery,
    result: z.null(),
  },
  icon: {
    method: 'GET',
    path: '/process/icon',
    permission: 'session',
    summary: "A process's icon, for whoever sees the process under their current identity",
    input: idQuery,
    result: z.null(),
    kind: 'download',
  },
});
