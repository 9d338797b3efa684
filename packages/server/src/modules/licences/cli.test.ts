import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LicenceCode,
  type LicenceImportResult,
  type LicencePayload,
  type LicenceRow,
  type Page,
} from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_LICENCE_PUBLIC_KEY_FILE } from '../../config';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { TEST_LICENCE_PRIVATE_KEY_FILE } from '../../seed/licences';
import { createTestApp } from '../../testing/app';
import { signIn } from '../../testing/client';
import { days } from '../../testing/licences';
import { licences } from './schema';

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../cli.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'rpa-licence-cli-'));
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, 'licence', ...args], { encoding: 'utf8' });

async function appTrusting(publicKeys: string[]) {
  const app = await createTestApp({ licencePublicKeys: publicKeys });
  apps.push(app);
  await seedDemo(app.database.db);
  await app.database.db.delete(licences);
  return { app, admin: await signIn(app, 'admin', DEMO_PASSWORD) };
}

describe('licence CLI', { timeout: 60_000 }, () => {
  it('keygen, then issue from the console request file, then import: a round trip', async () => {
    const keygen = run('keygen', '--out', path.join(dir, 'vendor'));
    expect(keygen.status).toBe(0);
    const line = keygen.stdout.match(/LICENCE_PUBLIC_KEYS=(\S+)/)?.[1];
    expect(line).toBeTruthy();
    // A second keygen never overwrites the key.
    expect(run('keygen', '--out', path.join(dir, 'vendor')).status).toBe(1);

    const { app, admin } = await appTrusting([line as string]);
    const apply = await admin.download('POST', '/sys/lic/apply', { custName: 'Round Trip Ltd' });
    const requestFile = path.join(dir, 'request.json');
    writeFileSync(requestFile, apply.raw);

    const out = path.join(dir, 'round.lic');
    const issued = run(
      'issue',
      '--key',
      path.join(dir, 'vendor.key'),
      '--sn',
      'RT-0001',
      '--category',
      'designer',
      '--seats',
      '3',
      '--type',
      'formal',
      '--from',
      days(-1).slice(0, 10),
      '--to',
      days(90).slice(0, 10),
      '--request',
      requestFile,
      '--out',
      out,
    );
    expect(issued.stderr).toBe('');
    expect(issued.status).toBe(0);
    const payload = (JSON.parse(readFileSync(out, 'utf8')) as { payload: LicencePayload }).payload;
    expect(payload).toMatchObject({ custName: 'Round Trip Ltd', agentType: 'designer', clusterNodes: 1 });
    expect(payload.dueAt.endsWith('T23:59:59.999Z')).toBe(true);

    const verified = run(
      'verify',
      '--file',
      out,
      '--pub',
      path.join(dir, 'vendor.pub'),
      '--machine-code',
      payload.machineCode,
    );
    expect(verified.status).toBe(0);
    expect(verified.stdout).toContain('Signature valid.');

    const imported = await admin.upload<LicenceImportResult>(
      '/sys/lic/import',
      'round.lic',
      readFileSync(out),
    );
    expect(imported.body.code).toBe(0);
    expect(imported.body.result.licence).toMatchObject({ licSn: 'RT-0001', status: 'valid', remaining: 3 });
    expect(app.config.licenceTestKey).toBe(false);

    // The same file means nothing to an installation that trusts only the test key.
    const testKeyOnly = await appTrusting(createTestAppKeys());
    const refused = await testKeyOnly.admin.upload('/sys/lic/import', 'round.lic', readFileSync(out));
    expect(refused.body.code).toBe(LicenceCode.INVALID);
  });

  it('issues with the repository test key for a given machine code', async () => {
    const { app, admin } = await appTrusting(createTestAppKeys());
    const apply = await admin.download('POST', '/sys/lic/apply', {});
    const { machineCode } = JSON.parse(apply.raw.toString()) as { machineCode: string };
    const out = path.join(dir, 'test-key.lic');
    const issued = run(
      'issue',
      '--key',
      TEST_LICENCE_PRIVATE_KEY_FILE,
      '--sn',
      'TK-1',
      '--customer',
      '测试客户',
      '--category',
      'background',
      '--agent-type',
      'windows',
      '--seats',
      '2',
      '--type',
      'trial',
      '--from',
      days(-1),
      '--to',
      days(10),
      '--cluster-nodes',
      '2',
      '--machine-code',
      machineCode,
      '--out',
      out,
    );
    expect(issued.status).toBe(0);
    await admin.upload('/sys/lic/import', 'tk.lic', readFileSync(out));
    const list = await admin.call<Page<LicenceRow>>('POST', '/sys/lic/list', {});
    expect(app.config.licenceTestKey).toBe(false);
    expect(list.body.result.records[0]).toMatchObject({
      licSn: 'TK-1',
      custName: '测试客户',
      agentType: 'windows',
      type: 'trial',
      clusterNodes: 2,
      expiringSoon: true,
    });
  });

  it('explains wrong options instead of writing a file', () => {
    const base = ['issue', '--key', 'nope.key', '--sn', 'X', '--seats', '1', '--type', 'formal'];
    const badCategory = run(...base, '--category', 'robots', '--out', path.join(dir, 'x.lic'));
    expect(badCategory.status).toBe(2);
    expect(badCategory.stderr).toContain('--category must be one of background, foreground, designer, scene');
    const scene = (from: string, to: string, ...more: string[]) =>
      run(...base, '--category', 'scene', '--from', from, '--to', to, ...more, '--out', 'x.lic');
    const noMachine = scene('2026-01-01', '2026-02-01');
    expect(noMachine.status).toBe(2);
    expect(noMachine.stderr).toContain('--machine-code');
    const backwards = scene('2026-02-01', '2026-01-01', '--machine-code', 'M');
    expect(backwards.status).toBe(2);
    expect(backwards.stderr).toContain('dueAt must be after effectiveAt');
    expect(run('--help').status).toBe(0);
    expect(run('frobnicate').status).toBe(2);
  });
});

/** The repository test key, as createTestApp trusts by default. */
function createTestAppKeys(): string[] {
  return [readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8')];
}
