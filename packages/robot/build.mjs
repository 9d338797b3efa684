// Bundles the agent into one file, dist/robot.js, runnable with plain Node.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/robot.ts'],
  outfile: 'dist/robot.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS dependencies (yauzl) call require(); ESM has none of its own.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
