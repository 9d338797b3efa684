import { gcm } from '@noble/ciphers/aes.js';
import { randomBytes } from '@noble/ciphers/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { LOCAL_PERSIST_MS } from '@rpa/contracts';

/**
 * Values the console keeps in browser storage, sealed (AES-GCM) and expiring
 * after 7 days. The key lives with the page, so this keeps values from being
 * read or edited casually, not from someone who controls the browser; its
 * point is that a tampered or foreign value fails to open, which forces a
 * logout (console-core.md §4).
 */
const KEY = sha256(utf8ToBytes(`rpa-console:${typeof location === 'undefined' ? '' : location.origin}`));

export class StoredValueError extends Error {}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

export function seal(value: unknown, now = Date.now()): string {
  const nonce = randomBytes(12);
  const plain = utf8ToBytes(JSON.stringify({ v: value, e: now + LOCAL_PERSIST_MS }));
  const sealed = gcm(KEY, nonce).encrypt(plain);
  return `${toBase64(nonce)}.${toBase64(sealed)}`;
}

/** The value, or undefined when expired; throws StoredValueError when it cannot be opened. */
export function open<T>(text: string, now = Date.now()): T | undefined {
  try {
    const [nonce, body] = text.split('.');
    if (!nonce || !body) throw new Error('format');
    const plain = gcm(KEY, fromBase64(nonce)).decrypt(fromBase64(body));
    const { v, e } = JSON.parse(new TextDecoder().decode(plain)) as { v: T; e: number };
    return e > now ? v : undefined;
  } catch {
    throw new StoredValueError('stored value cannot be decrypted');
  }
}

type Area = 'local' | 'session';
const area = (a: Area) => (a === 'local' ? localStorage : sessionStorage);

export const secureStore = {
  get<T>(key: string, where: Area = 'local'): T | undefined {
    const text = area(where).getItem(key);
    if (text === null) return undefined;
    const value = open<T>(text);
    if (value === undefined) area(where).removeItem(key);
    return value;
  },
  set(key: string, value: unknown, where: Area = 'local'): void {
    area(where).setItem(key, seal(value));
  },
  remove(key: string, where: Area = 'local'): void {
    area(where).removeItem(key);
  },
};
