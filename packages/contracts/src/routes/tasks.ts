import { z } from 'zod';
import { timeText } from '../schemas';

/** Runs (console-core.md §3): task lists, details, files, logs and recordings. */

/** A screen recording of the run (`GET /task/recording?id=`). */
export const taskRecordingRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  uploadedAt: timeText,
});
export type TaskRecordingRow = z.infer<typeof taskRecordingRow>;
