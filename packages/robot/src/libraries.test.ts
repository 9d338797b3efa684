import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findBrowser, libraryDir, libraryEnv } from './libraries';
import type { RunnableManifest } from './package';
import { type LogLine, runPackage } from './run';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'robot-libraries-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A folder holding the given files, executable or not. */
async function folder(name: string, files: Record<string, boolean>): Promise<string> {
  const dir = path.join(work, name);
  await mkdir(dir, { recursive: true });
  for (const [file, runnable] of Object.entries(files)) {
    await writeFile(path.join(dir, file), '#!/bin/sh\nexit 0\n');
    await chmod(path.join(dir, file), runnable ? 0o755 : 0o644);
  }
  return dir;
}

describe('the libraries the robot lends to node runs', () => {
  it('puts the folder holding its playwright-core first on NODE_PATH, keeping what was there', async () => {
    const empty = await folder('empty', {});
    const env = libraryEnv({ PATH: empty, NODE_PATH: ['/opt/one', '/opt/two'].join(path.delimiter) });
    const dir = libraryDir();
    expect(dir).not.toBeNull();
    expect(existsSync(path.join(dir as string, 'playwright-core', 'package.json'))).toBe(true);
    expect(env.NODE_PATH).toBe([dir, '/opt/one', '/opt/two'].join(path.delimiter));
    expect(libraryEnv({ PATH: empty }).NODE_PATH).toBe(dir);
  });

  it('takes the folder its supervisor hands an upgraded build (RPA_LIBRARIES)', () => {
    expect(libraryEnv({ PATH: '', RPA_LIBRARIES: '/opt/rpa-robot/node_modules' }).NODE_PATH).toBe(
      '/opt/rpa-robot/node_modules',
    );
  });

  it('takes RPA_CHROMIUM as given, over any browser on PATH', async () => {
    const bin = await folder('given', { chromium: true });
    expect(libraryEnv({ PATH: bin, RPA_CHROMIUM: '/opt/browser/chrome' }).RPA_CHROMIUM).toBe(
      '/opt/browser/chrome',
    );
  });

  it('finds a browser on PATH: executable files only, chromium before chromium-browser before google-chrome', async () => {
    const first = await folder('first', { 'google-chrome': true, chromium: false });
    const second = await folder('second', { 'chromium-browser': true });
    const PATH = [first, second].join(path.delimiter);
    expect(findBrowser({ PATH })).toBe(path.join(second, 'chromium-browser'));
    expect(libraryEnv({ PATH }).RPA_CHROMIUM).toBe(path.join(second, 'chromium-browser'));
    expect(findBrowser({ PATH: first })).toBe(path.join(first, 'google-chrome'));
  });

  it('gives no RPA_CHROMIUM when no browser is found', async () => {
    const none = await folder('none', { chromium: false, firefox: true });
    const env = libraryEnv({ PATH: none });
    expect(env).not.toHaveProperty('RPA_CHROMIUM');
    expect(findBrowser({})).toBeNull();
  });
});

describe('a run of a package', () => {
  const run = async (name: string, runtime: 'node' | 'shell', entry: string, script: string) => {
    const dir = await folder(name, {});
    await writeFile(path.join(dir, entry), script);
    const manifest = { name, version: '1.0.0', entry, runtime } as RunnableManifest;
    const lines: LogLine[] = [];
    const r = await runPackage({
      dir,
      manifest,
      parameters: {},
      outputDir: path.join(dir, 'out'),
      onLine: (l) => lines.push(l),
    });
    return { r, lines: lines.map((l) => l.text) };
  };

  it('of runtime node requires playwright-core through createRequire from outside any node_modules', async () => {
    vi.stubEnv('RPA_CHROMIUM', '/opt/browser/chrome');
    const { r, lines } = await run(
      'node-run',
      'node',
      'main.mjs',
      `import { createRequire } from 'node:module';
const { chromium } = createRequire(import.meta.url)('playwright-core');
console.log('launch ' + typeof chromium.launch);
console.log('browser ' + process.env.RPA_CHROMIUM);`,
    );
    expect(lines).toEqual(['launch function', 'browser /opt/browser/chrome']);
    expect(r.outcome).toBe('success');
  });

  it('of runtime shell gets no NODE_PATH of the robot', async () => {
    vi.stubEnv('NODE_PATH', '');
    const { r, lines } = await run('shell-run', 'shell', 'main.sh', 'echo "node path [$NODE_PATH]"\n');
    expect(r.outcome).toBe('success');
    expect(lines).toEqual(['node path []']);
  });
});
