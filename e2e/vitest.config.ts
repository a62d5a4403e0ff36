import { defineProject } from 'vitest/config';

// Journeys in a real browser (Debian chromium) against the API and the gateway run as processes.
export default defineProject({
  test: {
    name: 'e2e',
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
