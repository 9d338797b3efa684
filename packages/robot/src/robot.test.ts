import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'robot.ts');
/** Runs the CLI to its end; asynchronous, so independent runs overlap and the test's timer keeps ticking. */
const cli = (...args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', entry, ...args], (err, stdout, stderr) =>
      resolve({ status: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr }),
    );
  });

/** Complete agent options, for the cases that add one wrong option. */
const AGENT = ['--server', 'http://x/api', '--robots-no', 'R-1', '--password', 'secret1'];

// Each case starts Node, which compiles the CLI with tsx first: seconds on a busy machine.
describe('rpa-robot CLI', { timeout: 30_000 }, () => {
  it('prints its usage with --help', async () => {
    const r = await cli('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage:');
    expect(r.stdout).toContain('--version');
  });
  it('refuses an unknown option with exit code 2 and the usage', async () => {
    const r = await cli('--no-such-flag');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Usage:');
  });

  it('names the agent options in its usage', async () => {
    const r = await cli('--help');
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

  it('refuses incomplete or wrong agent options with exit code 2', async () => {
    const [missing, binding, account, server, number] = await Promise.all([
      cli('--server', 'http://127.0.0.1:1/api', '--robots-no', 'R-1'),
      cli(...AGENT, '--binding', 'boss'),
      cli(...AGENT, '--binding', 'user'),
      cli('--server', 'ftp://x', '--robots-no', 'R-1', '--password', 'secret1'),
      cli('--server', 'http://x/api', '--robots-no', 'R', '--password', 'secret1'),
    ]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--password');
    expect(binding.status).toBe(2);
    expect(binding.stderr).toContain('manager or user');
    expect(account.stderr).toContain('--account');
    expect(server.stderr).toContain('http://');
    expect(number.stderr).toContain('--robots-no must be');
  });

  it('refuses an empty machine key', async () => {
    const key = await cli(...AGENT, '--machine-key', ' ');
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
    // Resolves once the output tells of a retry, or at the exit (the expectations below then say why).
    const retrying = new Promise<void>((resolve) => {
      child.stdout.on('data', (d) => {
        out += String(d);
        if (out.includes('reconnecting')) resolve();
      });
      child.on('exit', () => resolve());
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await retrying;
    expect(out).toContain('R-ENV: connecting to http://127.0.0.1:1/api');
    expect(out).toContain('reconnecting');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('state stopped');
  });
});
