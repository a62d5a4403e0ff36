// How much of the Module Federation runtime a browser build carries. The shell (the host) bundles
// the runtime once and puts its core on a global; remotes use that one instead of shipping their
// own (about 18 KB gzip each), and what they still bundle is taken from the runtime's ES modules
// so unused parts are dropped.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The federation plugin imports its bundler runtime by the absolute path of the package's
 * CommonJS build (Node's `require.resolve`), and CommonJS cannot be tree-shaken: Node-only loaders
 * and every error text come along. Each package ships an ES build beside it (`index.cjs` ->
 * `index.js`); this alias swaps the path. Only for remotes: there the runtime core is external, so
 * the swap cannot leave two copies of it, as it does in the shell, where other paths still reach
 * the CommonJS core (see docs/decisions.md, "Platform follow-ups").
 */
export function esmBundlerRuntimeAlias(): Record<string, string> {
  // Resolved the way the plugin resolves it: from the runtime-tools its rspack plugin uses.
  const enhanced = createRequire(require.resolve('@module-federation/enhanced/rspack'));
  const plugin = createRequire(enhanced.resolve('@module-federation/rspack/plugin'));
  const tools = plugin.resolve('@module-federation/runtime-tools/bundler');
  // The bundler runtime, and the runtime it imports (the plugin aliases that one to its CommonJS file).
  const files = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime'].map((pkg) =>
    require.resolve(pkg, { paths: [tools] }),
  );
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
