import { spawnSync } from 'node:child_process';
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
});
