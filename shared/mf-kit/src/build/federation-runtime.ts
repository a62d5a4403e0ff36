// How much of the Module Federation runtime a browser build carries. The shell (the host) bundles
// the runtime once and puts its core on a global; remotes use that one instead of shipping their
// own (about 18 KB gzip each). Both take the runtime from its ES modules so unused parts are dropped.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The federation plugin imports its runtime by the absolute paths of the packages' CommonJS builds
 * (Node's `require.resolve`), and CommonJS cannot be tree-shaken: Node-only loaders and every
 * error text come along. Each package ships an ES build beside it (`index.cjs` -> `index.js`);
 * this alias swaps the paths. Every path the plugin injects must be swapped, the shell's runtime
 * core included: one left on CommonJS reaches the core through `require` and the page carries a
 * second copy of it (test/federation-runtime.test.ts builds the shell and checks there is one).
 */
export function esmFederationRuntimeAlias(): Record<string, string> {
  // Resolved the way the plugin resolves them: from the packages its rspack plugin uses.
  const enhanced = createRequire(require.resolve('@module-federation/enhanced/rspack'));
  const plugin = createRequire(enhanced.resolve('@module-federation/rspack/plugin'));
  const tools = createRequire(plugin.resolve('@module-federation/runtime-tools/bundler'));
  const files = [
    tools.resolve('@module-federation/webpack-bundler-runtime'),
    tools.resolve('@module-federation/runtime'),
    tools.resolve('@module-federation/runtime/core'),
    tools.resolve('@module-federation/runtime-tools/runtime-core'),
    enhanced.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return Object.fromEntries(
    files.filter((file) => file.endsWith('.cjs')).map((file) => [`${file}$`, file.replace(/\.cjs$/, '.js')]),
  );
}

/** Federation plugin options for a remote's browser build: the runtime core comes from the host. */
export const REMOTE_BROWSER_RUNTIME = {
  experiments: { externalRuntime: true },
};

/**
 * Federation plugin options for the shell: it provides its runtime core to remotes (a global set
 * when the runtime starts, before any remote entry runs), and drops the runtime's Node-only paths.
 */
export const SHELL_RUNTIME = {
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' as const } },
};
