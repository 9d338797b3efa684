import {
  PROCESS_LIMITS,
  plainText,
  processHelp,
  processIntroduction,
  processName,
  processParametersSchema,
  rowId,
  rowIdParam,
  runMinutes,
  VERSION_RECORD_TYPES,
} from '@rpa/contracts';
import { z } from 'zod';

const id = rowIdParam;
const page = { page: z.coerce.number().int().optional(), size: z.coerce.number().int().optional() };
const minutes = runMinutes;

/** Keywords are stored as one comma-separated list: full-width commas accepted, blanks dropped. */
export function normaliseKeywords(raw: string): string {
  return raw
    .split(/[,，]/)
    .map((k) => k.trim())
    .filter(Boolean)
    .join(',');
}

/** The process fields of console-core.md §5, each optional: an omitted field keeps its value. */
export const modifySchema = z.object({
  id,
  name: processName.optional(),
  keywords: plainText(PROCESS_LIMITS.KEYWORDS_MAX, 'processes.keywordsLength')
    .transform(normaliseKeywords)
    .optional(),
  introduction: processIntroduction.optional(),
  description: plainText(PROCESS_LIMITS.DESCRIPTION_MAX, 'processes.descriptionLength').optional(),
  help: processHelp.optional(),
  assistant: z.boolean().optional(),
  startOnBoot: z.boolean().optional(),
  waitTimeout: minutes.optional(),
  runTimeout: minutes.optional(),
  manualMinutes: minutes.optional(),
  autoStopMinutes: minutes.optional(),
  failedRetries: z.number().int().min(0).max(PROCESS_LIMITS.FAILED_RETRIES_MAX).optional(),
  parameters: processParametersSchema.optional(),
  departmentId: rowId.optional(),
});

export const idQuerySchema = z.object({ id });
export const uploadQuerySchema = z.object({ processId: id.optional() });
export const versionIdSchema = z.object({ versionId: id });

export const listSchema = z.object({
  ...page,
  name: z.string().trim().max(PROCESS_LIMITS.NAME_MAX).optional(),
  keyword: z.string().trim().max(PROCESS_LIMITS.KEYWORDS_MAX).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  departmentId: id.optional(),
});
export type ListQuery = z.infer<typeof listSchema>;
export const ownerListSchema = listSchema.extend({ audit: z.boolean().optional() });

export const publishSchema = z.object({
  versionId: id,
  ownerId: z.number({ error: 'processes.ownerInvalid' }).int().positive('processes.ownerInvalid'),
  introduction: processIntroduction.optional(),
});

/** Reject and return: the reason is required (blank counts as missing). */
export const reasonSchema = z.object({
  versionId: id,
  reason: z
    .string({ error: 'versions.reasonRequired' })
    .trim()
    .min(1, 'versions.reasonRequired')
    .max(PROCESS_LIMITS.REASON_MAX, 'versions.reasonLength'),
});

export const assignSchema = z.object({
  processId: id,
  userIds: z.array(rowId).max(1000),
});

export const versionListSchema = z.object({ processId: id, ...page });
export const recordListSchema = z.object({
  /** Without it, the records of every process the caller sees. */
  processId: id.optional(),
  versionId: id.optional(),
  type: z.enum(VERSION_RECORD_TYPES).optional(),
  ...page,
});
