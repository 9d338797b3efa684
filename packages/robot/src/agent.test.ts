import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type LogLineMessage,
  ROBOT_PROTOCOL_VERSION,
  ROBOT_WS_PATH,
  type RobotMessage,
  type ServerMessage,
} from '@rpa/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import yazl from 'yazl';
import { Agent, type AgentOptions, type AgentState } from './agent';
import { notRecordedText } from './record';
import { KEY_MASK } from './run';

let work: string;
let server: Server;
let api: string;
let sha: string;
/** Packages the server serves, by sha256. */
const packages = new Map<string, Buffer>();
/** What the robot sent over its connection. */
let received: RobotMessage[] = [];
let robotSocket: WebSocket | null = null;

/** A package whose entry is `main`, served by the test server; answers its sha256. */
async function served(main: string): Promise<string> {
  const z = new yazl.ZipFile();
  const manifest = { name: 'Invoice check', version: '1.0.0', entry: 'main.js', runtime: 'node' };
  z.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json');
  z.addBuffer(Buffer.from(main), 'main.js');
  z.end();
  const chunks: Buffer[] = [];
  for await (const c of z.outputStream) chunks.push(c as Buffer);
  const zip = Buffer.concat(chunks);
  const hash = createHash('sha256').update(zip).digest('hex');
  packages.set(hash, zip);
  return hash;
}

