import { z } from 'zod';
import { IDENTITIES, type IdentityId } from './enums';
import { LANGS } from './i18n';
import { ID_MAX, rowId, rowIdParam } from './text';

/** Zod pieces the route contracts share (routes/*.ts). */

/** A text in both languages, `{zh_CN, en_US}`. */
export const bilingual = z.object(
  Object.fromEntries(LANGS.map((l) => [l, z.string()])) as Record<(typeof LANGS)[number], z.ZodString>,
);

/** An identity: 1 manager, 2 developer, 3 owner, 4 user. */
export const identityId = z.literal([...IDENTITIES] as [IdentityId, ...IdentityId[]]);

/** Page and size of a list (normalised by the server: page 1, size 10, at most 500). */
export const pageQuery = {
  page: z.coerce.number<number>().int().optional(),
  size: z.coerce.number<number>().int().optional(),
};

/** One page of rows: `total` counted up to MAX_RECORDS, `capped` when more matched. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    records: z.array(row),
    total: z.number().int(),
    capped: z.boolean(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

/** `{ id }` in a JSON body. */
export const idBody = z.object({ id: rowId });
/** `?id=` in a query string. */
export const idQuery = z.object({ id: rowIdParam });
/** `{ id }` answered by a create. */
export const createdId = z.object({ id: z.number().int().max(ID_MAX) });

/** A time as the server writes it (ISO 8601 or `YYYY-MM-DD HH:mm:ss` text). */
export const timeText = z.string();

/** The answer of a workbook import (users, departments): rows imported and rows refused with the reason. */
export const importResult = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), key: z.string(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;
