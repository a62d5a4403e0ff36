import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { containerName } from '@vitrina/mf-kit';
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

interface FakeBuildOptions {
  name?: string;
  withoutManifest?: 'browser' | 'server';
  bundledSingleton?: string;
  /** The URLs the build declares; each remote's usual ones when not given, none with `null`. */
  mounts?: RemoteMounts | null;
}

/** What each remote usually declares (a few of its real prefixes, enough for the gateway's tests). */
export const FAKE_MOUNTS: Record<RemoteKey, RemoteMounts> = {
  catalog: { prefixes: ['product', 'favorites', 'compare'], personal: ['favorites', 'compare'], catchAll: true },
  content: { prefixes: ['page', 'about', 'articles', 'contacts'] },
  'cart-checkout': { prefixes: ['cart', 'checkout'], personal: ['cart', 'checkout'] },
  account: { prefixes: ['account', 'cabinet', 'orders'], personal: ['account', 'cabinet', 'orders'] },
  adverts: { prefixes: ['adverts'] },
};

/** A build folder shaped like the real build's output (build.json, two sides, manifests, entries). */
export function fakeBuild(key: RemoteKey, version: string, options: FakeBuildOptions = {}): string {
  const dir = tempDir('vitrina-build-');
  const container = containerName(key, version);
  const mounts = options.mounts === undefined ? FAKE_MOUNTS[key] : options.mounts;
  writeFileSync(
    join(dir, 'build.json'),
    JSON.stringify({ remote: key, version, container, ...(mounts ? { mounts } : {}) }),
  );
  for (const side of ['browser', 'server'] as const) {
    mkdirSync(join(dir, side));
    writeFileSync(join(dir, side, 'remoteEntry.js'), '/* entry */');
    if (options.withoutManifest === side) continue;
    const shared = [
      {
        name: 'react',
        singleton: true,
        assets: { js: { sync: options.bundledSingleton === 'react' ? ['react.js'] : [], async: [] } },
      },
    ];
    writeFileSync(
      join(dir, side, 'mf-manifest.json'),
      JSON.stringify({
        name: options.name ?? container,
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './remote' }],
        shared,
      }),
    );
  }
  return dir;
}
