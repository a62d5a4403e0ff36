import { defineConfig } from 'vitest/config';

// One runner for the workspace; each package is a project so `--project api` runs the database suites alone.
export default defineConfig({
  test: {
    projects: ['shared/*', 'api'],
  },
});
