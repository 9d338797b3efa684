import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { LicencePayload } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_LICENCE_PUBLIC_KEY_FILE } from '../../config';
import { TEST_LICENCE_PRIVATE_KEY_FILE } from '../../seed/licences';
import { issueLicence, parseLicence, parsePublicKey, publicKeyLine, signedBytes } from './format';
import { machineCodeOf } from './installation';

const privateKey = readFileSync(TEST_LICENCE_PRIVATE_KEY_FILE, 'utf8');
const publicKey = parsePublicKey(readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8'));

const payload: LicencePayload = {
  licSn: 'SN-1',
  custName: '客户 Ltd',
  category: 'foreground',
  agentType: 'foreground',
  number: 2,
  type: 'trial',
  effectiveAt: '2026-01-01T00:00:00.000Z',
  dueAt: '2026-12-31T23:59:59.000Z',
  clusterNodes: 2,
  machineCode: 'ABCDEF01-23456789-ABCDEF01-23456789',
};

describe('licence file format', () => {
  it('signs the RFC 8785 canonical JSON of the payload, whatever the key order', () => {
    expect(signedBytes({ b: 1, a: [2, 'x'], c: { z: 1, y: 1e21 } }).toString()).toBe(
      '{"a":[2,"x"],"b":1,"c":{"y":1e+21,"z":1}}',
    );
    const text = issueLicence(payload, privateKey);
    const file = JSON.parse(text) as { payload: Record<string, unknown>; signature: string };
    const reordered = Object.fromEntries(Object.entries(file.payload).reverse());
    const parsed = parseLicence(JSON.stringify({ signature: file.signature, payload: reordered }), [
      publicKey,
    ]);
    expect(parsed).toMatchObject({ ok: true, signatureValid: true, payload });
  });

  it('finds any change to a signed field', () => {
    const file = JSON.parse(issueLicence(payload, privateKey));
    file.payload.dueAt = '2099-12-31T23:59:59.000Z';
    expect(parseLicence(JSON.stringify(file), [publicKey])).toMatchObject({
      ok: true,
      signatureValid: false,
    });
  });

  it('trusts only the keys it is given', () => {
    const other = generateKeyPairSync('ed25519').publicKey;
    const text = issueLicence(payload, privateKey);
    expect(parseLicence(text, [other])).toMatchObject({ ok: true, signatureValid: false });
    expect(parseLicence(text, [other, publicKey])).toMatchObject({ ok: true, signatureValid: true });
    expect(parseLicence(text, [])).toMatchObject({ ok: true, signatureValid: false });
  });

  it('refuses payloads breaking the format before signing them', () => {
    expect(() => issueLicence({ ...payload, number: 0 }, privateKey)).toThrow();
    expect(() => issueLicence({ ...payload, dueAt: payload.effectiveAt }, privateKey)).toThrow(/after/);
    expect(() => issueLicence({ ...payload, effectiveAt: '2026-01-01' }, privateKey)).toThrow();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => issueLicence(payload, rsa.toString())).toThrow(/Ed25519/);
  });

  it('reads public keys as PEM, escaped PEM, base64 DER or base64 raw', () => {
    const pem = readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8');
    const line = publicKeyLine(publicKey);
    const raw = Buffer.from(line, 'base64').subarray(-32).toString('base64');
    for (const form of [pem, pem.replace(/\n/g, '\\n'), line, raw]) {
      expect(publicKeyLine(parsePublicKey(form))).toBe(line);
    }
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(() => parsePublicKey(rsa.toString())).toThrow(/Ed25519/);
  });

  it('derives a stable machine code from the installation id', () => {
    const code = machineCodeOf('5b0f7a1e-0000-4000-8000-000000000001');
    expect(code).toMatch(/^[0-9A-F]{8}(-[0-9A-F]{8}){3}$/);
    expect(machineCodeOf('5b0f7a1e-0000-4000-8000-000000000001')).toBe(code);
    expect(machineCodeOf('5b0f7a1e-0000-4000-8000-000000000002')).not.toBe(code);
  });
});
