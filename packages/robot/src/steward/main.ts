import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { resolutionAllowed } from '@rpa/contracts';
import pkg from '../../package.json';
import { Steward } from './steward';

declare const __ROBOT_VERSION__: string | undefined;
const VERSION: string = typeof __ROBOT_VERSION__ === 'undefined' ? pkg.version : __ROBOT_VERSION__;

/** The port robots find the steward at unless told otherwise (RPA_STEWARD in the robot). */
const DEFAULT_STEWARD_PORT = 7370;

const USAGE = `rpa-steward ${VERSION}: the reference desktop steward of the RPA console.

Usage:
  rpa-steward --server <url> --machine-key <key> [options]

Options (each also from the environment variable in brackets):
  --server <url>        the console API, e.g. http://127.0.0.1:8080/api (RPA_SERVER)
  --machine-key <key>   a machine key of a department: the steward registers into it (RPA_MACHINE_KEY)
  --name <machine>      the machine name it registers as; robots of this machine
                        report the same (RPA_STEWARD_NAME; default the host name)
  --port <n>            the loopback port robots claim their displays at
                        (RPA_STEWARD_PORT; default ${DEFAULT_STEWARD_PORT}; 0 picks a free one)
  --resolution <w*h>    the size of a desktop the console sets none for
                        (RPA_STEWARD_RESOLUTION; default 1280*800)
  -h, --help            print this help and exit
  -v, --version         print the version and exit

The steward keeps one X virtual display (Xvfb) per robot of its machine at the
resolution set in the console, starts it again if it dies, and changes its size
only between runs. Start each robot with --steward http://127.0.0.1:<port> so its
runs (and their recordings) are on that display. Needs Xvfb and xdpyinfo
(Debian: apt-get install xvfb x11-utils). See docs/robot-protocol.md.
`;

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { values: v } = parseArgs({
    args: argv,
    options: {
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
      server: { type: 'string' },
      'machine-key': { type: 'string' },
      name: { type: 'string' },
      port: { type: 'string' },
      resolution: { type: 'string' },
    },
    strict: true,
  });
  if (v.help || v.version) {
    process.stdout.write(v.help ? USAGE : `${VERSION}\n`);
    return 0;
  }
  const server = v.server ?? env.RPA_SERVER;
  const machineKey = v['machine-key'] ?? env.RPA_MACHINE_KEY;
  const resolution = v.resolution ?? env.RPA_STEWARD_RESOLUTION ?? '1280*800';
  const port = Number(v.port ?? env.RPA_STEWARD_PORT ?? DEFAULT_STEWARD_PORT);
  const fail = (text: string, code = 2) => {
    process.stderr.write(`${text}\n`);
    return code;
  };
  if (!server || !machineKey) return fail(`--server and --machine-key are required\n\n${USAGE}`);
  if (!resolutionAllowed(resolution))
    return fail('--resolution must be width*height, width 800-3840 and height 600-2400');
  if (!Number.isInteger(port) || port < 0 || port > 65535) return fail('--port must be 0-65535');
  for (const tool of ['Xvfb', 'xdpyinfo']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0)
      return fail(`${tool} is not installed: apt-get install xvfb x11-utils`, 1);
  }
  const log = (line: string) => process.stdout.write(`[steward] ${line}\n`);
  const steward = new Steward({
    server,
    machineKey,
    name: v.name ?? env.RPA_STEWARD_NAME ?? os.hostname(),
    address: '',
    version: VERSION,
    defaultResolution: resolution,
    port,
    log,
    onFinal: () => void steward.stop().then(() => process.exit(1)),
  });
  await steward.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void steward.stop().then(() => process.exit(0)));
  }
  return -1;
}

main(process.argv.slice(2), process.env).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err: Error) => {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  },
);
