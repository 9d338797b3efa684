import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROBOT_PROTOCOL_VERSION, ROBOT_WS_PATH, type RobotMessage, type ServerMessage } from '@rpa/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import yazl from 'yazl';
import { packUpgrade } from '../pack-upgrade.mjs';
import { Agent, type AgentOptions } from './agent';
import { readPending, upgradePaths, writePending } from './upgrade';

let work: string;
let server: Server;
let api: string;
/** Zips the test server serves, by the sha256 in the path (upgrades and process packages alike). */
const served = new Map<string, Buffer>();
/** Downloads held until released (a download under way). */
const held = new Set<string>();
const waitingResponses: Array<{ res: ServerResponse; zip: Buffer }> = [];
/** What the robot sent. */
let received: RobotMessage[] = [];
let robotSocket: WebSocket | null = null;
/** Bearer tokens the downloads came with. */
const tokens: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'robot-upgrade-'));
  server = createServer((req, res) => {
    const m = req.url?.match(/^\/api\/robot\/(upgrade|package)\/([0-9a-f]{64})$/);
    const zip = m ? served.get(m[2] ?? '') : undefined;
    if (m?.[1] === 'upgrade') tokens.push(String(req.headers.authorization));
    if (zip && m?.[1] === 'upgrade' && held.has(m[2] ?? '')) {
      waitingResponses.push({ res, zip });
      changed();
      return;
    }
    if (zip) {
      res.setHeader('content-type', 'application/zip').end(zip);
      return;
    }
    req.resume();
    req.on('end', () => res.setHeader('content-type', 'application/json').end('{"code":0}'));
  });
  const wss = new WebSocketServer({ server, path: `/api${ROBOT_WS_PATH}` });
  wss.on('connection', (socket) => {
    robotSocket = socket;
    socket.on('close', changed);
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as RobotMessage;
      received.push(m);
      changed();
      if (m.type === 'hello') {
        const welcome: ServerMessage = {
          type: 'welcome',
          protocol: ROBOT_PROTOCOL_VERSION,
          robotId: 9,
          heartbeatSeconds: 1,
          token: 'upgrade-token',
        };
        socket.send(JSON.stringify(welcome));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  for (const w of waitingResponses) w.res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});
afterEach(() => {
  received = [];
  held.clear();
});

const waiting = new Set<() => void>();
const changed = () => {
  for (const check of [...waiting]) check();
};

/** Resolves when `check` holds, looking again on each message and state change. */
function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(look);
      reject(new Error(`timed out waiting for ${what}`));
    }, ms);
    const look = () => {
      if (!check()) return;
      clearTimeout(timer);
      waiting.delete(look);
      resolve();
    };
    waiting.add(look);
  });
}

let packs = 0;
/** An upgrade package (robot.js a tiny script) served by the test server; answers its sha256 and size. */
async function upgradePackage(version: string, tamper?: (dir: string) => void) {
  packs += 1;
  const p = await packUpgrade({
    version,
    description: `Robot ${version}`,
    out: path.join(work, `package-${packs}.zip`),
    robotJs: `console.log('robot ${version}');\n`,
    tamper,
  });
  const zip = readFileSync(p.file);
  served.set(p.sha256, zip);
  return { sha256: p.sha256, size: p.size };
}

/** A process package whose main.js is `main`, served for tasks. */
async function processPackage(main: string): Promise<string> {
  const z = new yazl.ZipFile();
  z.addBuffer(
    Buffer.from(JSON.stringify({ name: 'Wait', version: '1.0.0', entry: 'main.js', runtime: 'node' })),
    'manifest.json',
  );
  z.addBuffer(Buffer.from(main), 'main.js');
  z.end();
  const chunks: Buffer[] = [];
  for await (const c of z.outputStream) chunks.push(c as Buffer);
  const zip = Buffer.concat(chunks);
  const sha = (await import('node:crypto')).createHash('sha256').update(zip).digest('hex');
  served.set(sha, zip);
  return sha;
}

