import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A request timestamp further than this from the server's clock is refused. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The text the `signature` header signs: the request's parameters (query and
 * top-level JSON body fields, merged) sorted by name as `name=value` joined by
 * `&`, then `timestamp=<ms>`. Non-string values are their JSON text; absent or
 * null values sign as empty.
 */
export function canonicalString(params: Record<string, unknown>, timestamp: string | number): string {
  const parts = Object.keys(params)
    .filter((k) => params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${valueText(params[k])}`);
  parts.push(`timestamp=${timestamp}`);
  return parts.join('&');
}

/** HMAC-SHA256 (hex) of the canonical string under the per-session key. */
export function sign(key: string, params: Record<string, unknown>, timestamp: string | number): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(canonicalString(params, timestamp))));
}
