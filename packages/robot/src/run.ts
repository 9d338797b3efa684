import { spawn } from 'node:child_process';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { AiServerForRobot, ServiceForRobot, VariableForRobot } from '@rpa/contracts';
import { libraryEnv } from './libraries';
import type { RunnableManifest } from './package';

export type LogLevel = 'info' | 'error';

export interface LogLine {
  /** Position of the line in the run, from 1; lets the server drop duplicates after a resend. */
  seq: number;
  time: string;
  level: LogLevel;
  text: string;
}

export interface RunOptions {
  /** The unpacked package. */
  dir: string;
  manifest: RunnableManifest;
  parameters: Record<string, string>;
  /** The AI server, for a process that needs it: RPA_AI_ADDRESS, RPA_AI_KEY, RPA_AI_MODEL. */
  aiServer?: AiServerForRobot;
  /** The starter's service parameters for the process: RPA_SERVICE_USER, _OBJECT, _PASSWORD, _EXTENDED. */
  service?: ServiceForRobot;
  /** Variables the server gave the run (those its manifest names): RPA_VAR_<NAME>. */
  variables?: VariableForRobot[];
  /** More environment for the run (the robot's local endpoint). */
  env?: Record<string, string>;
  /** Values learnt during the run that must be masked too (passwords read through the local endpoint). */
  secrets?: ReadonlySet<string>;
  /** Where the run writes the files it produces; the robot uploads them afterwards. */
  outputDir: string;
  onLine(line: LogLine): void;
  /** A business field the run reported with a `::rpa-field KEY=VALUE` line on its output. */
  onField?(key: string, value: string): Promise<void>;
  /** Aborting stops the run: the whole process group is killed. */
  signal?: AbortSignal;
  /** Kills the run after this many milliseconds (the run timeout). */
  timeoutMs?: number;
}

export type Outcome = 'success' | 'failed' | 'stopped' | 'timeout';

export interface RunResult {
  outcome: Outcome;
  exitCode: number | null;
  /** Files the run left in its output directory, relative to it. */
  files: Array<{ name: string; size: number }>;
}

