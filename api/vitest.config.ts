import { defineProject } from 'vitest/config';

// The database suites: one seeded database per run (PGlite by default, PostgreSQL when
// DATABASE_URL is set), made by the global setup and shared read-only by the test files.
// Files share their worker's modules (isolate: false): each builds its own app, so nothing is shared
// but the imports, and loading the service's modules once per worker saves about a third of the run.
export default defineProject({
  test: {
    name: 'api',
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
