import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    // Files share a worker's loaded modules instead of importing the server again each
    // (a fifth of the suite's time): every file builds its own app on its own database,
    // and no server test mocks a module or changes process-wide state.
    isolate: false,
    hookTimeout: 60_000,
  },
});