/** An agent at 0.1.0 in a fresh work folder; `restarts` counts its restart requests. */
function robot(options: Partial<AgentOptions> = {}, workDir = mkdtempSync(path.join(work, 'robot-'))) {
  const lines: string[] = [];
  const r = {
    workDir,
    lines,
    restarts: 0,
    agent: null as unknown as Agent,
  };
  r.agent = new Agent({
    server: api,
    robotsNo: 'UPG-1',
    clientPwd: 'Robot@2026',
    bindingWay: 'manager',
    category: 'background',
    workDir,
    machine: { hostName: 'h', osUser: 'u', os: 'Linux', address: '', agentVersion: '0.1.0', instanceNo: 0 },
    log: (t) => lines.push(t),
    onState: changed,
    restart: () => {
      r.restarts += 1;
      changed();
    },
    ...options,
  });
  return r;
}

async function online(r: ReturnType<typeof robot>): Promise<void> {
  r.agent.start();
  await until(() => r.agent.state === 'online', 'the robot online');
}

function offer(upgradeId: number, version: string, pkg: { sha256: string; size: number }, prompt?: string) {
  const m: ServerMessage = {
    type: 'upgrade.offer',
    upgradeId,
    version,
    packageSha256: pkg.sha256,
    size: pkg.size,
    ...(prompt ? { prompt } : {}),
  };
  robotSocket?.send(JSON.stringify(m));
}

const statuses = () =>
  received.filter((m): m is Extract<RobotMessage, { type: 'upgrade.status' }> => m.type === 'upgrade.status');
const beats = () =>
  received.filter((m): m is Extract<RobotMessage, { type: 'heartbeat' }> => m.type === 'heartbeat');
