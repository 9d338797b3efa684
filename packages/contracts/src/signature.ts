import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** A request timestamp further than this from the server's clock is refused. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

/** The `nonce` header: random, so two equal requests in the same millisecond sign differently. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** What the `signature` header covers. */
export interface SignedRequest {
  /** HTTP method, any case (signed upper-case). */
  method: string;
  /** Path under the API base as sent, e.g. `/sauth/menu/userbutton`; any query string is ignored. */
  path: string;
  /** Query parameters and top-level JSON body fields, merged. */
  params: Record<string, unknown>;
  /** The `timestamp` header: milliseconds since the epoch. */
  timestamp: string | number;
  /** The `nonce` header. */
  nonce: string;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The path part of a URL relative to the API base: no query string or fragment. */
export function signedPath(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/**
 * The text the `signature` header signs, five lines joined by `\n`: the
 * method upper-case, the path, the parameters sorted by name as `name=value`
 * joined by `&`, the timestamp and the nonce. Non-string values are their
 * JSON text; absent or null values sign as empty.
 */
export function canonicalString(req: SignedRequest): string {
  const params = Object.keys(req.params)
    .filter((k) => req.params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${valueText(req.params[k])}`)
    .join('&');
  return [req.method.toUpperCase(), signedPath(req.path), params, String(req.timestamp), req.nonce].join(
    '\n',
  );
}

/** HMAC-SHA256 (hex) of the canonical string under the per-session key. */
export function sign(key: string, req: SignedRequest): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(canonicalString(req))));
}

/** A fresh nonce: 16 random bytes in hex. */
export function newNonce(): string {
  return bytesToHex(randomBytes(16));
}

/**
 * The headers of a signed call: timestamp, nonce and signature. `url` is the
 * path under the API base and may carry a query string, whose parameters are
 * signed with `params`.
 */
export function signatureHeaders(
  key: string,
  method: string,
  url: string,
  params: Record<string, unknown> = {},
  now: number = Date.now(),
): { timestamp: string; nonce: string; signature: string } {
  const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? ''));
  const timestamp = String(now);
  const nonce = newNonce();
  const signature = sign(key, { method, path: url, params: { ...query, ...params }, timestamp, nonce });
  return { timestamp, nonce, signature };
}
