import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROBOT_NO_PATTERN } from '@rpa/contracts';
import pkg from '../package.json';
import { Agent, type AgentOptions } from './agent';
import { docCommand, fieldCommand, itemCommand, varCommand } from './local';
import { unpack } from './package';
import { runPackage } from './run';
import { CONNECT_SECONDS, supervise } from './supervisor';
import { RESTART_EXIT_CODE } from './upgrade';

/** Set by the build (build.mjs, pack-upgrade.mjs); unbundled (tsx), this package's version. */
declare const __ROBOT_VERSION__: string | undefined;
const VERSION: string = typeof __ROBOT_VERSION__ === 'undefined' ? pkg.version : __ROBOT_VERSION__;

const USAGE = `rpa-robot ${VERSION}: the reference robot agent of the RPA console.

Usage:
  rpa-robot --server <url> --robots-no <no> --password <password> [options]
  rpa-robot run <package.zip> [--param name=value ...] [--output dir] [--timeout seconds]
  rpa-robot var get <name> | rpa-robot var set <name> <value>
  rpa-robot item next <space> | item done <id> [output-json] | item fail <id> <reason> | item add <space> <json>
  rpa-robot doc list | rpa-robot doc get [<folder>/]<name> [<out-file>]
  rpa-robot field set <key> <value>

Options (each also from the environment variable in brackets):
  --server <url>       the console API, e.g. http://127.0.0.1:8080/api (RPA_SERVER)
  --robots-no <no>     this robot's number, 3-64 of letters, digits and _ . - (RPA_ROBOTS_NO)
  --password <pwd>     the client password; with --binding user, the user's
                       sign-in password (RPA_PASSWORD)
  --binding <way>      manager (default) or user (RPA_BINDING)
  --account <account>  the user a user-bound robot works for (RPA_ACCOUNT)
  --machine-key <key>  a machine key of a department, from a manager: a new
                       manager-bound robot registers with it into that department;
                       without one it waits for a manager's approval (RPA_MACHINE_KEY)
  --category <type>    background (default), foreground or scene (RPA_CATEGORY)
  --work-dir <dir>     packages and runs (RPA_WORK_DIR; default ~/.rpa-robot/<no>)
  --instance <n>       instance number on this machine, 0-99 (RPA_INSTANCE; default 0)
  --record             record the screen of each run with ffmpeg (needs ffmpeg and an X
                       display in DISPLAY) and upload it with the run (RPA_RECORD=1;
                       RPA_RECORD_INPUT gives other ffmpeg input arguments); without
                       them runs go on unrecorded and each run's log says why
  --steward <url>      the desktop steward of this machine, e.g. http://127.0.0.1:7370
                       (RPA_STEWARD): each run is on the display it keeps for this
                       robot (DISPLAY and RPA_SCREEN in the run), and so is its recording
  -h, --help           print this help and exit
  -v, --version        print the agent version and exit

The robot connects, prints its state, and reconnects by itself when the
connection drops. SIGTERM or SIGINT stops it cleanly.

Upgrades: the agent runs as the child of a small supervisor process (the
same command), which starts the current build: this one, or an upgrade the
server offered, staged under <work-dir>/upgrades. The supervisor restarts
the agent on a staged upgrade and goes back to the previous build when the
new one does not connect to the server within RPA_UPGRADE_CONNECT_SECONDS
(default ${CONNECT_SECONDS}). RPA_SUPERVISED=1 runs the agent alone, without upgrades.

run: runs a process package on this machine, as a task would, printing its
log lines; produced files stay in --output (default: a new temporary
directory). Exit code 0 when the run succeeds, 1 when it fails.

var: inside a run, reads (prints) or writes a variable of the robot's
department through the robot running it (RPA_ROBOT_URL, RPA_RUN_TOKEN).
Exit code 1 with the reason when the server refuses, 2 on wrong usage.

item: inside a run, takes the next item of a task data space (prints it as
JSON; exit code 3 and nothing printed when none waits), reports an item done
(with optional output JSON) or failed (with the reason), or adds an item.
Exit code 1 with the reason when the server refuses, 2 on wrong usage.

The agent registers with a console server, receives tasks, runs process
packages and streams their logs back; see docs/robot-protocol.md.
`;

