import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './compress';

const server = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Which chunks each route needs: read by bench/console-size.bench.ts.
    manifest: true,
    rollupOptions: {
      output: {
        // zod and the switch that turns its compiled parsers off share one chunk, so
        // the switch runs before any chunk builds a schema (the CSP forbids eval).
        advancedChunks: {
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|contracts[\\/]src[\\/]jitless/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/console/serverconfig.json': server,
    },
  },
});
