/** Licence files are a few hundred bytes; the server refuses more than 64 KB. */
export const MAX_LICENCE_BYTES = 64 * 1024;
export const CUST_NAME_MAX = 100;

/** Why a chosen file cannot be a licence, before it is sent; null when it may be one. */
export function licenceFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!/\.(lic|json)$/i.test(file.name)) return 'type';
  if (file.size === 0 || file.size > MAX_LICENCE_BYTES) return 'size';
  return null;
}
