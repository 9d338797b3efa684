import { hash, verify } from '@node-rs/argon2';

/** argon2id (DESIGN.md): the library's default algorithm and cost (19 MiB, 2 passes, as OWASP recommends). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
