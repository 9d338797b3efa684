import { parseArgs } from 'node:util';

const VERSION = '0.1.0';

const USAGE = `rpa-robot ${VERSION}: the reference robot agent of the RPA console.

Usage:
  rpa-robot [options]

Options:
  -h, --help       print this help and exit
  -v, --version    print the agent version and exit

The agent registers with a console server, receives tasks, runs process
packages and streams their logs back; see docs/robot-protocol.md.
`;

export function main(argv: string[]): number {
  let values: { help?: boolean; version?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
      strict: true,
    }));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.version) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  process.stdout.write(USAGE);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
