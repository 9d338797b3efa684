import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'robot.ts');
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], { encoding: 'utf8' });

describe('rpa-robot CLI', () => {
  it('prints its usage with --help', () => {
    const r = cli('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage:');
    expect(r.stdout).toContain('--version');
  });
  it('refuses an unknown option with exit code 2 and the usage', () => {
    const r = cli('--no-such-flag');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Usage:');
  });

  it('names the agent options in its usage', () => {
    const r = cli('--help');
    for (const option of [
      '--server',
      '--robots-no',
      '--password',
      '--binding',
      '--account',
      '--machine-key',
      '--category',
      '--work-dir',
    ]) {
      expect(r.stdout).toContain(option);
    }
  });

  it('refuses incomplete or wrong agent options with exit code 2', () => {
    const missing = cli('--server', 'http://127.0.0.1:1/api', '--robots-no', 'R-1');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--password');
    const binding = cli(
      '--server',
      'http://x/api',
      '--robots-no',
      'R-1',
      '--password',
      'secret1',
      '--binding',
      'boss',
    );
    expect(binding.status).toBe(2);
    expect(binding.stderr).toContain('manager or user');
    const account = cli(
      '--server',
      'http://x/api',
      '--robots-no',
      'R-1',
      '--password',
      'secret1',
      '--binding',
      'user',
    );
    expect(account.stderr).toContain('--account');
    const server = cli('--server', 'ftp://x', '--robots-no', 'R-1', '--password', 'secret1');
    expect(server.stderr).toContain('http://');
    const number = cli('--server', 'http://x/api', '--robots-no', 'R', '--password', 'secret1');
    expect(number.stderr).toContain('--robots-no must be');
  });

  it('refuses an empty machine key', () => {
    const key = cli(
      '--server',
      'http://x/api',
      '--robots-no',
      'R-1',
      '--password',
      'secret1',
      '--machine-key',
      ' ',
    );
    expect(key.status).toBe(2);
    expect(key.stderr).toContain('--machine-key must be');
  });

  it('takes its options from the environment, keeps reconnecting, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: {
        ...process.env,
        RPA_SERVER: 'http://127.0.0.1:1/api',
        RPA_ROBOTS_NO: 'R-ENV',
        RPA_PASSWORD: 'secret1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const until = Date.now() + 15_000;
    while (!out.includes('reconnecting') && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(out).toContain('R-ENV: connecting to http://127.0.0.1:1/api');
    expect(out).toContain('reconnecting');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('state stopped');
  }, 30_000);
});
