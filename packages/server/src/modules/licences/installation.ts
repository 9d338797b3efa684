import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db';
import { installationId } from '../../platform/installation';

/** The machine code licences are bound to: 128 bits of SHA-256 of the installation id, in four groups. */
export function machineCodeOf(id: string): string {
  const hex = createHash('sha256').update(`rpa-installation:${id}`).digest('hex').slice(0, 32).toUpperCase();
  return hex.match(/.{8}/g)?.join('-') ?? hex;
}

export async function machineCode(db: Db): Promise<string> {
  return machineCodeOf(await installationId(db));
}
