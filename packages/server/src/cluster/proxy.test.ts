import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../config';
import { signInOver } from '../testing/cluster';
import { liveConsole } from '../testing/live';
import { licensedNode, type Node, type nodeFactory, testAgent, waitFor } from '../testing/robots';

/**
 * The shipped HAProxy configuration (docs/haproxy/rpa-console.cfg) in front
 * of two nodes on one database: console calls, robots' WebSockets and live
 * consoles go through it, and a node stopped behind it is passed over.
 */
const CONFIG = path.join(SERVER_ROOT, '../../docs/haproxy/rpa-console.cfg');
/** Debian installs it in /usr/sbin, which a user's PATH may lack. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
const skip =
  process.env.RPA_NO_HAPROXY ??
  (spawnSync(HAPROXY, ['-v']).status === 0 ? null : 'needs haproxy (Debian: apt-get install haproxy)');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** HAProxy running the shipped file with only its bind address and server lines replaced. */
async function startHaproxy(backends: number[]): Promise<{ api: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'rpa-haproxy-'));
  const servers = backends.map((p, i) => `    server node-${i} 127.0.0.1:${p} check`).join('\n');
  const text = readFileSync(CONFIG, 'utf8')
    .replace(/^\s*bind .*$/m, `    bind 127.0.0.1:${port}`)
    .replace(/^(\s*server .*\n?)+/m, `${servers}\n`);
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, text);
  const check = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`haproxy refuses the configuration: ${check.stdout}${check.stderr}`);
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const api = `http://127.0.0.1:${port}/api`;
  await waitFor(
    async () => (await fetch(`${api}/health`).catch(() => null))?.status === 200,
    15_000,
    'HAProxy to forward',
  );
  return {
    api,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(skip)(`behind HAProxy with the shipped configuration ${skip ?? ''}`, () => {
  let factory: ReturnType<typeof nodeFactory>;
  let nodes: Node[];
  let proxy: Awaited<ReturnType<typeof startHaproxy>>;

  beforeAll(async () => {
    const first = await licensedNode({ trustProxy: ['127.0.0.1'] }, []);
    factory = first.factory;
    nodes = [first.node, await factory.start({ trustProxy: ['127.0.0.1'] })];
    proxy = await startHaproxy(nodes.map((n) => n.port));
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const n of nodes ?? []) await n.app.close();
    await factory?.close();
  });

  it('carries console calls, a robot and a live console; a node stopped behind it is passed over', {
    timeout: 90_000,
  }, async () => {
    const admin = await signInOver(proxy.api, 'admin');
    const live = await liveConsole(proxy.api, admin);
    const robot = testAgent(proxy.api, { robotsNo: 'BEHIND-PROXY' });
    robot.agent.start();
    try {
      await waitFor(() => robot.agent.state === 'online', 20_000, 'the robot online through HAProxy');
      const id = robot.agent.robotId;
      // The live console heard it come online, whichever node holds each socket.
      await waitFor(
        () => live.events.some((e) => e.type === 'robot' && e.id === id),
        5000,
        'the robot pushed',
      );

      // Stop the node holding the robot: its robot reconnects through HAProxy to the other.
      const holder = await waitFor(
        () => nodes.find((n) => n.app.gateway.connections.size > 0),
        5000,
        'a holder',
      );
      const other = nodes.find((n) => n !== holder) as Node;
      await holder.app.close();
      nodes = [other];
      await waitFor(
        () => other.app.gateway.connections.size > 0 && robot.agent.state === 'online',
        30_000,
        'the robot online again on the other node',
      );
      // Every call through the proxy answers meanwhile: refused connections go to the live node.
      for (let i = 0; i < 20; i++) {
        const r = await admin.call<{ total: number }>('POST', '/rpa/cdaAgent/list', {
          robotsNo: 'BEHIND-PROXY',
        });
        expect(r.body.code, r.body.msg).toBe(0);
        expect(r.body.result.total).toBe(1);
      }
    } finally {
      live.close();
      await robot.stop();
    }
  });
});
