import {
  createCipheriv,
  createDecipheriv,
  createHash,
  constants as cryptoConstants,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Secrets at rest are sealed with AES-256-GCM under the master key. The key
 * comes from MASTER_KEY (base64, 32 bytes; every node of a scale-out
 * deployment needs the same one) or, in the embedded mode, from
 * DATA_DIR/master.key, created on first start.
 */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** A sealed value opened (with any key the sealer knows) and sealed again under the current key. */
export function reseal(sealer: Sealer, sealed: string): string {
  return sealer.seal(sealer.open(sealed));
}

export async function loadMasterKey(envKey: string | undefined, dataDir: string): Promise<Buffer> {
  if (envKey) {
    const key = Buffer.from(envKey, 'base64');
    if (key.length !== 32) throw new Error('MASTER_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  const file = path.join(dataDir, 'master.key');
  if (existsSync(file)) return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}

/**
 * Keys a node still opens old values with while the master key is rotated
 * (MASTER_KEY_PREVIOUS: comma-separated, base64, 32 bytes each).
 */
export function previousMasterKeys(env: string | undefined): Buffer[] {
  return (env ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '')
    .map((k) => {
      const key = Buffer.from(k, 'base64');
      if (key.length !== 32) throw new Error('MASTER_KEY_PREVIOUS must list 32-byte keys, base64-encoded');
      return key;
    });
}

/**
 * Seals with `key`; opens with `key` or, during a rotation, with one of the
 * `previous` keys (AES-GCM's tag tells a wrong key: no key id is stored).
 */
export function createSealer(key: Buffer, previous: readonly Buffer[] = []): Sealer {
  const openWith = (k: Buffer, iv: string, tag: string, body: string) => {
    const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        body.toString('base64'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      try {
        return openWith(key, iv, tag, body);
      } catch (err) {
        // Not the current key: one of the keys being rotated away, else the current key's error.
        for (const k of previous) {
          try {
            return openWith(k, iv, tag, body);
          } catch {}
        }
        throw err;
      }
    },
  };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** An RSA key pair for passwords in transit (the browser encrypts with RSA-OAEP, SHA-256). */
export function generateRsaKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext; null when it is not one. */
export function rsaDecrypt(privateKey: string, base64: string): string | null {
  try {
    return privateDecrypt(
      { key: privateKey, padding: cryptoConstants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}
