import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LicenceCategory, type LicenceCategoryValue, type LicencePayload } from '@rpa/contracts';
import { z } from 'zod';
import { issueLicence, parseLicence, parsePublicKey, payloadSchema, publicKeyLine } from './format';

export const LICENCE_USAGE = `Usage: npm run licence -- <command> [options]   (docs/licence-format.md)

  keygen --out <path>
      Writes a new Ed25519 key pair: <path>.key (private: keep it off the server and out of
      the repository) and <path>.pub; prints the public key line for LICENCE_PUBLIC_KEYS.

  issue --key <private key file> --sn <licSn> --customer <name>
        --category background|foreground|designer|scene --seats <n> --type formal|trial
        --from <date> --to <date> --machine-code <code> --out <file.lic>
        [--agent-type <type>] [--cluster-nodes <n>] [--request <request file>]
      Signs a licence. Dates are YYYY-MM-DD (from the start of --from to the end of --to,
      UTC) or ISO times. --request reads the machine code and customer from the file
      that the console's "Apply" downloads.

  verify --file <file.lic> --pub <public key file> [--machine-code <code>]
      Checks a licence's format and signature (and machine code) and prints it.
`;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A day means its whole UTC day: --from at its start, --to at its end. */
function isoTime(value: string | undefined, edge: 'start' | 'end', name: string): string {
  if (!value) throw new UsageError(`--${name} is required`);
  const text = DATE_ONLY.test(value)
    ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`
    : value;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new UsageError(`--${name} must be a date (YYYY-MM-DD) or an ISO time`);
  return new Date(ms).toISOString();
}

function whole(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive whole number`);
  return n;
}

class UsageError extends Error {}

function keygen(args: string[]): number {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } }, strict: true });
  if (!values.out) throw new UsageError('--out is required');
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  // Never overwrite a key: losing the private key means re-issuing every licence.
  writeFileSync(`${values.out}.key`, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
    flag: 'wx',
  });
  writeFileSync(`${values.out}.pub`, publicKey.export({ type: 'spki', format: 'pem' }), { flag: 'wx' });
  console.log(`Wrote ${values.out}.key (private) and ${values.out}.pub.`);
  console.log(`LICENCE_PUBLIC_KEYS=${publicKeyLine(publicKey)}`);
  return 0;
}

const requestSchema = z.object({ machineCode: z.string().min(1), custName: z.string() });

function issue(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: {
      key: { type: 'string' },
      sn: { type: 'string' },
      customer: { type: 'string' },
      category: { type: 'string' },
      'agent-type': { type: 'string' },
      seats: { type: 'string' },
      type: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      'cluster-nodes': { type: 'string' },
      'machine-code': { type: 'string' },
      request: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  if (!values.key) throw new UsageError('--key is required');
  if (!values.out) throw new UsageError('--out is required');
  const request = values.request
    ? requestSchema.parse(JSON.parse(readFileSync(values.request, 'utf8')))
    : undefined;
  const category = values.category as LicenceCategoryValue;
  if (!LicenceCategory.includes(category)) {
    throw new UsageError(`--category must be one of ${LicenceCategory.join(', ')}`);
  }
  if (values.type !== 'formal' && values.type !== 'trial')
    throw new UsageError('--type must be formal or trial');
  const machineCode = values['machine-code'] ?? request?.machineCode;
  if (!machineCode) throw new UsageError('--machine-code (or --request) is required');
  const payload: LicencePayload = {
    licSn: values.sn ?? '',
    custName: values.customer ?? request?.custName ?? '',
    category,
    agentType: values['agent-type'] ?? category,
    number: whole(values.seats, 'seats'),
    type: values.type,
    effectiveAt: isoTime(values.from, 'start', 'from'),
    dueAt: isoTime(values.to, 'end', 'to'),
    clusterNodes: whole(values['cluster-nodes'], 'cluster-nodes', 1),
    machineCode,
  };
  const checked = payloadSchema.safeParse(payload);
  if (!checked.success) {
    throw new UsageError(checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  writeFileSync(values.out, issueLicence(payload, readFileSync(values.key, 'utf8')), { flag: 'wx' });
  console.log(`Wrote ${values.out}: ${payload.licSn}, ${payload.number} ${category} seats, ${payload.type}.`);
  return 0;
}

function verifyFile(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: { file: { type: 'string' }, pub: { type: 'string' }, 'machine-code': { type: 'string' } },
    strict: true,
  });
  if (!values.file || !values.pub) throw new UsageError('--file and --pub are required');
  const parsed = parseLicence(readFileSync(values.file, 'utf8'), [
    parsePublicKey(readFileSync(values.pub, 'utf8')),
  ]);
  if (!parsed.ok) {
    console.error(`Invalid: ${parsed.problem}`);
    return 1;
  }
  console.log(JSON.stringify(parsed.payload, null, 2));
  if (!parsed.signatureValid) {
    console.error('Invalid: the signature does not verify with this public key.');
    return 1;
  }
  const code = values['machine-code'];
  if (code && parsed.payload.machineCode !== code) {
    console.error(`Machine code error: the licence is for ${parsed.payload.machineCode}.`);
    return 1;
  }
  console.log('Signature valid.');
  return 0;
}

/** `licence keygen | issue | verify`: the vendor's side of docs/licence-format.md. */
export async function licenceCommand(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'keygen') return keygen(rest);
    if (command === 'issue') return issue(rest);
    if (command === 'verify') return verifyFile(rest);
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error((err as Error).message);
      return 2;
    }
    if ((err as { code?: string }).code === 'EEXIST') {
      console.error(`${(err as { path?: string }).path} already exists; not overwritten.`);
      return 1;
    }
    throw err;
  }
  process.stdout.write(LICENCE_USAGE);
  return command === undefined || command === '--help' ? 0 : 2;
}