const AGENT_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  server: { type: 'string' },
  'robots-no': { type: 'string' },
  password: { type: 'string' },
  binding: { type: 'string' },
  account: { type: 'string' },
  'machine-key': { type: 'string' },
  category: { type: 'string' },
  'work-dir': { type: 'string' },
  instance: { type: 'string' },
  record: { type: 'boolean' },
  steward: { type: 'string' },
} as const;

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (argv[0] === 'run') return runCommand(argv.slice(1));
  const commands = { var: varCommand, item: itemCommand, doc: docCommand, field: fieldCommand };
  const command = commands[argv[0] as keyof typeof commands];
  if (command) {
    const r = await command(argv.slice(1), env);
    if (r.out) process.stdout.write(`${r.out}\n`);
    if (r.err) process.stderr.write(`${r.err}\n`);
    return r.code;
  }
  let options: AgentOptions | null;
  try {
    const { values } = parseArgs({ args: argv, options: AGENT_OPTIONS, strict: true });
    if (values.help) {
      process.stdout.write(USAGE);
      return 0;
    }
    if (values.version) {
      process.stdout.write(`${VERSION}\n`);
      return 0;
    }
    options = agentOptions(values, env);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (env.RPA_SUPERVISED === '1') return runAgent(options, typeof process.send === 'function');
  const seconds = Number(env.RPA_UPGRADE_CONNECT_SECONDS ?? CONNECT_SECONDS);
  if (!(seconds > 0)) {
    process.stderr.write('RPA_UPGRADE_CONNECT_SECONDS must be a positive number of seconds\n');
    return 2;
  }
  return supervise({
    workDir: options.workDir,
    self: path.resolve(process.argv[1] ?? ''),
    version: VERSION,
    args: argv,
    env,
    connectSeconds: seconds,
    log: (text) => options.log(`supervisor: ${text}`),
  });
}

type AgentValues = {
  [K in keyof typeof AGENT_OPTIONS]?: (typeof AGENT_OPTIONS)[K]['type'] extends 'string' ? string : boolean;
};

/** The address other machines see: the first external IPv4. */
function localAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    const v4 = list?.find((a) => a.family === 'IPv4' && !a.internal);
    if (v4) return v4.address;
  }
  return '127.0.0.1';
}

