import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys of one domain: everything under `all`, so a change anywhere in
 * the domain can refresh all its lists and details with one invalidation.
 */
export function queryKeys(domain: string) {
  const all = [domain] as const;
  return {
    all,
    list: (...parts: unknown[]): QueryKey => [domain, 'list', ...parts],
    detail: (id: unknown): QueryKey => [domain, 'detail', id],
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;
