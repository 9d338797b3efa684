import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { LicenceCategory, type LicenceFile, type LicencePayload } from '@rpa/contracts';
import canonicalize from 'canonicalize';
import { z } from 'zod';

/**
 * The licence file (docs/licence-format.md): `{ payload, signature }`, the
 * signature being Ed25519 over the RFC 8785 canonical JSON of the payload,
 * base64. Shared by the server (verify) and the CLI (issue).
 */

const isoTime = z.iso.datetime({ offset: true });

export const payloadSchema = z
  .object({
    licSn: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
    custName: z.string().trim().min(1).max(100),
    category: z.enum(LicenceCategory),
    agentType: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
    number: z.number().int().min(1).max(1_000_000),
    type: z.enum(['formal', 'trial']),
    effectiveAt: isoTime,
    dueAt: isoTime,
    clusterNodes: z.number().int().min(1).max(10_000),
    machineCode: z.string().min(1).max(128),
  })
  .refine((p) => Date.parse(p.dueAt) > Date.parse(p.effectiveAt), {
    message: 'dueAt must be after effectiveAt',
    path: ['dueAt'],
  });

const fileSchema = z.object({
  payload: z.record(z.string(), z.unknown()),
  signature: z.string().regex(/^[A-Za-z0-9+/]{86}==$/, 'signature must be 64 bytes in base64'),
});

/** The bytes the signature covers. */
export function signedBytes(payload: unknown): Buffer {
  const text = canonicalize(payload);
  if (text === undefined) throw new Error('payload cannot be canonicalised');
  return Buffer.from(text, 'utf8');
}

export type ParsedLicence =
  | { ok: true; file: LicenceFile; payload: LicencePayload; signatureValid: boolean }
  | { ok: false; readable: boolean; problem: string; licSn?: string };

/**
 * Reads a licence file and checks its signature against the trusted keys.
 * Not JSON or not `{payload, signature}`: unreadable. A signed payload whose
 * fields break the format: readable but not ok (status invalid).
 */
export function parseLicence(text: string, keys: readonly KeyObject[]): ParsedLicence {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, readable: false, problem: 'not JSON' };
  }
  const shape = fileSchema.safeParse(json);
  if (!shape.success) return { ok: false, readable: false, problem: 'not a licence file' };
  const fields = payloadSchema.safeParse(shape.data.payload);
  if (!fields.success) {
    const problem = fields.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    const sn = shape.data.payload.licSn;
    return { ok: false, readable: true, problem, ...(typeof sn === 'string' ? { licSn: sn } : {}) };
  }
  const data = signedBytes(shape.data.payload);
  const signature = Buffer.from(shape.data.signature, 'base64');
  const signatureValid = keys.some((key) => verify(null, data, key, signature));
  return {
    ok: true,
    file: { payload: shape.data.payload as unknown as LicencePayload, signature: shape.data.signature },
    payload: fields.data,
    signatureValid,
  };
}

/** Signs a payload with an Ed25519 private key (PKCS#8 PEM) into the text of a licence file. */
export function issueLicence(payload: LicencePayload, privateKeyPem: string): string {
  const checked = payloadSchema.parse(payload);
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the private key is not an Ed25519 key');
  const signature = sign(null, signedBytes(checked), key).toString('base64');
  const file: LicenceFile = { payload: checked, signature };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; a raw 32-byte key follows it. */
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** One trusted key: SPKI PEM (newlines may be written as \n), base64 SPKI DER, or base64 raw 32 bytes. */
export function parsePublicKey(text: string): KeyObject {
  const value = text.trim().replace(/\\n/g, '\n');
  let key: KeyObject;
  if (value.includes('-----BEGIN')) {
    key = createPublicKey(value);
  } else {
    const der = Buffer.from(value, 'base64');
    const spki = der.length === 32 ? Buffer.concat([SPKI_ED25519_PREFIX, der]) : der;
    key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('a licence public key is not an Ed25519 key');
  return key;
}

/** The public key as one base64 line (SPKI DER), the form LICENCE_PUBLIC_KEYS takes most easily. */
export function publicKeyLine(key: KeyObject): string {
  return key.export({ type: 'spki', format: 'der' }).toString('base64');
}
