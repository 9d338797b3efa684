import { z } from 'zod';
import { IDENTITIES, type IdentityId } from './enums';
import { LANGS } from './i18n';
import { ALERT_TYPES, type AlertType } from './messages-inbox';
import type { RoutePermission } from './route';
import { ID_MAX, rowId, rowIdParam } from './text';

/** Zod pieces the route contracts share (routes/*.ts). */

/** A text in both languages, `{zh_CN, en_US}`. */
export const bilingual = z.object(
  Object.fromEntries(LANGS.map((l) => [l, z.string()])) as Record<(typeof LANGS)[number], z.ZodString>,
);

/** A category of alert messages (ALERT_TYPES). */
export const alertType = z.enum(Object.keys(ALERT_TYPES) as [AlertType, ...AlertType[]]);

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

/**
 * A paged list route: page, size and `filters` in (page and size first),
 * a page of `row` out. POST, like every list.
 */
export function pagedList<F extends z.ZodRawShape, R extends z.ZodType>(list: {
  path: string;
  permission: RoutePermission;
  summary: string;
  filters: F;
  row: R;
}) {
  const { filters, row, ...route } = list;
  return { ...route, input: z.object({ ...pageQuery, ...filters }), result: pageOf(row) };
}

/** `{ id }` in a JSON body. */
export const idBody = z.object({ id: rowId });
/** `?id=` in a query string, or `{ id }` in a body that has always taken it as text too. */
export const idQuery = z.object({ id: rowIdParam });
/** The rows a batch change acts on: 1 to 1000 ids. */
export const rowIds = z.array(rowId).min(1).max(1000);
/** `{ ids }` of a batch change. */
export const idsBody = z.object({ ids: rowIds });
/** What a batch delete answers. */
export const deletedCount = z.object({ deleted: z.number().int() });
/** `{ id }` answered by a create. */
export const createdId = z.object({ id: z.number().int().max(ID_MAX) });

/** A time as the server writes it (ISO 8601 or `YYYY-MM-DD HH:mm:ss` text). */
export const timeText = z.string();
/** A time as filters and forms send it: ISO 8601 with its offset. */
export const isoTime = z.iso.datetime({ offset: true });

/** A field a form may send empty (`''` or null): empty counts as left out (a filter: any), so `schema` parses the rest. */
export function emptyAsOmitted<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

/** Someone named on a row (developer, owner, operator, creator): the user's id and names, null once deleted. */
export const personRef = z.object({
  id: z.number().int(),
  account: z.string(),
  realName: z.string(),
});
export type PersonRef = z.infer<typeof personRef>;

/** The department a row belongs to, with its name. */
export const departmentRef = {
  departmentId: z.number().int(),
  departmentName: z.string(),
};

/** The answer of a workbook import (users, departments): rows imported and rows refused with the reason. */
export const importResult = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), key: z.string(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;

/** A setting as the console sees it: secrets empty, `sealedSet` naming those that hold a value. */
export function settingView<S extends z.ZodType>(value: S) {
  return z.object({ value, sealedSet: z.array(z.string()) });
}
