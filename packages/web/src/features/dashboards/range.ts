import type { RangeInput } from '@rpa/contracts';

/** A range the server can answer: a quick one, or a custom one with both ends. */
export const ready = (r: RangeInput) => Boolean(r.quick || (r.from && r.to));
