import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { libraryDir } from './libraries';
import {
  type Build,
  buildFile,
  type Pending,
  RESTART_EXIT_CODE,
  readCurrent,
  readPending,
  upgradePaths,
  writeCurrent,
  writePending,
} from './upgrade';

/** How long a build started for an upgrade has to be welcomed by the server (RPA_UPGRADE_CONNECT_SECONDS). */
export const CONNECT_SECONDS = 60;
/** How long a build that failed its start has to exit after SIGTERM, before SIGKILL. */
const KILL_WAIT_MS = 5000;

export interface SuperviseOptions {
  workDir: string;
  /** The robot's own file: the base build, started while current.json names none. */
  self: string;
  /** The base build's version. */
  version: string;
  /** The agent's arguments, given to every build it starts. */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Node's own options for the builds (the supervisor's unless told). */
  execArgv?: string[];
  connectSeconds: number;
  log(text: string): void;
}

interface Run {
  child: ChildProcess;
  version: string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The exit code a child's end gives the supervisor: its own, or 128 + the signal's number. */
function exitCode(end: { code: number | null; signal: NodeJS.Signals | null }): number {
  if (end.code !== null) return end.code;
  return 128 + ((end.signal && os.constants.signals[end.signal]) || 0);
}

/**
 * The supervisor (docs/robot-protocol.md, "Upgrades"): runs the current
 * build of the robot as its child, with RPA_SUPERVISED=1 and an IPC channel,
 * forwards SIGTERM and SIGINT to it, and ends with the child's exit code,
 * except for RESTART_EXIT_CODE: the agent staged an upgrade (pending.json)
 * and asks to be started on it. The new build is then on trial: unless it
 * tells over IPC that the server welcomed it within `connectSeconds`, it is
 * stopped and the previous build started again, pending.json telling why.
 * current.json always names a complete staged build, or is absent.
 */
export async function supervise(o: SuperviseOptions): Promise<number> {
  let stopping = false;
  let running: Run | null = null;
  const forward = (signal: NodeJS.Signals) => {
    stopping = true;
    running?.child.kill(signal);
  };
  const onTerm = () => forward('SIGTERM');
  const onInt = () => forward('SIGINT');
  process.on('SIGTERM', onTerm);
  process.on('SIGINT', onInt);

  const libraries = libraryDir(o.env);
  const launch = (file: string, version: string): Run => {
    o.log(`starting version ${version} (${file})`);
    const child = spawn(process.execPath, [...(o.execArgv ?? process.execArgv), file, ...o.args], {
      // The installed build's libraries, for an upgraded build that cannot resolve them itself (libraries.ts).
      env: { ...o.env, RPA_SUPERVISED: '1', ...(libraries ? { RPA_LIBRARIES: libraries } : {}) },
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
      child.once('error', (err) => {
        o.log(`version ${version} could not be started: ${err.message}`);
        if (child.pid === undefined) resolve({ code: 1, signal: null });
      });
    });
    running = { child, version, exit };
    return running;
  };

  /** The current build: the one current.json names when it is there, else the robot's own file. */
  const launchCurrent = (): Run => {
    const current = readCurrent(o.workDir);
    if (current && existsSync(buildFile(o.workDir, current)))
      return launch(buildFile(o.workDir, current), current.version);
    if (current) {
      o.log(`version ${current.version} is not staged any more; starting the base build`);
      writeCurrent(o.workDir, null);
    }
    return launch(o.self, o.version);
  };

  /** Stops a build that failed its start: SIGTERM, then SIGKILL when it does not end in time. */
  const kill = async (run: Run): Promise<void> => {
    run.child.kill('SIGTERM');
    const timer = setTimeout(() => run.child.kill('SIGKILL'), KILL_WAIT_MS);
    await run.exit;
    clearTimeout(timer);
  };

  /**
   * Goes back to the build the upgrade came from, records why in
   * pending.json, and starts it, unless the supervisor is stopping (then
   * answers `ended`, the build that failed).
   */
  const rollBack = (p: Pending, reason: string, ended: Run | null = null): Run => {
    o.log(`upgrade ${p.upgradeId}: ${reason}; going back to version ${p.from.version}`);
    // current.json first: a crash before pending.json tells puts the upgrade on trial again.
    writeCurrent(o.workDir, p.from.entry ? { version: p.from.version, entry: p.from.entry } : null);
    writePending(o.workDir, { ...p, outcome: 'failed', reason: reason.slice(0, 500) });
    if (p.to.version !== p.from.version)
      rmSync(path.join(upgradePaths(o.workDir).versions, p.to.version), { recursive: true, force: true });
    return stopping && ended ? ended : launchCurrent();
  };

  /** Starts the build an upgrade goes to, and keeps it only once the server welcomed it. */
  const trial = async (p: Pending): Promise<Run> => {
    const to: Build = p.to;
    if (!existsSync(buildFile(o.workDir, to))) return rollBack(p, `version ${to.version} is not staged`);
    writeCurrent(o.workDir, to);
    const run = launch(buildFile(o.workDir, to), to.version);
    const seconds = o.connectSeconds;
    const verdict = await new Promise<string | null>((resolve) => {
      const timer = setTimeout(
        () => resolve(`version ${to.version} did not connect within ${seconds} s`),
        seconds * 1000,
      );
      run.child.on('message', (m: { type?: string }) => {
        if (m?.type !== 'welcomed') return;
        clearTimeout(timer);
        resolve(null);
      });
      void run.exit.then(({ code, signal }) => {
        clearTimeout(timer);
        resolve(
          signal
            ? `version ${to.version} was ended by ${signal} before connecting`
            : `version ${to.version} exited with code ${code} before connecting`,
        );
      });
    });
    // Stopped meanwhile: the trial is left as it is, and starts again with the supervisor.
    if (stopping) return run;
    if (verdict === null) {
      o.log(`upgrade ${p.upgradeId}: version ${to.version} is connected`);
      prune(to, p.from);
      return run;
    }
    await kill(run);
    return rollBack(p, verdict, run);
  };

  /** Removes staged versions other than the current and the previous one. */
  const prune = (current: Build, previous: Pending['from']) => {
    const keep = new Set([current.version, ...(previous.entry ? [previous.version] : [])]);
    const dir = upgradePaths(o.workDir).versions;
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    // Names starting with a dot are stagings under way.
    for (const name of names)
      if (!name.startsWith('.') && !keep.has(name))
        rmSync(path.join(dir, name), { recursive: true, force: true });
  };

  try {
    // An upgrade left on trial (the supervisor ended meanwhile) is tried again.
    const left = readPending(o.workDir);
    let run = left && !left.outcome ? await trial(left) : launchCurrent();
    for (;;) {
      const end = await run.exit;
      if (stopping || end.code !== RESTART_EXIT_CODE) return exitCode(end);
      const pending = readPending(o.workDir);
      if (pending && !pending.outcome) run = await trial(pending);
      else {
        o.log('the robot asked to restart');
        run = launchCurrent();
      }
    }
  } finally {
    process.off('SIGTERM', onTerm);
    process.off('SIGINT', onInt);
  }
}
