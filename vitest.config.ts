import { defineConfig } from 'vitest/config';

// One runner for the workspace; each package is a project so `--project api` runs the database suites
// alone. e2e builds the shell and the remotes itself and drives Debian's chromium.
export default defineConfig({
  test: {
    projects: [
      'shared/*',
      'api',
      'gateway',
      'shell',
      'mf-content',
      'mf-catalog',
      'mf-account',
      'mf-cart-checkout',
      'mf-adverts',
      'e2e',
    ],
  },
});
