import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ROBOT_PROTOCOL_VERSION,
  ROBOT_WS_PATH,
  type RobotMessage,
  type ServerMessage,
  type UpgradeOutcome,
} from '@rpa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { bundleRobot } from '../build.mjs';
import { packUpgrade } from '../pack-upgrade.mjs';
import { readCurrent, upgradePaths, writePending } from './upgrade';

// Real processes: the base build (0.1.0) bundled as `npm run build` does, run
// as its own supervisor, against a server as small as upgrades need.

let work: string;
let base: string;
let server: Server;
let api: string;
/** Upgrade packages by sha256, served at /robot/upgrade/<sha256>. */
const served = new Map<string, Buffer>();
type Pkg = { sha256: string; size: number; version: string };
const packages: Record<'good' | 'broken' | 'silent', Pkg> = {} as never;

interface Hello {
  agentVersion: string;
  upgrade?: UpgradeOutcome;
}
/** Hellos by robot number, in order; the open socket of each robot. */
const hellos = new Map<string, Hello[]>();
const sockets = new Map<string, WebSocket>();
/** Robot numbers the server refuses for good. */
const deleted = new Set<string>();

const waiting = new Set<() => void>();
const changed = () => {
  for (const check of [...waiting]) check();
};

function until(check: () => boolean, what: () => string, ms = 25_000): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const look = () => {
      if (!check()) return;
      clearTimeout(timer);
      clearInterval(poll);
      waiting.delete(look);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.delete(look);
      clearInterval(poll);
      reject(new Error(`timed out waiting for ${what()}`));
    }, ms);
    // Files change without a message: looked at now and then too.
    const poll = setInterval(look, 100);
    waiting.add(look);
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'robot-supervisor-'));
  base = await bundleRobot({ outfile: path.join(work, 'base', 'robot.js'), version: '0.1.0' });
  const pack = async (version: string, robotJs?: string): Promise<Pkg> => {
    const p = await packUpgrade({
      version,
      out: path.join(work, `robot-${version}.zip`),
      ...(robotJs === undefined ? {} : { robotJs }),
    });
    served.set(p.sha256, readFileSync(p.file));
    return { sha256: p.sha256, size: p.size, version };
  };
  packages.good = await pack('0.2.0');
  // Checksums right, but it exits at start.
  packages.broken = await pack('0.3.0', 'process.exit(1);\n');
  // Starts, and never connects.
  packages.silent = await pack('0.4.0', 'setInterval(() => {}, 1000);\n');

  server = createServer((req, res) => {
    const zip = served.get(req.url?.match(/^\/api\/robot\/upgrade\/([0-9a-f]{64})$/)?.[1] ?? '');
    if (zip && req.headers.authorization === 'Bearer supervised') res.end(zip);
    else res.writeHead(404).end();
  });
  const wss = new WebSocketServer({ server, path: `/api${ROBOT_WS_PATH}` });
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as RobotMessage;
      if (m.type !== 'hello') return;
      if (deleted.has(m.robotsNo)) {
        const refused: ServerMessage = { type: 'refused', reason: 'deleted', message: 'deleted' };
        socket.send(JSON.stringify(refused));
        socket.close(1008);
        return;
      }
      const list = hellos.get(m.robotsNo) ?? [];
      list.push({ agentVersion: m.machine.agentVersion, ...(m.upgrade ? { upgrade: m.upgrade } : {}) });
      hellos.set(m.robotsNo, list);
      sockets.set(m.robotsNo, socket);
      const welcome: ServerMessage = {
        type: 'welcome',
        protocol: ROBOT_PROTOCOL_VERSION,
        robotId: list.length,
        heartbeatSeconds: 5,
        token: 'supervised',
      };
      socket.send(JSON.stringify(welcome));
      changed();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}, 60_000);

const started: ChildProcess[] = [];
afterAll(async () => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** The base build started as a user would: it supervises itself. */
function startRobot(robotsNo: string, env: Record<string, string> = {}, workDir = path.join(work, robotsNo)) {
  const { RPA_SUPERVISED: _, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [base, '--server', api, '--robots-no', robotsNo, '--password', 'Robot@2026', '--work-dir', workDir],
    { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      changed();
      resolve(code);
    }),
  );
  const seen = () => hellos.get(robotsNo) ?? [];
  return {
    workDir,
    child,
    exited,
    hellos: seen,
    exitCode: () => exitCode,
    /** Waits for hello number `n` (from 1). */
    async hello(n: number): Promise<Hello> {
      await until(
        () => seen().length >= n || exitCode !== undefined,
        () => `hello ${n} of ${robotsNo}; its output:\n${output}`,
      );
      const h = seen()[n - 1];
      if (!h) throw new Error(`${robotsNo} exited (${exitCode}) before hello ${n}; its output:\n${output}`);
      return h;
    },
    offer(upgradeId: number, p: Pkg) {
      const m: ServerMessage = {
        type: 'upgrade.offer',
        upgradeId,
        version: p.version,
        packageSha256: p.sha256,
        size: p.size,
        prompt: `Now at ${p.version}`,
      };
      sockets.get(robotsNo)?.send(JSON.stringify(m));
    },
    until: (check: () => boolean, what: string) => until(check, () => `${what}; output:\n${output}`),
    output: () => output,
  };
}

