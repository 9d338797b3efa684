/** Display widths (console-core.md §2, §9): a non-ASCII character counts 2. */
export const NOTICE_WIDTH = 50;
export const DEFAULT_ELLIPSIS = 25;
/** Aliases are cut at 10 characters, whatever their script (console-core.md §9). */
export const ALIAS_CHARS = 10;

/** Cuts text to at most `max` display-width units, adding an ellipsis when cut. */
export function cutText(text: string, max: number = DEFAULT_ELLIPSIS): string {
  let width = 0;
  let out = '';
  for (const ch of text) {
    const w = ch.charCodeAt(0) < 128 ? 1 : 2;
    if (width + w > max) return `${out}...`;
    width += w;
    out += ch;
  }
  return out;
}

/** Cuts text to at most `max` characters (code points), adding an ellipsis when cut. */
export function cutChars(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : text;
}

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes as people read it: bytes under 1 KB, then one decimal from MB on. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} KB` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
