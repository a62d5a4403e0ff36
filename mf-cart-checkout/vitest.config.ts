import { defineProject } from 'vitest/config';

// The build bakes the version into the remote; tests of the remote module get a fixed one.
export default defineProject({
  define: { __REMOTE_VERSION__: JSON.stringify('0.0.0-test') },
  test: { name: 'mf-cart-checkout' },
});