/** Options from the command line, else the environment; null when nothing says which server to join. */
function agentOptions(v: AgentValues, env: NodeJS.ProcessEnv): AgentOptions | null {
  const server = v.server ?? env.RPA_SERVER;
  const robotsNo = v['robots-no'] ?? env.RPA_ROBOTS_NO;
  const clientPwd = v.password ?? env.RPA_PASSWORD;
  if (!server && !robotsNo && !clientPwd) return null;
  if (!server || !robotsNo || !clientPwd)
    throw new Error('--server, --robots-no and --password are all needed');
  if (!/^https?:\/\//.test(server)) throw new Error('--server must be an http:// or https:// address');
  if (!ROBOT_NO_PATTERN.test(robotsNo)) {
    throw new Error('--robots-no must be 3-64 letters, digits and _ . -, starting with a letter or digit');
  }
  const bindingWay = v.binding ?? env.RPA_BINDING ?? 'manager';
  if (bindingWay !== 'manager' && bindingWay !== 'user') throw new Error('--binding must be manager or user');
  const account = v.account ?? env.RPA_ACCOUNT;
  if (bindingWay === 'user' && !account) throw new Error('--binding user needs --account');
  const machineKey = v['machine-key'] ?? env.RPA_MACHINE_KEY;
  if (machineKey !== undefined && (machineKey.trim() === '' || machineKey.length > 128))
    throw new Error('--machine-key must be 1-128 characters');
  const category = v.category ?? env.RPA_CATEGORY ?? 'background';
  if (category !== 'background' && category !== 'foreground' && category !== 'scene') {
    throw new Error('--category must be background, foreground or scene');
  }
  const instanceNo = Number(v.instance ?? env.RPA_INSTANCE ?? 0);
  if (!Number.isInteger(instanceNo) || instanceNo < 0 || instanceNo > 99) {
    throw new Error('--instance must be a whole number from 0 to 99');
  }
  const stamp = () => new Date().toISOString();
  return {
    server,
    robotsNo,
    clientPwd,
    bindingWay,
    account,
    ...(machineKey ? { machineKey: machineKey.trim() } : {}),
    category,
    workDir: path.resolve(
      v['work-dir'] ?? env.RPA_WORK_DIR ?? path.join(os.homedir(), '.rpa-robot', robotsNo),
    ),
    machine: {
      hostName: os.hostname().slice(0, 128),
      osUser: os.userInfo().username.slice(0, 128),
      os: `${os.type()} ${os.release()}`.slice(0, 128),
      address: localAddress(),
      agentVersion: VERSION,
      instanceNo,
      ...(env.RPA_RESOLUTION ? { resolution: env.RPA_RESOLUTION } : {}),
    },
    // RPA_RECORD_INPUT: other ffmpeg input arguments than the X display, e.g. "-f lavfi -i testsrc".
    ...(v.record || env.RPA_RECORD === '1'
      ? { record: env.RPA_RECORD_INPUT ? { input: env.RPA_RECORD_INPUT.trim().split(/\s+/) } : {} }
      : {}),
    ...((v.steward ?? env.RPA_STEWARD) ? { steward: (v.steward ?? env.RPA_STEWARD) as string } : {}),
    log: (text) => process.stdout.write(`${stamp()} ${robotsNo}: ${text}\n`),
    onState: (state) => process.stdout.write(`${stamp()} ${robotsNo}: state ${state}\n`),
  };
}

/**
 * Runs the agent until SIGTERM or SIGINT, or until the server refuses it for
 * good. Under its supervisor (an IPC channel) it tells each welcome, and
 * restarts on a staged upgrade by exiting with RESTART_EXIT_CODE; it stops
 * when the supervisor is gone.
 */
async function runAgent(options: AgentOptions, supervised: boolean): Promise<number> {
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => {
    finish = resolve;
  });
  const agent = new Agent({
    ...options,
    onState: (state) => {
      options.onState?.(state);
      if (state === 'refused') finish(1);
    },
    ...(supervised
      ? {
          onWelcome: () => process.send?.({ type: 'welcomed', version: VERSION }),
          restart: () => finish(RESTART_EXIT_CODE),
        }
      : {}),
  });
  let stopping = false;
  // A signal may come twice (a terminal's to the whole group, and the supervisor's): one stop.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    options.log('stopping');
    void agent.stop().then(() => finish(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (supervised) process.on('disconnect', stop);
  options.log(
    `connecting to ${options.server} as ${options.bindingWay}-bound ${options.category} robot, version ${VERSION}`,
  );
  agent.start();
  const code = await done;
  await agent.stop();
  process.off('SIGTERM', stop);
  process.off('SIGINT', stop);
  process.off('disconnect', stop);
  return code;
}

/** `rpa-robot run`: a local run of a package (the console's "run locally" dialog gives the command). */
async function runCommand(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseRun>;
  try {
    parsed = parseRun(argv);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const work = await mkdtemp(path.join(tmpdir(), 'rpa-run-'));
  try {
    const manifest = await unpack(parsed.zip, path.join(work, 'package'));
    const outputDir = parsed.output ?? path.join(work, 'output');
    const stop = new AbortController();
    process.once('SIGINT', () => stop.abort());
    const result = await runPackage({
      dir: path.join(work, 'package'),
      manifest,
      parameters: parsed.parameters,
      outputDir,
      signal: stop.signal,
      timeoutMs: parsed.timeoutMs,
      onLine: (l) => (l.level === 'error' ? process.stderr : process.stdout).write(`${l.text}\n`),
    });
    process.stdout.write(`\n${manifest.name} ${manifest.version}: ${result.outcome}\n`);
    for (const f of result.files) process.stdout.write(`  ${path.join(outputDir, f.name)} (${f.size} B)\n`);
    return result.outcome === 'success' ? 0 : 1;
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    return 1;
  } finally {
    // Produced files are kept when the caller named the output directory.
    await rm(parsed.output ? path.join(work, 'package') : work, { recursive: true, force: true });
    if (parsed.output) await rm(work, { recursive: true, force: true });
  }
}

function parseRun(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      param: { type: 'string', multiple: true, short: 'p' },
      output: { type: 'string', short: 'o' },
      timeout: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [zip] = positionals;
  if (!zip || positionals.length > 1) throw new Error('run needs exactly one package file');
  const parameters: Record<string, string> = {};
  for (const p of values.param ?? []) {
    const eq = p.indexOf('=');
    if (eq < 1) throw new Error(`--param ${p}: expected name=value`);
    parameters[p.slice(0, eq)] = p.slice(eq + 1);
  }
  const timeout = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeout !== undefined && !(timeout > 0))
    throw new Error('--timeout must be a positive number of seconds');
  return {
    zip,
    parameters,
    output: values.output ? path.resolve(values.output) : undefined,
    timeoutMs: timeout === undefined ? undefined : timeout * 1000,
  };
}

process.exitCode = await main(process.argv.slice(2));
// Under a supervisor the IPC channel would keep the process alive.
if (process.connected) process.disconnect();
