// Bundles the agent into one file, dist/robot.js, runnable with plain Node.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/robot.ts'],
  outfile: 'dist/robot.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
