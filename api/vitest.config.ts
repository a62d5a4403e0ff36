import { defineProject } from 'vitest/config';

// The database suites: one seeded database per run (PGlite by default, PostgreSQL when
// DATABASE_URL is set), made by the global setup and shared read-only by the test files.
export default defineProject({
  test: {
    name: 'api',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
