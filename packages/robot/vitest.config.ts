import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'robot', include: ['src/**/*.test.ts'], environment: 'node' },
});
