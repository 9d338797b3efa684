import { Priority, rowIdParam, TaskState } from '@rpa/contracts';
import { z } from 'zod';

const id = rowIdParam;
const page = { page: z.coerce.number().int().optional(), size: z.coerce.number().int().optional() };

export const runSchema = z.object({
  processId: id,
  /** Developers may run any active version; everyone else runs the published one. */
  versionId: id.optional(),
  parameters: z.record(z.string().max(128), z.string().max(4000)).default({}),
  priority: z.enum(Priority).default('normal'),
  robotIds: z.array(id).max(100).default([]),
});

export const listSchema = z.object({
  ...page,
  processName: z.string().trim().max(30).optional(),
  operator: z.string().trim().max(50).optional(),
  state: z.enum(TaskState).optional(),
  robotId: id.optional(),
  departmentId: id.optional(),
  scheduleId: id.optional(),
  source: z.enum(['manual', 'schedule']).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
});
export type TaskListInput = z.infer<typeof listSchema>;

export const taskIdSchema = z.object({ taskId: id });
export const fileIdSchema = z.object({ id });

export const logSchema = z.object({
  taskId: id,
  ...page,
  text: z.string().trim().max(200).optional(),
  level: z.enum(['info', 'error']).optional(),
});