const versions = (workDir: string) => readdirSync(upgradePaths(workDir).versions).sort();

describe('the supervisor', () => {
  it('restarts the robot on a staged upgrade, which says applied; a build that exits at start is rolled back, and says why', async () => {
    const r = startRobot('SUP-1');
    expect(await r.hello(1)).toEqual({ agentVersion: '0.1.0' });

    r.offer(41, packages.good);
    expect(await r.hello(2)).toEqual({
      agentVersion: '0.2.0',
      upgrade: { upgradeId: 41, outcome: 'applied' },
    });
    expect(readCurrent(r.workDir)).toEqual({ version: '0.2.0', entry: 'robot.js' });
    // Welcomed: the record of the upgrade goes, and the prompt is shown.
    await r.until(() => !existsSync(upgradePaths(r.workDir).pending), 'pending.json removed');
    await r.until(() => r.output().includes('Now at 0.2.0'), 'the prompt');
    expect(versions(r.workDir)).toEqual(['0.2.0']);

    r.offer(42, packages.broken);
    expect(await r.hello(3)).toEqual({
      agentVersion: '0.2.0',
      upgrade: {
        upgradeId: 42,
        outcome: 'failed',
        reason: 'version 0.3.0 exited with code 1 before connecting',
      },
    });
    expect(readCurrent(r.workDir)).toEqual({ version: '0.2.0', entry: 'robot.js' });
    await r.until(() => !existsSync(upgradePaths(r.workDir).pending), 'pending.json removed');
    expect(versions(r.workDir)).toEqual(['0.2.0']);

    // SIGTERM reaches the robot through its supervisor: both end cleanly.
    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(0);
    expect(r.output()).toContain('state stopped');
  }, 60_000);

  it('rolls back a build that does not connect in time, to the base build', async () => {
    const r = startRobot('SUP-2', { RPA_UPGRADE_CONNECT_SECONDS: '2' });
    expect(await r.hello(1)).toEqual({ agentVersion: '0.1.0' });
    r.offer(43, packages.silent);
    expect(await r.hello(2)).toEqual({
      agentVersion: '0.1.0',
      upgrade: { upgradeId: 43, outcome: 'failed', reason: 'version 0.4.0 did not connect within 2 s' },
    });
    expect(readCurrent(r.workDir)).toBeNull();
    expect(existsSync(upgradePaths(r.workDir).current)).toBe(false);
    expect(versions(r.workDir)).toEqual([]);
    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(0);
  }, 60_000);

  it('tries again an upgrade it was starting when it ended', async () => {
    const workDir = path.join(work, 'SUP-3');
    // What a supervisor ending right after the agent asked to restart leaves: a staged
    // build, and pending.json without an outcome.
    await bundleRobot({
      outfile: path.join(upgradePaths(workDir).versions, '0.2.0', 'robot.js'),
      version: '0.2.0',
    });
    writePending(workDir, {
      upgradeId: 44,
      prompt: null,
      from: { version: '0.1.0', entry: null },
      to: { version: '0.2.0', entry: 'robot.js' },
    });
    const r = startRobot('SUP-3', {}, workDir);
    expect(await r.hello(1)).toEqual({
      agentVersion: '0.2.0',
      upgrade: { upgradeId: 44, outcome: 'applied' },
    });
    expect(readCurrent(workDir)).toEqual({ version: '0.2.0', entry: 'robot.js' });
    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(0);
  }, 60_000);

  it('ends with the exit code of a robot that ends for another reason than an upgrade', async () => {
    deleted.add('SUP-4');
    const r = startRobot('SUP-4');
    expect(await r.exited).toBe(1);
    expect(r.output()).toContain('refused (deleted)');
    expect(r.output().match(/supervisor: starting version/g)).toHaveLength(1);
  }, 30_000);
});
