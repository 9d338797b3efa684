import { randomBytes } from 'node:crypto';
import type { Sealer } from '../../platform/crypto';

/** Characters of a signing secret kept in clear to tell secrets apart. */
const SHOWN = 10;

/** A Standard Webhooks signing secret (`whsec_` and 32 random bytes in base64), sealed to be kept. */
export function newSigningSecret(sealer: Sealer) {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  return { secret, stored: { secretSealed: sealer.seal(secret), secretPrefix: secret.slice(0, SHOWN) } };
}
