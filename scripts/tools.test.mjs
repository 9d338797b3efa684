import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canInstall, checkTools, onPath, TOOLS } from './tools.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'rpa-tools-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A directory for a PATH holding executables of the given names. */
function bin(name, ...commands) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const c of commands) {
    writeFileSync(path.join(dir, c), '#!/bin/sh\nexit 0\n');
    chmodSync(path.join(dir, c), 0o755);
  }
  return dir;
}

const ffmpeg = TOOLS.find((t) => t.name === 'ffmpeg');

/** Runs the checker on ffmpeg alone, collecting what it prints and installs. */
function check(env, options = {}) {
  const lines = [];
  const installed = [];
  const flags = checkTools({
    env,
    tools: [ffmpeg],
    log: (l) => lines.push(l),
    install: (packages) => {
      installed.push(...packages);
      return options.installWorks ?? true;
    },
    ...options,
  });
  return { flags, lines, installed };
}

describe('the outside tools check', () => {
  it('finds a tool on the PATH and sets nothing', () => {
    const r = check({ PATH: bin('with', 'ffmpeg') }, { installable: false });
    expect(onPath('ffmpeg', { PATH: bin('with', 'ffmpeg') })).toBe(true);
    expect(r).toEqual({ flags: {}, lines: [], installed: [] });
  });

  it('without the tool and without a way to install it: one line says what to install, and the flag says why tests skip', () => {
    const env = { PATH: bin('without', 'apt-get') };
    // Not root, although apt-get is there.
    expect(canInstall(env, 1000)).toBe(false);
    const r = check(env, { installable: canInstall(env, 1000) });
    expect(r.installed).toEqual([]);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toContain('missing ffmpeg: install it with `apt-get install ffmpeg`');
    expect(r.flags.RPA_NO_FFMPEG).toMatch(/^ffmpeg is not installed .*apt-get install ffmpeg$/);
  });

  it('as root without apt-get it cannot install either', () => {
    const env = { PATH: bin('bare') };
    expect(canInstall(env, 0)).toBe(false);
    expect(check(env, { installable: canInstall(env, 0) }).flags.RPA_NO_FFMPEG).toBeTruthy();
  });

  it('as root with apt-get it installs the missing tool, says so, and sets nothing once it is there', () => {
    const dir = bin('root', 'apt-get');
    const env = { PATH: dir };
    expect(canInstall(env, 0)).toBe(true);
    const r = check(env, {
      installable: true,
      install: (packages) => {
        expect(packages).toEqual(['ffmpeg']);
        bin('root', 'ffmpeg');
        return true;
      },
    });
    expect(r.lines).toEqual(['installing ffmpeg for the tests: apt-get install ffmpeg']);
    expect(r.flags).toEqual({});
  });

  it('skips when an install did not bring the tool', () => {
    const r = check({ PATH: bin('failing', 'apt-get') }, { installable: true, installWorks: false });
    expect(r.installed).toEqual(['ffmpeg']);
    expect(r.flags.RPA_NO_FFMPEG).toContain('apt-get install ffmpeg');
  });

  it('keeps a flag the caller set and never installs for it; TEST_INSTALL_TOOLS=0 forbids installing', () => {
    const given = check(
      { PATH: bin('given', 'ffmpeg'), RPA_NO_FFMPEG: 'recordings off here' },
      { installable: true },
    );
    expect(given.flags).toEqual({ RPA_NO_FFMPEG: 'recordings off here' });
    expect(given.installed).toEqual([]);
    const lines = [];
    const flags = checkTools({
      env: { PATH: bin('optout'), TEST_INSTALL_TOOLS: '0' },
      tools: [ffmpeg],
      log: (l) => lines.push(l),
      install: () => {
        throw new Error('must not install');
      },
    });
    expect(flags.RPA_NO_FFMPEG).toBeTruthy();
  });

  it('hands apt-get the debconf answers of what it installs: slapd unconfigured, so no service of its own', () => {
    const slapd = TOOLS.find((t) => t.name === 'slapd');
    const given = [];
    const flags = checkTools({
      env: { PATH: bin('no-ldap') },
      tools: [slapd],
      installable: true,
      log: () => {},
      install: (packages, _env, preseed) => {
        given.push({ packages, preseed });
        return false;
      },
    });
    expect(given).toEqual([
      { packages: ['slapd', 'ldap-utils'], preseed: ['slapd slapd/no_configuration boolean true'] },
    ]);
    expect(flags.RPA_NO_SLAPD).toContain('apt-get install slapd ldap-utils');
  });

  it('every tool names its Debian packages, its flag and what skips without it', () => {
    for (const t of TOOLS) {
      expect(t.apt.length).toBeGreaterThan(0);
      expect(t.flag).toMatch(/^RPA_NO_[A-Z_]+$/);
      expect(t.purpose && t.skips).toBeTruthy();
    }
  });
});
