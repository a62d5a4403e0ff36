// Hand-made remote builds shaped like shared/mf-kit's real output (build.json plus browser/ and
// server/, each with mf-manifest.json, remoteEntry.js and the exposed chunk), so store, pin, admin
// and page tests run fast and the same every time. Manifests carry the fields the real build
// writes, including how `import: false` singletons are recorded: no version, no files.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_SINGLETONS, containerName } from '@vitrina/mf-kit';
import type { RemoteKey, RemoteMounts } from '@vitrina/mf-kit';

const created = new Set<string>();

/** A fresh folder under the system's temp dir, removed by `removeTempDirs` after the test file. */
export function tempDir(prefix = 'vitrina-gw-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.add(dir);
  return dir;
}

/** Removes every folder `tempDir` (and so `fakeBuild`) made; the setup file calls it after each test file. */
export function removeTempDirs(): void {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
  created.clear();
}

/** What each remote usually declares (a few of its real prefixes, enough for the gateway's tests). */
export const FAKE_MOUNTS: Record<RemoteKey, RemoteMounts> = {
  catalog: { prefixes: ['product', 'favorites', 'compare'], personal: ['favorites', 'compare'], catchAll: true },
  content: { prefixes: ['page', 'about', 'articles', 'contacts'] },
  'cart-checkout': { prefixes: ['cart', 'checkout'], personal: ['cart', 'checkout'] },
  account: { prefixes: ['account', 'cabinet', 'orders'], personal: ['account', 'cabinet', 'orders'] },
  adverts: { prefixes: ['adverts'] },
};

export type Side = 'browser' | 'server';

interface AssetFiles {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface FakeManifest {
  id: string;
  name: string;
  metaData: {
    name: string;
    globalName: string;
    publicPath: string;
    remoteEntry: { name: string; path: string; type: string };
  };
  shared: {
    id: string;
    name: string;
    version: string;
    singleton: boolean;
    requiredVersion: string;
    assets: AssetFiles;
  }[];
  remotes: unknown[];
  exposes: { id: string; name: string; path: string; assets: AssetFiles }[];
}

const noFiles = (): AssetFiles => ({ js: { sync: [], async: [] }, css: { sync: [], async: [] } });
const EXPOSED_CHUNK = '__federation_expose_remote.5eed1234.js';

function manifest(container: string, side: Side): FakeManifest {
  return {
    id: container,
    name: container,
    metaData: {
      name: container,
      globalName: container,
      publicPath: side === 'browser' ? 'auto' : '',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: side === 'browser' ? 'global' : 'commonjs-module' },
    },
    shared: SHARED_SINGLETONS.map((name) => ({
      id: `${container}:${name}`,
      name,
      version: '',
      singleton: true,
      requiredVersion: '^1.0.0',
      assets: noFiles(),
    })),
    remotes: [],
    exposes: [
      {
        id: `${container}:remote`,
        name: 'remote',
        path: './remote',
        assets: { ...noFiles(), js: { sync: [EXPOSED_CHUNK], async: [] } },
      },
    ],
  };
}

interface FakeBuildOptions {
  /** The URLs the build declares; each remote's usual ones when not given, none with `null`. */
  mounts?: RemoteMounts | null;
}

/** Writes a complete, valid build of `key@version` into `dist` (created if needed). */
export function writeDist(dist: string, key: RemoteKey, version: string, options: FakeBuildOptions = {}): string {
  const container = containerName(key, version);
  const mounts = options.mounts === undefined ? FAKE_MOUNTS[key] : options.mounts;
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'build.json'),
    JSON.stringify({ remote: key, version, container, ...(mounts ? { mounts } : {}) }, null, 2),
  );
  for (const side of ['browser', 'server'] as const) {
    mkdirSync(join(dist, side), { recursive: true });
    writeFileSync(join(dist, side, 'mf-manifest.json'), JSON.stringify(manifest(container, side), null, 2));
    writeFileSync(join(dist, side, 'remoteEntry.js'), `/* ${container} ${side} entry */\n`);
    writeFileSync(join(dist, side, EXPOSED_CHUNK), `/* ${container} ${side} ./remote */\n`);
  }
  return dist;
}

/** A valid build of `key@version` in a fresh temp folder. */
export function fakeBuild(key: RemoteKey, version: string, options: FakeBuildOptions = {}): string {
  return writeDist(tempDir('vitrina-build-'), key, version, options);
}

export function editManifest(dist: string, side: Side, edit: (manifest: FakeManifest) => void): void {
  const file = join(dist, side, 'mf-manifest.json');
  const current = JSON.parse(readFileSync(file, 'utf8')) as FakeManifest;
  edit(current);
  writeFileSync(file, JSON.stringify(current, null, 2));
}

export function editBuildRecord(dist: string, edit: (record: Record<string, unknown>) => void): void {
  const file = join(dist, 'build.json');
  const current = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(current);
  writeFileSync(file, JSON.stringify(current, null, 2));
}
