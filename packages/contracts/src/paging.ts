/** Paging conventions (console-core.md §9): page 1, size 10, at most 10000 records counted. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;
/** Lists count, display and export at most this many records. */
export const MAX_RECORDS = 10000;

export interface PageQuery {
  page?: number;
  size?: number;
}

export interface Page<T> {
  records: T[];
  /** Matching records, counted up to MAX_RECORDS. */
  total: number;
  /** True when more than MAX_RECORDS match and `total` was capped. */
  capped: boolean;
  page: number;
  size: number;
}

function toPositiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Normalises page and size, and keeps the window inside the first
 * MAX_RECORDS records, since nothing past them is displayed.
 */
export function normalizePage(query: PageQuery | undefined): {
  page: number;
  size: number;
  offset: number;
} {
  const size = Math.min(toPositiveInt(query?.size, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const lastPage = Math.max(1, Math.ceil(MAX_RECORDS / size));
  const page = Math.min(toPositiveInt(query?.page, DEFAULT_PAGE), lastPage);
  return { page, size, offset: (page - 1) * size };
}
