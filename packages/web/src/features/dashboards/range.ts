import type { RangeInput } from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** A range the server can answer: a quick one, or a custom one with both ends. */
export const ready = (r: RangeInput) => Boolean(r.quick || (r.from && r.to));

/**
 * A dashboard's figures for the chosen range, kept on screen while a new
 * range loads; asked again every `refetchMs` when given.
 */
export function useRangedFigures<T>(
  key: string,
  load: (range: RangeInput) => Promise<T>,
  initial: RangeInput,
  refetchMs?: number,
) {
  const [range, setRange] = useState<RangeInput>(initial);
  const data = useQuery({
    queryKey: ['dashboard', key, range],
    queryFn: () => load(range),
    enabled: ready(range),
    placeholderData: keepPreviousData,
    ...(refetchMs ? { refetchInterval: refetchMs } : {}),
  });
  return { range, setRange, figures: data.data };
}