/** A console server as small as the robot needs: the gateway, the package, uploads. */
beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'robot-agent-'));
  sha = await served("console.log('checked 42 invoices');");
  server = createServer((req, res) => {
    const zip = packages.get(req.url?.match(/^\/api\/robot\/package\/([0-9a-f]{64})$/)?.[1] ?? '');
    if (zip) {
      res.end(zip);
      return;
    }
    req.resume();
    req.on('end', () => res.setHeader('content-type', 'application/json').end('{"code":0}'));
  });
  const wss = new WebSocketServer({ server, path: `/api${ROBOT_WS_PATH}` });
  wss.on('connection', (socket) => {
    robotSocket = socket;
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as RobotMessage;
      received.push(m);
      changed();
      if (m.type === 'hello') {
        const welcome: ServerMessage = {
          type: 'welcome',
          protocol: ROBOT_PROTOCOL_VERSION,
          robotId: 7,
          heartbeatSeconds: 1,
          token: 'token',
        };
        socket.send(JSON.stringify(welcome));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

const savedPath = process.env.PATH;
const savedDisplay = process.env.DISPLAY;
afterEach(() => {
  process.env.PATH = savedPath;
  if (savedDisplay === undefined) delete process.env.DISPLAY;
  else process.env.DISPLAY = savedDisplay;
  received = [];
});

/** A PATH of one directory holding only the given shell scripts. */
function pathWith(name: string, scripts: Record<string, string>): string {
  const dir = mkdtempSync(path.join(work, `${name}-`));
  for (const [file, body] of Object.entries(scripts)) {
    writeFileSync(path.join(dir, file), `#!/bin/sh\n${body}\n`);
    chmodSync(path.join(dir, file), 0o755);
  }
  return dir;
}

/** Checks waiting for a message from the robot or a change of its state. */
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

type Offer = Extract<ServerMessage, { type: 'task.offer' }>;

/** Runs one recorded task on a robot; answers its log, its result and the states it went through. */
const recordedRun = (taskId: number, record?: boolean) => runOnRobot({ taskId, record }, { record: {} });

/** Offers one task (the first package unless told) to a robot; answers as recordedRun. */
async function runOnRobot(given: Partial<Offer> & { taskId: number }, options: Partial<AgentOptions> = {}) {
  const states: AgentState[] = [];
  const agent = new Agent({
    server: api,
    robotsNo: 'REC-1',
    clientPwd: 'Robot@2026',
    bindingWay: 'manager',
    category: 'background',
    workDir: mkdtempSync(path.join(work, 'robot-')),
    machine: { hostName: 'h', osUser: 'u', os: 'Linux', address: '', agentVersion: '0.1.0', instanceNo: 0 },
    log: () => {},
    onState: (s) => {
      states.push(s);
      changed();
    },
    ...options,
  });
  agent.start();
  try {
    await until(() => agent.state === 'online', 'the robot online');
    const offer: Offer = {
      type: 'task.offer',
      process: 'Invoice check',
      version: '1.0.0',
      packageSha256: sha,
      parameters: {},
      runTimeoutMinutes: 0,
      ...given,
    };
    robotSocket?.send(JSON.stringify(offer));
    await until(() => received.some((m) => m.type === 'task.result'), 'the result');
    // Still connected after the run: heartbeats go on, idle.
    const beats = received.filter((m) => m.type === 'heartbeat').length;
    await until(
      () => received.filter((m) => m.type === 'heartbeat').length > beats,
      'a heartbeat after the run',
    );
    const lines: LogLineMessage[] = received.flatMap((m) => (m.type === 'task.log' ? m.lines : []));
    const result = received.find((m) => m.type === 'task.result');
    return { lines, result, states, beat: received.filter((m) => m.type === 'heartbeat').at(-1) };
  } finally {
    await agent.stop();
  }
}

describe('a robot asked to record runs on a machine that cannot', () => {
  it('without ffmpeg on the PATH: the run succeeds unrecorded, its log says why, and the robot stays online', async () => {
    process.env.PATH = pathWith('no-ffmpeg', {});
    const r = await recordedRun(1);
    expect(r.result).toMatchObject({ type: 'task.result', taskId: 1, outcome: 'success', exitCode: 0 });
    expect(r.lines.map((l) => l.text)).toEqual([notRecordedText('ffmpeg'), 'checked 42 invoices']);
    expect(r.lines[0]?.text).toContain('ffmpeg is not installed');
    expect(r.lines[0]?.text).toContain('未安装 ffmpeg');
    // One numbering for the robot's note and the run's lines, so the server keeps both.
    expect(r.lines.map((l) => l.seq)).toEqual([1, 2]);
    expect(r.states).toEqual(['online', 'stopped']);
    expect(r.beat).toMatchObject({ state: 'idle' });
  }, 30_000);

  it('with ffmpeg but no display: the same, naming the missing screen', async () => {
    process.env.PATH = pathWith('no-display', { ffmpeg: 'exit 0' });
    delete process.env.DISPLAY;
    const r = await recordedRun(2);
    expect(r.result).toMatchObject({ outcome: 'success' });
    expect(r.lines[0]?.text).toBe(notRecordedText('display'));
    expect(r.states).toEqual(['online', 'stopped']);
  }, 30_000);

  it('when the record strategy records no run: ffmpeg is never started, and the log says why', async () => {
    const started = path.join(work, 'ffmpeg-started');
    process.env.PATH = pathWith('strategy', {
      ffmpeg: `[ "$1" = -version ] && exit 0\ntouch ${started}\nsleep 60`,
    });
    process.env.DISPLAY = ':99';
    const r = await recordedRun(4, false);
    expect(r.result).toMatchObject({ outcome: 'success' });
    expect(r.lines.map((l) => l.text)).toEqual([notRecordedText('strategy'), 'checked 42 invoices']);
    expect(r.lines[0]?.text).toContain('the record strategy records no runs');
    expect(existsSync(started)).toBe(false);
  }, 30_000);

  it('when ffmpeg starts but exits at once: the robot survives, the run succeeds, its log says the recording failed', async () => {
    // Answers -version, then fails as a grab of a screen that is not there would.
    process.env.PATH = pathWith('failing', { ffmpeg: '[ "$1" = -version ] && exit 0\nexit 1' });
    process.env.DISPLAY = ':99';
    const r = await recordedRun(3);
    expect(r.result).toMatchObject({ outcome: 'success' });
    expect(r.lines.map((l) => l.text)).toEqual(['checked 42 invoices', notRecordedText('failed')]);
    expect(r.lines.at(-1)).toMatchObject({ level: 'error', seq: 2 });
    expect(r.states).toEqual(['online', 'stopped']);
  }, 30_000);
});

describe('a run of a process that needs the AI server', () => {
  const AI = { address: 'http://ocr.example.com/v1', key: 'sk-ai-2026', model: 'ocr-v2' };
  // Prints what it was given; a careless process printing its key on both streams.
  const PRINTS = `
const e = process.env;
console.log('ai: ' + [e.RPA_AI_ADDRESS, e.RPA_AI_MODEL, e.RPA_AI_KEY === '${AI.key}'].join(' '));
console.log('calling with key ' + e.RPA_AI_KEY + ', twice: ' + e.RPA_AI_KEY);
console.error('refused key: ' + e.RPA_AI_KEY);
`;

  it('gets the AI server as RPA_AI_* variables, and its key is masked in every log line sent', async () => {
    const r = await runOnRobot({ taskId: 11, packageSha256: await served(PRINTS), aiServer: AI });
    expect(r.result).toMatchObject({ outcome: 'success' });
    expect(r.lines.map((l) => [l.level, l.text])).toEqual([
      ['info', 'ai: http://ocr.example.com/v1 ocr-v2 true'],
      ['info', `calling with key ${KEY_MASK}, twice: ${KEY_MASK}`],
      ['error', `refused key: ${KEY_MASK}`],
    ]);
    expect(JSON.stringify(received)).not.toContain(AI.key);
  }, 30_000);

  it('an offer without the AI server sets no RPA_AI_* variable', async () => {
    const r = await runOnRobot({ taskId: 12, packageSha256: await served(PRINTS) });
    expect(r.result).toMatchObject({ outcome: 'success' });
    expect(r.lines[0]?.text).toBe('ai:   false');
  }, 30_000);
});
