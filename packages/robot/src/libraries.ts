import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What the robot lends to the node processes it runs. A process that drives a
 * user interface needs playwright-core (about 10 MB) and a browser; carried by
 * the robot, they are installed once per machine, kept at the robot's version,
 * and packages stay a few kilobytes (docs/process-package.md, "Driving a user
 * interface").
 */

/** Browsers looked for on PATH when RPA_CHROMIUM does not name one, in this order. */
export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome'] as const;

/**
 * The node_modules folder that holds the robot's own playwright-core, or null.
 * Resolved from this file, so the bundled robot (dist/robot.js) finds the one
 * its installation has, up the folders like Node does. An upgraded build runs
 * from the work directory, where nothing resolves: its supervisor (the
 * installed build) hands it the installation's folder as RPA_LIBRARIES.
 */
export function libraryDir(env: NodeJS.ProcessEnv = {}): string | null {
  if (env.RPA_LIBRARIES) return env.RPA_LIBRARIES;
  try {
    const manifest = createRequire(import.meta.url).resolve('playwright-core/package.json');
    return path.dirname(path.dirname(manifest));
  } catch {
    return null;
  }
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The browser a process may drive: RPA_CHROMIUM as given, else the first of BROWSER_NAMES on PATH. */
export function findBrowser(env: NodeJS.ProcessEnv): string | null {
  if (env.RPA_CHROMIUM) return env.RPA_CHROMIUM;
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of BROWSER_NAMES) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (executable(file)) return file;
    }
  }
  return null;
}

/**
 * The environment a node run gets on top of `env`: NODE_PATH with the
 * library folder first (CommonJS `require`, and so `createRequire` in an ES
 * module, honours it; `import` does not), and RPA_CHROMIUM when a browser is found.
 */
export function libraryEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  const dir = libraryDir(env);
  if (dir)
    out.NODE_PATH = [dir, ...(env.NODE_PATH ?? '').split(path.delimiter).filter(Boolean)].join(
      path.delimiter,
    );
  const browser = findBrowser(env);
  if (browser) out.RPA_CHROMIUM = browser;
  return out;
}
