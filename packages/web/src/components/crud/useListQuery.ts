import type { Page } from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueryKeys } from './keys';

export interface Paging {
  page: number;
  size: number;
}

export interface ListQueryOptions<F, R> {
  keys: QueryKeys;
  /** Tells this list from the domain's others (e.g. a page's second tab). */
  name?: string;
  fetch: (query: F & Paging) => Promise<Page<R>>;
  /** Filters before the first Search. */
  initial?: F;
  /** Refetch this often while the list is open (run and task lists). */
  refetchInterval?: number | false;
  /** False while something the list needs is not chosen yet. */
  enabled?: boolean;
}

/**
 * A list's filters, paging and query. Each Search is a round of its own, so
 * it asks the server again even with the filters unchanged; a new search or
 * page size goes back to page 1.
 */
export function useListQuery<F extends object, R>({
  keys,
  name,
  fetch,
  initial,
  refetchInterval,
  enabled,
}: ListQueryOptions<F, R>) {
  const [filters, setFilters] = useState<F>(initial ?? ({} as F));
  const [round, setRound] = useState(0);
  const [paging, setPaging] = useState<Paging>({ page: 1, size: 10 });
  const query = useQuery({
    queryKey: name ? keys.list(name, filters, paging, round) : keys.list(filters, paging, round),
    queryFn: () => fetch({ ...filters, ...paging }),
    placeholderData: keepPreviousData,
    refetchInterval,
    enabled,
  });
  return {
    query,
    filters,
    paging,
    search(next: F) {
      setRound((r) => r + 1);
      setFilters(next);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    turn: setPaging,
  };
}

export type ListQuery<F, R> = ReturnType<typeof useListQuery<F & object, R>>;
