/**
 * A filter form's values as a query: text trimmed, empty values left out,
 * so an empty box never filters for "".
 */
export function cleanFilters<F extends object>(values: F): F {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[key] = v;
  }
  return out as F;
}
