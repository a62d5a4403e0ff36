import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { REMOTE_KEYS, buildRouteTable, containerName } from '@vitrina/mf-kit';
import type { RemoteKey, RemoteMounts, RouteTable } from '@vitrina/mf-kit';
import { SERVER_ENTRY_FILE } from './manifest.ts';
import { effectiveVersion } from './pins.ts';
import type { PinsData } from './pins.ts';

export interface PinnedRemote {
  key: RemoteKey;
  version: string;
  container: string;
  /** URL path of the version's browser manifest, served by the gateway; never changes content. */
  browserEntry: string;
  /** Absolute path of the version's Node entry in the store. */
  serverEntry: string;
}

/** The versions one brand runs. A remote nobody pinned (not even `*`) is absent. */
export interface PinSet {
  /** Short hash of the resolved remote@version list: equal lists, equal ids; any change, a new id. */
  id: string;
  brand: string;
  remotes: Partial<Record<RemoteKey, PinnedRemote>>;
  /** Which remote owns which URLs, from the pinned versions' own declarations. */
  routes: { table: RouteTable; conflicts: string[] };
}

/** The URLs a published version owns; null for a version that declares none. */
export type MountsOf = (key: RemoteKey, version: string) => RemoteMounts | null;

export function browserEntryUrl(key: RemoteKey, version: string): string {
  return `/modules/${key}/${version}/browser/mf-manifest.json`;
}

/** Frozen: it is cached and shared by every request of the brand until the pins change. */
export function buildPinSet(storeDir: string, brand: string, data: PinsData, mountsOf: MountsOf): PinSet {
  const remotes: PinSet['remotes'] = {};
  const declared: Partial<Record<RemoteKey, RemoteMounts>> = {};
  for (const key of REMOTE_KEYS) {
    const version = effectiveVersion(data, brand, key);
    if (!version) continue;
    remotes[key] = Object.freeze({
      key,
      version,
      container: containerName(key, version),
      browserEntry: browserEntryUrl(key, version),
      serverEntry: join(storeDir, key, version, 'server', SERVER_ENTRY_FILE),
    });
    const mounts = mountsOf(key, version);
    if (mounts) declared[key] = mounts;
  }
  const signature = REMOTE_KEYS.filter((key) => remotes[key])
    .map((key) => `${key}@${remotes[key]!.version}`)
    .join(',');
  const id = createHash('sha256').update(signature).digest('hex').slice(0, 12);
  return Object.freeze({ id, brand, remotes: Object.freeze(remotes), routes: buildRouteTable(declared) });
}
