import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { unpack } from './package';
import { fieldLine, type LogLine, runPackage } from './run';

let work: string;

/** Writes a zip holding the given files. */
async function zipOf(name: string, files: Record<string, string>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [n, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), n);
  zip.end();
  const file = path.join(work, name);
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(file)).on('close', resolve).on('error', reject);
  });
  return file;
}

const manifest = (entry: string, runtime = 'node') =>
  JSON.stringify({ name: 'Invoice check', version: '1.0.0', entry, runtime });

const SCRIPT = `
const fs = require('node:fs');
const path = require('node:path');
const params = JSON.parse(process.env.RPA_PARAMS);
console.log('checking ' + params.month + ' in ' + process.env.RPA_PARAM_TARGET_DIR);
console.error('warning: two invoices without a number');
fs.mkdirSync(path.join(process.env.RPA_OUTPUT_DIR, 'reports'), { recursive: true });
fs.writeFileSync(path.join(process.env.RPA_OUTPUT_DIR, 'reports', 'summary.txt'), 'ok 42');
process.exit(params.fail === 'yes' ? 3 : 0);
`;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'robot-run-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function prepared(name: string, files: Record<string, string>) {
  const dir = path.join(work, `${name}-unpacked`);
  return { dir, manifest: await unpack(await zipOf(`${name}.zip`, files), dir) };
}

describe('running a process package', () => {
  it('passes parameters, streams stdout and stderr in order and lists produced files', async () => {
    const p = await prepared('ok', { 'manifest.json': manifest('src/main.js'), 'src/main.js': SCRIPT });
    const lines: LogLine[] = [];
    const r = await runPackage({
      ...p,
      parameters: { month: '2026-10', target_dir: '/data/in' },
      outputDir: path.join(work, 'ok-out'),
      onLine: (l) => lines.push(l),
    });
    expect(r.outcome).toBe('success');
    expect(r.exitCode).toBe(0);
    expect(lines.find((l) => l.level === 'info')?.text).toBe('checking 2026-10 in /data/in');
    expect(lines.find((l) => l.level === 'error')?.text).toBe('warning: two invoices without a number');
    expect(lines.map((l) => l.seq).sort()).toEqual([1, 2]);
    expect(r.files).toEqual([{ name: 'reports/summary.txt', size: 5 }]);
    expect(await readFile(path.join(work, 'ok-out', 'reports', 'summary.txt'), 'utf8')).toBe('ok 42');
  });

  it('reports a non-zero exit as failed', async () => {
    const p = await prepared('fail', { 'manifest.json': manifest('main.js'), 'main.js': SCRIPT });
    const r = await runPackage({
      ...p,
      parameters: { month: 'x', fail: 'yes' },
      outputDir: path.join(work, 'fail-out'),
      onLine: () => {},
    });
    expect(r).toMatchObject({ outcome: 'failed', exitCode: 3 });
  });

  it('runs a shell entry', async () => {
    const p = await prepared('sh', {
      'manifest.json': manifest('run.sh', 'shell'),
      'run.sh': 'echo "hello $RPA_PARAM_WHO"\n',
    });
    const lines: LogLine[] = [];
    const r = await runPackage({
      ...p,
      parameters: { who: 'robot' },
      outputDir: path.join(work, 'sh-out'),
      onLine: (l) => lines.push(l),
    });
    expect(r.outcome).toBe('success');
    expect(lines.map((l) => l.text)).toEqual(['hello robot']);
  });

  it('a stop kills the run and what it started', async () => {
    const p = await prepared('stop', {
      'manifest.json': manifest('loop.js'),
      // A grandchild that would outlive a plain kill of the entry.
      'loop.js': `require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' });
console.log('started'); setInterval(() => {}, 1000);`,
    });
    const stop = new AbortController();
    const started = Date.now();
    const r = await runPackage({
      ...p,
      parameters: {},
      outputDir: path.join(work, 'stop-out'),
      signal: stop.signal,
      onLine: (l) => l.text === 'started' && stop.abort(),
    });
    expect(r.outcome).toBe('stopped');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a run past its timeout is killed and reported as such', async () => {
    const p = await prepared('slow', {
      'manifest.json': manifest('slow.js'),
      'slow.js': 'setInterval(() => {}, 1000);',
    });
    const r = await runPackage({
      ...p,
      parameters: {},
      outputDir: path.join(work, 'slow-out'),
      timeoutMs: 300,
      onLine: () => {},
    });
    expect(r.outcome).toBe('timeout');
  });

  it('gives the run its variables as RPA_VAR_<NAME> and masks password values and the AI key in its lines', async () => {
    const withVars = JSON.stringify({
      name: 'Vars',
      version: '1.0.0',
      entry: 'main.js',
      runtime: 'node',
      variables: ['login-password', 'Greeting', 'formula', 'Greeting'],
    });
    const script = `
const e = process.env;
console.log('greeting ' + e.RPA_VAR_GREETING + ' formula ' + e.RPA_VAR_FORMULA);
console.log('password ' + e.RPA_VAR_LOGIN_PASSWORD + ' key ' + e.RPA_AI_KEY);
console.error('again: ' + e.RPA_VAR_LOGIN_PASSWORD + '/' + e.RPA_VAR_EXPRESSIONS);
`;
    const p = await prepared('vars', { 'manifest.json': withVars, 'main.js': script });
    expect(p.manifest.variables).toEqual(['login-password', 'Greeting', 'formula']);
    const lines: LogLine[] = [];
    const r = await runPackage({
      ...p,
      parameters: {},
      aiServer: { address: 'http://ai', key: 'sk-ai-key', model: 'm' },
      variables: [
        { name: 'login-password', type: 'password', value: 'pa55 word', expression: false },
        { name: 'Greeting', type: 'text', value: 'hello', expression: false },
        { name: 'formula', type: 'text', value: '1 + 2', expression: true },
      ],
      outputDir: path.join(work, 'vars-out'),
      onLine: (l) => lines.push(l),
    });
    expect(r.outcome).toBe('success');
    expect(lines.map((l) => l.text).sort()).toEqual([
      'again: ******/["formula"]',
      'greeting hello formula 1 + 2',
      'password ****** key ******',
    ]);
  });

  it('refuses a manifest whose variables are not a list of names', async () => {
    const bad = JSON.stringify({
      name: 'V',
      version: '1.0.0',
      entry: 'm.js',
      runtime: 'node',
      variables: ['x'.repeat(51)],
    });
    await expect(prepared('badvars', { 'manifest.json': bad, 'm.js': '' })).rejects.toThrow(/variables/);
  });

  it('refuses a package without a manifest or with an entry escaping the package', async () => {
    await expect(prepared('nomanifest', { 'main.js': '' })).rejects.toThrow(/manifest/);
    await expect(
      prepared('escape', { 'manifest.json': manifest('main.js'), '../evil.js': 'x' }),
    ).rejects.toThrow();
  });
});

