import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { containerName } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';

export function tempDir(prefix = 'vitrina-gw-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

interface FakeBuildOptions {
  name?: string;
  withoutManifest?: 'browser' | 'server';
  bundledSingleton?: string;
}

/** A build folder shaped like the real build's output (build.json, two sides, manifests, entries). */
export function fakeBuild(key: RemoteKey, version: string, options: FakeBuildOptions = {}): string {
  const dir = tempDir('vitrina-build-');
  const container = containerName(key, version);
  writeFileSync(join(dir, 'build.json'), JSON.stringify({ remote: key, version, container }));
  for (const side of ['browser', 'server'] as const) {
    mkdirSync(join(dir, side));
    writeFileSync(join(dir, side, 'remoteEntry.js'), '/* entry */');
    if (options.withoutManifest === side) continue;
    const shared = [{ name: 'react', singleton: true, assets: { js: { sync: options.bundledSingleton === 'react' ? ['react.js'] : [], async: [] } } }];
    writeFileSync(
      join(dir, side, 'mf-manifest.json'),
      JSON.stringify({ name: options.name ?? container, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: './remote' }], shared }),
    );
  }
  return dir;
}
