/**
 * A download's Content-Disposition: an ASCII name for old clients and the
 * real (possibly Chinese) name in UTF-8 (RFC 6266), since a header cannot
 * carry raw non-ASCII text.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