// Each case starts Node, which compiles the CLI with tsx first: seconds on a busy machine.
describe('rpa-robot run', { timeout: 30_000 }, () => {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'robot.ts');
  it('runs a package locally with --param and prints its log and files', async () => {
    const zip = await zipOf('cli.zip', { 'manifest.json': manifest('main.js'), 'main.js': SCRIPT });
    const out = path.join(work, 'cli-out');
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', entry, 'run', zip, '--param', 'month=2026-11', '-p', 'target_dir=/in', '-o', out],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toContain('warning: two invoices without a number');
    expect(r.stdout).toContain('checking 2026-11 in /in');
    expect(r.stdout).toContain('Invoice check 1.0.0: success');
    expect(r.stdout).toContain(path.join(out, 'reports', 'summary.txt'));
    expect(r.status).toBe(0);
  });

  it('refuses a malformed parameter with exit code 2', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', entry, 'run', 'x.zip', '--param', 'novalue'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('expected name=value');
  });
});

describe('business field lines', () => {
  it('reads `::rpa-field KEY=VALUE` and nothing else', () => {
    expect(fieldLine('::rpa-field invoice_no=INV-1 = 2')).toEqual({ key: 'invoice_no', value: 'INV-1 = 2' });
    expect(fieldLine('::rpa-field amount=')).toEqual({ key: 'amount', value: '' });
    for (const other of [
      'rpa-field a=1',
      ' ::rpa-field a=1',
      '::rpa-field 1a=1',
      '::rpa-field a',
      '::rpa-fieldx a=1',
    ]) {
      expect(fieldLine(other)).toBeNull();
    }
  });
});
