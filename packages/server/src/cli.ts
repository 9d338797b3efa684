import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ACCOUNT_PATTERN, checkPassword, REAL_NAME_MAX, REAL_NAME_MIN } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
// Built-in roles are granted the catalogue's keys: the domains' list declares their menus to it.
import './modules/index';
import { insertDepartment } from './modules/departments/create';
import { departments } from './modules/departments/schema';
import { LICENCE_USAGE, licenceCommand } from './modules/licences/cli';
import { ensureBuiltInRoles } from './modules/roles/builtin';
import { getPolicy } from './modules/security/policy';
import { insertUser } from './modules/users/create';
import { users } from './modules/users/schema';
import { createSealer, loadMasterKey, previousMasterKeys } from './platform/crypto';
import { openDatabase } from './platform/db';
import { resealSecrets } from './reseal';

const USAGE = `Usage: npm run create-admin -- --account <account> --name <real name> [--department <name>]

Creates the first administrator (all four identities) in the database that
the server's environment names (DATABASE_URL, or PGlite under DATA_DIR).
The password comes from ADMIN_PASSWORD, or is asked for at the prompt.

${LICENCE_USAGE}

Usage: npm run reseal-secrets

Seals every secret at rest again under MASTER_KEY, opening the old values
with MASTER_KEY_PREVIOUS (docs/operations.md "Rotating the master key").`;

/** Reads a line without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: stdin, output: stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    stdout.write(question);
    out._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      stdout.write('\n');
      resolve(answer);
    });
  });
}

async function createAdmin(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { account: { type: 'string' }, name: { type: 'string' }, department: { type: 'string' } },
    strict: true,
  });
  const account = values.account ?? '';
  const name = values.name ?? '';
  if (!ACCOUNT_PATTERN.test(account)) {
    console.error('The account must start with a letter and have 3-50 letters, digits or @ _ - .');
    return 2;
  }
  if (name.length < REAL_NAME_MIN || name.length > REAL_NAME_MAX) {
    console.error(`The name must have ${REAL_NAME_MIN}-${REAL_NAME_MAX} characters.`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`,
  });
  try {
    await database.migrate();
    const db = database.db;
    const [taken] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.account}) = ${account.toLowerCase()}`);
    if (taken) {
      console.error(`The account "${account}" already exists.`);
      return 1;
    }
    const password = process.env.ADMIN_PASSWORD ?? (await askHidden('Password: '));
    const problem = checkPassword(password, await getPolicy(db), account);
    if (problem) {
      const why = {
        length: 'be 8-32 characters long',
        level: 'mix uppercase, lowercase, digits and special characters as the policy asks',
        pattern: 'match the password pattern of the security settings',
        account: 'not contain the account name',
      }[problem.kind];
      console.error(`The password must ${why}.`);
      return 2;
    }
    await db.transaction(async (tx) => {
      const [root] = await tx.select().from(departments).where(sql`${departments.parentId} is null`).limit(1);
      const departmentId =
        root?.id ??
        (await insertDepartment(tx, {
          name: values.department ?? 'Head Office',
          code: '10',
          parentId: null,
        }));
      const roles = await ensureBuiltInRoles(tx);
      await insertUser(tx, {
        account,
        realName: name,
        password,
        departmentId,
        roleIds: Object.values(roles),
      });
    });
    console.log(`Administrator "${account}" created. Sign in at /console/.`);
    return 0;
  } finally {
    await database.close();
  }
}

async function resealCommand(): Promise<number> {
  const config = loadConfig();
  if (!config.masterKeyPrevious) {
    console.error(
      'Set MASTER_KEY to the new key and MASTER_KEY_PREVIOUS to the old one (or several, comma-separated).',
    );
    return 2;
  }
  const sealer = createSealer(
    await loadMasterKey(config.masterKey, config.dataDir),
    previousMasterKeys(config.masterKeyPrevious),
  );
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`,
  });
  try {
    await database.migrate();
    const counts = await resealSecrets(database.db, sealer);
    for (const c of counts) console.log(`${c.domain}: ${c.count} re-sealed`);
    console.log(
      'Every secret is sealed under MASTER_KEY: MASTER_KEY_PREVIOUS can be removed once every node has restarted.',
    );
    return 0;
  } catch (err) {
    console.error(`Nothing was changed: ${(err as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'create-admin') return createAdmin(rest);
  if (command === 'reseal-secrets') return resealCommand();
  if (command === 'licence') return licenceCommand(rest);
  process.stdout.write(USAGE);
  return command === undefined || command === '--help' ? 0 : 2;
}

main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
