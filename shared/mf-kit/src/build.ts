import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack from '@rspack/core';
import type { Configuration, RspackPluginInstance } from '@rspack/core';
import { REMOTE_BROWSER_RUNTIME, SHELL_RUNTIME, esmFederationRuntimeAlias } from './build/federation-runtime.ts';
import { SHARED_SINGLETONS } from './singletons.ts';
import { REMOTE_EXPOSE, containerName } from './remotes.ts';
import type { RemoteKey } from './remotes.ts';

const require = createRequire(import.meta.url);

function installedVersion(pkg: string, fromDir: string): string {
  const name = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]!;
  return (require(require.resolve(`${name}/package.json`, { paths: [fromDir] })) as { version: string }).version;
}

/** Version range each singleton accepts: the major of the copy installed in the workspace. */
function requiredVersion(pkg: string, fromDir: string): string {
  const [major, minor] = installedVersion(pkg, fromDir).split('.');
  // Under semver a 0.x minor is a breaking boundary, so 0.x packages pin their minor.
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

export function sharedConfig(fromDir: string, provide: boolean) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((pkg) => [
      pkg,
      {
        singleton: true,
        requiredVersion: requiredVersion(pkg, fromDir),
        // A remote never bundles a singleton: the host (shell or gateway) always provides it. The
        // host provides each package as it resolves: for the router and i18n that is the wrapper
        // module (shared/router, shared/i18n), so only its names ship, with its own version.
        ...(provide ? {} : { import: false as const }),
      },
    ]),
  );
}

function swcRule(minifyNames: boolean) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      minify: minifyNames ? {} : undefined,
    },
  };
}

function baseConfig(dir: string, production: boolean): Configuration {
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: [swcRule(false)] },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

export interface RemoteBuild {
  key: RemoteKey;
  dir: string;
  /** Output folder (browser/ and server/ go inside); <dir>/dist by default. */
  out?: string;
  version: string;
  production: boolean;
}

function remoteFederation(build: RemoteBuild, target: 'browser' | 'server'): RspackPluginInstance {
  return new ModuleFederationPlugin({
    name: containerName(build.key, build.version),
    filename: 'remoteEntry.js',
    exposes: { [REMOTE_EXPOSE]: './src/remote.tsx' },
    shared: sharedConfig(build.dir, false),
    manifest: true,
    dts: false,
    // The Node build keeps its own runtime: the gateway loads it next to its own, and the size of
    // server code does not reach browsers.
    ...(target === 'server'
      ? { library: { type: 'commonjs-module' }, remoteType: 'script' as const }
      : REMOTE_BROWSER_RUNTIME),
  }) as unknown as RspackPluginInstance;
}

function versionDefine(build: RemoteBuild) {
  return new rspack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(build.version) });
}

/** The browser build and the Node build of one remote version. */
export function remoteConfigs(build: RemoteBuild): Configuration[] {
  const out = build.out ?? join(build.dir, 'dist');
  const base = baseConfig(build.dir, build.production);
  const browser: Configuration = {
    ...base,
    resolve: { ...base.resolve, alias: esmFederationRuntimeAlias() },
    name: 'browser',
    target: 'web',
    entry: {},
    output: {
      path: join(out, 'browser'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: containerName(build.key, build.version),
      clean: true,
    },
    plugins: [remoteFederation(build, 'browser'), versionDefine(build)],
  };
  const server: Configuration = {
    ...baseConfig(build.dir, build.production),
    name: 'server',
    target: 'async-node',
    entry: {},
    output: {
      path: join(out, 'server'),
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${containerName(build.key, build.version)}_server`,
      library: { type: 'commonjs-module' },
      chunkLoading: 'async-node',
      clean: true,
    },
    optimization: { minimize: false },
    plugins: [remoteFederation(build, 'server'), versionDefine(build)],
  };
  return [browser, server];
}

/**
 * react-router's package exports point every condition at its development build, whose only
 * difference is that dev warnings are on (their texts ship to browsers: 0.6 KB gzip of the shared
 * router). A production shell takes the production files, which the package ships beside them; no
 * export condition selects them. Found from the router wrapper, the one package that depends on it.
 */
function routerProductionAlias(): Record<string, string> {
  const wrapper = dirname(require.resolve('@vitrina/router/package.json'));
  const dist = join(dirname(require.resolve('react-router/package.json', { paths: [wrapper] })), 'dist');
  return {
    'react-router$': join(dist, 'production', 'index.mjs'),
    'react-router/dom$': join(dist, 'production', 'dom-export.mjs'),
  };
}

/** The shell's browser build: the Module Federation host that provides every singleton. */
export function shellConfig(dir: string, production: boolean): Configuration {
  const base = baseConfig(dir, production);
  return {
    ...base,
    resolve: {
      ...base.resolve,
      alias: {
        ...esmFederationRuntimeAlias(),
        ...(production ? routerProductionAlias() : {}),
      },
    },
    name: 'shell',
    target: 'web',
    entry: { shell: './src/client/index.ts' },
    output: {
      path: join(dir, 'dist', 'browser'),
      publicPath: '/assets/shell/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'vitrina_shell',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'vitrina_shell',
        remotes: {},
        shared: sharedConfig(dir, true),
        manifest: true,
        dts: false,
        ...SHELL_RUNTIME,
      }) as unknown as RspackPluginInstance,
    ],
  };
}
