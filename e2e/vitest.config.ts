import { defineProject } from 'vitest/config';

// Journeys in a real browser (Debian chromium) against the API and the gateway run as processes.
export default defineProject({
  test: {
    name: 'e2e',
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // Conditions in a browser wait as long as Playwright's own waits: a busy machine is slower, not wrong.
    expect: { poll: { timeout: 30_000 } },
  },
});
