import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/server', 'packages/web', 'packages/robot', 'scripts'],
    // Vitest's default is one worker per core but one: a single file at a time on a 2-core
    // machine, while most server tests wait on sockets, robots and timers. Two overlap that.
    maxWorkers: 2,
  },
});
