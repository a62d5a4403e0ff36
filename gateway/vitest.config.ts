import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'gateway', testTimeout: 60_000, hookTimeout: 120_000, setupFiles: ['./test/helpers/cleanup.ts'] },
});
