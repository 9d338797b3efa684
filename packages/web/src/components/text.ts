/** Display widths (console-core.md §2, §9): a non-ASCII character counts 2. */
export const NOTICE_WIDTH = 50;
export const DEFAULT_ELLIPSIS = 25;
export const ALIAS_WIDTH = 10;

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
