import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { canonicalString, sign } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';

/** docs/api.md's worked signature examples must be what the signer computes. */
const doc = readFileSync(new URL('../../../../../docs/api.md', import.meta.url), 'utf8');
const key = 'Xq3vJ0b9mU2kT7rLwE5sYc1hN8aPzG4dFiO6eRtB0yA';
const timestamp = '1767225600000';

const examples = [
  {
    req: {
      method: 'POST',
      path: '/sauth/user/list?size=20',
      params: { size: '20', account: 'li', departmentId: 3 },
      timestamp,
      nonce: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    },
    signature: '7d0d94a9d6a7becedd0012d62b4208689b81bfccf77f50e0e3695c1866304fee',
  },
  {
    req: {
      method: 'POST',
      path: '/oauth/validate',
      params: {},
      timestamp,
      nonce: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    },
    signature: '5ed7dc5a3e6e510c03bee269225e719a74c231ef624049fb8769a118c57fd2f2',
  },
];

describe('docs/api.md signature examples', () => {
  it.each(examples)('$req.path signs as documented', ({ req, signature }) => {
    expect(doc).toContain(`key \`${key}\``);
    const payload = canonicalString(req);
    expect(doc).toContain(`\`\`\`\n${payload}\n\`\`\``);
    expect(doc).toContain(`signature: ${signature}`);
    expect(sign(key, req)).toBe(signature);
    // Step 5 of the documented algorithm, as written there.
    expect(createHmac('sha256', key).update(payload).digest('hex')).toBe(signature);
  });
});
