import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': server,
      '/console/serverconfig.json': server,
    },
  },
});