/** What is left under versions/: nothing staged but what the test expects. */
const staged = (workDir: string) => {
  const dir = upgradePaths(workDir).versions;
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** Offers a package the robot must refuse; answers the reason it gave. */
async function refused(upgradeId: number, version: string, pkg: { sha256: string; size: number }) {
  const r = robot();
  await online(r);
  try {
    offer(upgradeId, version, pkg);
    await until(() => statuses().some((s) => s.state === 'failed'), 'the failure');
    const failed = statuses().find((s) => s.state === 'failed');
    // Back to idle, at once: a beat after the failure says so.
    const at = received.indexOf(failed as RobotMessage);
    await until(() => received.slice(at).some((m) => m.type === 'heartbeat'), 'a beat after the failure');
    expect(received.slice(at).find((m) => m.type === 'heartbeat')).toMatchObject({ state: 'idle' });
    expect(statuses().map((s) => s.state)).toEqual(['downloading', 'failed']);
    expect(staged(r.workDir)).toEqual([]);
    expect(existsSync(upgradePaths(r.workDir).pending)).toBe(false);
    expect(readdirSync(upgradePaths(r.workDir).downloads)).toEqual([]);
    expect(r.restarts).toBe(0);
    expect(r.agent.state).toBe('online');
    return failed?.reason;
  } finally {
    await r.agent.stop();
  }
}

describe('an upgrade offer to an idle robot', () => {
  it('downloads, checks and stages the package, records the switch, closes its connection and asks to restart', async () => {
    const pkg = await upgradePackage('0.2.0');
    const r = robot();
    await online(r);
    try {
      offer(5, '0.2.0', pkg, 'Robots now upload faster');
      await until(() => r.restarts === 1, 'the restart');
      expect(statuses().map((s) => [s.upgradeId, s.state])).toEqual([[5, 'downloading']]);
      // Upgrading from the offer on: the first beat after it says so.
      const at = received.findIndex((m) => m.type === 'upgrade.status');
      expect(received[at - 1]).toMatchObject({ type: 'heartbeat', state: 'upgrading' });
      expect(tokens.at(-1)).toBe('Bearer upgrade-token');
      expect(readPending(r.workDir)).toEqual({
        upgradeId: 5,
        prompt: 'Robots now upload faster',
        from: { version: '0.1.0', entry: null },
        to: { version: '0.2.0', entry: 'robot.js' },
      });
      expect(staged(r.workDir)).toEqual(['0.2.0']);
      const dir = path.join(upgradePaths(r.workDir).versions, '0.2.0');
      expect(readdirSync(dir).sort()).toEqual(['robot.js', 'upgrade.json']);
      expect(readFileSync(path.join(dir, 'robot.js'), 'utf8')).toContain('robot 0.2.0');
      expect(readdirSync(upgradePaths(r.workDir).downloads)).toEqual([]);
      // The connection is closed cleanly, and stays closed.
      expect(r.agent.state).toBe('stopped');
      await until(() => robotSocket?.readyState === robotSocket?.CLOSED, 'the connection closed');
      expect(received.filter((m) => m.type === 'hello')).toHaveLength(1);
    } finally {
      await r.agent.stop();
    }
  }, 30_000);

  it('without a supervisor to restart it: stages, then says it cannot restart, and removes what it staged', async () => {
    const pkg = await upgradePackage('0.2.0');
    const r = robot({ restart: undefined });
    await online(r);
    try {
      offer(6, '0.2.0', pkg);
      await until(() => statuses().some((s) => s.state === 'failed'), 'the failure');
      expect(statuses().at(-1)).toEqual({
        type: 'upgrade.status',
        upgradeId: 6,
        state: 'failed',
        reason: 'the robot runs without its supervisor and cannot restart itself',
      });
      expect(staged(r.workDir)).toEqual([]);
      expect(existsSync(upgradePaths(r.workDir).pending)).toBe(false);
      expect(r.agent.state).toBe('online');
    } finally {
      await r.agent.stop();
    }
  }, 30_000);
});

describe('a package the robot refuses, nothing changed', () => {
  it('a download that is not the package offered', async () => {
    const pkg = await upgradePackage('0.2.0');
    const other = await upgradePackage('0.2.1');
    // The offer names one package, the server answers another.
    served.set(pkg.sha256, served.get(other.sha256) as Buffer);
    expect(await refused(7, '0.2.0', pkg)).toBe(
      'checksum mismatch: the downloaded package is not the one offered',
    );
  }, 30_000);

  it('a file changed after the manifest described it', async () => {
    const pkg = await upgradePackage('0.2.0', (dir) => {
      const file = path.join(dir, 'robot.js');
      // Same size, other bytes.
      writeFileSync(file, readFileSync(file, 'utf8').replace('robot', 'ROBOT'));
    });
    expect(await refused(8, '0.2.0', pkg)).toBe('checksum mismatch: robot.js');
  }, 30_000);

  it('a file the manifest does not list', async () => {
    const pkg = await upgradePackage('0.2.0', (dir) => {
      mkdirSync(path.join(dir, 'lib'));
      writeFileSync(path.join(dir, 'lib', 'extra.js'), 'process.exit(1);\n');
    });
    expect(await refused(9, '0.2.0', pkg)).toBe('unlisted file: lib/extra.js');
  }, 30_000);

  it('a listed file missing', async () => {
    const pkg = await upgradePackage('0.2.0', (dir) => rmSync(path.join(dir, 'robot.js')));
    expect(await refused(10, '0.2.0', pkg)).toBe('missing file: robot.js');
  }, 30_000);

  it('another version than offered', async () => {
    const pkg = await upgradePackage('0.2.0');
    expect(await refused(11, '0.3.0', pkg)).toBe('the package holds version 0.2.0, the offer said 0.3.0');
  }, 30_000);

  it('a package without a valid manifest', async () => {
    const pkg = await upgradePackage('0.2.0', (dir) =>
      writeFileSync(path.join(dir, 'upgrade.json'), JSON.stringify({ kind: 'robot', version: '0.2.0' })),
    );
    expect(await refused(12, '0.2.0', pkg)).toMatch(/^upgrade\.json is not valid: /);
  }, 30_000);
});

describe('an upgrade and a task', () => {
  it('a robot running a task answers busy and stages nothing', async () => {
    const pkg = await upgradePackage('0.2.0');
    const task = await processPackage("console.log('working'); setTimeout(() => {}, 60_000);");
    const r = robot();
    await online(r);
    try {
      const run: ServerMessage = {
        type: 'task.offer',
        taskId: 21,
        process: 'Wait',
        version: '1.0.0',
        packageSha256: task,
        parameters: {},
        runTimeoutMinutes: 0,
      };
      robotSocket?.send(JSON.stringify(run));
      await until(
        () => received.some((m) => m.type === 'task.log' && m.lines.some((l) => l.text === 'working')),
        'the run under way',
      );
      offer(13, '0.2.0', pkg);
      await until(() => statuses().length > 0, 'the answer');
      expect(statuses()).toEqual([{ type: 'upgrade.status', upgradeId: 13, state: 'busy' }]);
      expect(beats().some((b) => b.state === 'upgrading')).toBe(false);
      robotSocket?.send(JSON.stringify({ type: 'task.stop', taskId: 21 } satisfies ServerMessage));
      await until(() => received.some((m) => m.type === 'task.result'), 'the stopped result');
      expect(staged(r.workDir)).toEqual([]);
      expect(r.restarts).toBe(0);
    } finally {
      await r.agent.stop();
    }
  }, 30_000);

  it('a task offered while the package downloads comes first: busy, the run, nothing staged', async () => {
    const pkg = await upgradePackage('0.2.0');
    held.add(pkg.sha256);
    const task = await processPackage("console.log('done at once');");
    const r = robot();
    await online(r);
    try {
      const before = waitingResponses.length;
      offer(14, '0.2.0', pkg);
      await until(() => waitingResponses.length > before, 'the download under way');
      const run: ServerMessage = {
        type: 'task.offer',
        taskId: 22,
        process: 'Wait',
        version: '1.0.0',
        packageSha256: task,
        parameters: {},
        runTimeoutMinutes: 0,
      };
      robotSocket?.send(JSON.stringify(run));
      await until(() => received.some((m) => m.type === 'task.result'), 'the result');
      expect(statuses().map((s) => s.state)).toEqual(['downloading', 'busy']);
      expect(received.find((m) => m.type === 'task.result')).toMatchObject({ outcome: 'success' });
      // The download, answered late, is not staged.
      const w = waitingResponses.at(-1);
      w?.res.end(w.zip);
      const after = received.length;
      await until(() => received.slice(after).some((m) => m.type === 'heartbeat'), 'a beat');
      expect(beats().at(-1)).toMatchObject({ state: 'idle' });
      expect(staged(r.workDir)).toEqual([]);
      expect(existsSync(upgradePaths(r.workDir).pending)).toBe(false);
      expect(r.restarts).toBe(0);
      expect(statuses().map((s) => s.state)).toEqual(['downloading', 'busy']);
    } finally {
      await r.agent.stop();
    }
  }, 30_000);
});

describe('the hello after a restart for an upgrade', () => {
  it('running the version the upgrade went to: applied, then forgotten once welcomed, and the prompt logged', async () => {
    const workDir = mkdtempSync(path.join(work, 'restarted-'));
    mkdirSync(upgradePaths(workDir).root, { recursive: true });
    writePending(workDir, {
      upgradeId: 31,
      prompt: 'Robots now upload faster',
      from: { version: '0.0.9', entry: null },
      to: { version: '0.1.0', entry: 'robot.js' },
    });
    const r = robot({}, workDir);
    await online(r);
    try {
      expect(received.find((m) => m.type === 'hello')).toMatchObject({
        upgrade: { upgradeId: 31, outcome: 'applied' },
      });
      expect(existsSync(upgradePaths(workDir).pending)).toBe(false);
      expect(r.lines).toContain('Robots now upload faster');
    } finally {
      await r.agent.stop();
    }
  }, 30_000);

  it('rolled back: failed with the reason', async () => {
    const workDir = mkdtempSync(path.join(work, 'rolled-back-'));
    mkdirSync(upgradePaths(workDir).root, { recursive: true });
    writePending(workDir, {
      upgradeId: 32,
      prompt: null,
      from: { version: '0.1.0', entry: null },
      to: { version: '0.2.0', entry: 'robot.js' },
      outcome: 'failed',
      reason: 'version 0.2.0 exited with code 1 before connecting',
    });
    const r = robot({}, workDir);
    await online(r);
    try {
      expect(received.find((m) => m.type === 'hello')).toMatchObject({
        machine: { agentVersion: '0.1.0' },
        upgrade: {
          upgradeId: 32,
          outcome: 'failed',
          reason: 'version 0.2.0 exited with code 1 before connecting',
        },
      });
      expect(existsSync(upgradePaths(workDir).pending)).toBe(false);
    } finally {
      await r.agent.stop();
    }
  }, 30_000);

  it('an upgrade to another version, not yet tried: nothing told', async () => {
    const workDir = mkdtempSync(path.join(work, 'other-'));
    mkdirSync(upgradePaths(workDir).root, { recursive: true });
    writePending(workDir, {
      upgradeId: 33,
      prompt: null,
      from: { version: '0.1.0', entry: null },
      to: { version: '0.2.0', entry: 'robot.js' },
    });
    const r = robot({}, workDir);
    await online(r);
    try {
      expect(received.find((m) => m.type === 'hello')).not.toHaveProperty('upgrade');
    } finally {
      await r.agent.stop();
    }
  }, 30_000);
});