/** Parameter names as environment variables: RPA_PARAM_ followed by the name in capitals. */
export const paramEnvName = (name: string) => `RPA_PARAM_${name.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;

/** Variable names as environment variables: RPA_VAR_ followed by the name in capitals. */
export const varEnvName = (name: string) => `RPA_VAR_${name.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;

/** What stands in a log line for a secret: the AI server's key, a password variable's value. */
export const KEY_MASK = '******';

/** A line with every secret in it replaced by the mask, the longest secrets first (one may hold another). */
export function masker(secrets: Array<string | undefined>): (text: string) => string {
  const known = [...new Set(secrets.filter((s): s is string => !!s))].sort((a, b) => b.length - a.length);
  return (text) => known.reduce((t, secret) => t.replaceAll(secret, KEY_MASK), text);
}

/** The log-line form of a business field report: `::rpa-field KEY=VALUE` (docs/process-package.md). */
export function fieldLine(text: string): { key: string; value: string } | null {
  const m = /^::rpa-field ([A-Za-z][A-Za-z_]{0,29})=(.*)$/.exec(text);
  return m ? { key: m[1] as string, value: m[2] as string } : null;
}

/**
 * Runs a process package in a child process: a node entry with this Node,
 * a shell entry with /bin/sh. Parameters reach it as RPA_PARAMS (JSON) and
 * one RPA_PARAM_<NAME> each, the AI server as RPA_AI_*, variables as
 * RPA_VAR_<NAME>, and a node entry the robot's libraries (NODE_PATH,
 * RPA_CHROMIUM); stdout lines are logged as info, stderr as error, with the
 * AI server's key and password variables masked.
 */
export async function runPackage(o: RunOptions): Promise<RunResult> {
  await mkdir(o.outputDir, { recursive: true });
  const entry = path.join(o.dir, o.manifest.entry);
  const [command, args] = o.manifest.runtime === 'node' ? [process.execPath, [entry]] : ['/bin/sh', [entry]];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    RPA_PARAMS: JSON.stringify(o.parameters),
    RPA_OUTPUT_DIR: o.outputDir,
    RPA_PROCESS: o.manifest.name,
    RPA_VERSION: o.manifest.version,
  };
  // A node entry may drive a user interface with the robot's playwright-core and browser.
  if (o.manifest.runtime === 'node') Object.assign(env, libraryEnv(env));
  for (const [k, v] of Object.entries(o.parameters)) env[paramEnvName(k)] = v;
  if (o.aiServer) {
    env.RPA_AI_ADDRESS = o.aiServer.address;
    env.RPA_AI_KEY = o.aiServer.key;
    env.RPA_AI_MODEL = o.aiServer.model;
  }
  if (o.service) {
    env.RPA_SERVICE_USER = o.service.platformUser;
    env.RPA_SERVICE_OBJECT = o.service.objectId;
    env.RPA_SERVICE_PASSWORD = o.service.password;
    env.RPA_SERVICE_EXTENDED = o.service.extended;
  }
  Object.assign(env, o.env);
  for (const v of o.variables ?? []) env[varEnvName(v.name)] = v.value;
  const expressions = (o.variables ?? []).filter((v) => v.expression).map((v) => v.name);
  if (expressions.length) env.RPA_VAR_EXPRESSIONS = JSON.stringify(expressions);
  // Lines go to the server's task log, where no secret must be: a line printing one shows the mask.
  const known = [
    o.aiServer?.key,
    o.service?.password,
    ...(o.variables ?? []).filter((v) => v.type === 'password').map((v) => v.value),
  ];
  const masked = (text: string) => masker([...known, ...(o.secrets ?? [])])(text);

  // Its own process group, so a stop also ends whatever the entry started.
  const child = spawn(command, args, { cwd: o.dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let seq = 0;
  const reports: Array<Promise<void>> = [];
  const forward = (stream: NodeJS.ReadableStream, level: LogLevel) =>
    new Promise<void>((resolve) => {
      const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
      lines.on('line', (text) => {
        const field = level === 'info' && o.onField ? fieldLine(text) : null;
        // The log says a value was reported, never the value (it may be a password).
        if (field && o.onField) reports.push(o.onField(field.key, field.value));
        const shown = field ? `business field ${field.key} reported` : masked(text);
        o.onLine({ seq: ++seq, time: new Date().toISOString(), level, text: shown });
      });
      lines.on('close', resolve);
    });
  const streams = Promise.all([forward(child.stdout, 'info'), forward(child.stderr, 'error')]);

  let ended: 'stopped' | 'timeout' | null = null;
  const kill = (why: 'stopped' | 'timeout') => {
    if (ended || child.exitCode !== null || child.pid === undefined) return;
    ended = why;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  };
  const onAbort = () => kill('stopped');
  o.signal?.addEventListener('abort', onAbort);
  if (o.signal?.aborted) onAbort();
  const timer = o.timeoutMs ? setTimeout(() => kill('timeout'), o.timeoutMs) : null;

  const exitCode = await new Promise<number | null>((resolve) => {
    child.once('error', (err) => {
      o.onLine({ seq: ++seq, time: new Date().toISOString(), level: 'error', text: err.message });
      resolve(null);
    });
    child.once('close', (code) => resolve(code));
  });
  if (timer) clearTimeout(timer);
  o.signal?.removeEventListener('abort', onAbort);
  await streams;
  // Reports go before the result, their refusals into the log.
  await Promise.all(reports);
  const outcome: Outcome = ended ?? (exitCode === 0 ? 'success' : 'failed');
  return { outcome, exitCode, files: await listFiles(o.outputDir) };
}

async function listFiles(dir: string, prefix = ''): Promise<RunResult['files']> {
  const out: RunResult['files'] = [];
  for (const d of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${d.name}` : d.name;
    const full = path.join(dir, d.name);
    if (d.isDirectory()) out.push(...(await listFiles(full, rel)));
    else if (d.isFile()) out.push({ name: rel, size: (await stat(full)).size });
  }
  return out;
}
