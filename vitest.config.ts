import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/server', 'packages/web', 'packages/robot', 'scripts'],
  },
});
