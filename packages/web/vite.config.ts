import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './compress';

const server = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Every import of zod goes through @rpa/contracts/jitless, which turns zod's
 * compiled parsers off before any schema exists (the CSP forbids eval). An
 * import in main.tsx would do the same but pull zod into the entry, and the
 * login page builds no schema.
 */
function zodJitless(): Plugin {
  return {
    name: 'zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || importer?.includes('jitless')) return null;
      return this.resolve('@rpa/contracts/jitless', importer, { skipSelf: true });
    },
  };
}

export default defineConfig({
  base: '/console/',
  plugins: [zodJitless(), react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Which chunks each route needs: read by bench/console-size.bench.ts.
    manifest: true,
  },
  server: {
    proxy: {
      // ws: the live console's socket goes through the same proxy.
      '/api': { target: server, ws: true },
      '/console/serverconfig.json': server,
    },
  },
});
