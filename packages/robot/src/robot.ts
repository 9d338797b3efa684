import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { unpack } from './package';
import { runPackage } from './run';

const VERSION = '0.1.0';

const USAGE = `rpa-robot ${VERSION}: the reference robot agent of the RPA console.

Usage:
  rpa-robot [options]
  rpa-robot run <package.zip> [--param name=value ...] [--output dir] [--timeout seconds]

Options:
  -h, --help       print this help and exit
  -v, --version    print the agent version and exit

run: runs a process package on this machine, as a task would, printing its
log lines; produced files stay in --output (default: a new temporary
directory). Exit code 0 when the run succeeds, 1 when it fails.

The agent registers with a console server, receives tasks, runs process
packages and streams their logs back; see docs/robot-protocol.md.
`;

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'run') return runCommand(argv.slice(1));
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
