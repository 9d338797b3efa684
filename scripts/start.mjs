// `npm start`: install and build what is missing, then run the console on the
// embedded default (PGlite under ./data) with demo data. Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bootstrap, ROOT } from './bootstrap.mjs';

bootstrap();

const env = { ...process.env, DEMO: process.env.DEMO ?? 'true' };
const child = spawn(process.execPath, [path.join(ROOT, 'packages/server/dist/main.js')], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
// The server handles the signal itself and exits when it has closed cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
