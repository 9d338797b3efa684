/**
 * One catalogue file per domain and language (`locales/<lang>/<domain>.json`),
 * so each feature keeps its own texts; the file name is the key's first part.
 */
export function catalogue(files: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [file, content] of Object.entries(files)) {
    const domain = file.replace(/^.*\/(\w+)\.json$/, '$1');
    out[domain] = (content as { default?: unknown }).default ?? content;
  }
  return out;
}
