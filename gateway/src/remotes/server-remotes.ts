import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSE } from '@vitrina/mf-kit';
import type { RemoteModule } from '@vitrina/mf-kit';
import { loadCommonJs } from './load-commonjs.ts';
import { sharedLibs } from './shared-libs.ts';

/** One remote version as the gateway loads it: its container name and its Node build on disk. */
export interface ServerRemoteRef {
  key: string;
  version: string;
  container: string;
  /** Absolute path of the version's server/remoteEntry.js in the module store. */
  serverEntry: string;
}

interface Loaded {
  instance: ModuleFederation;
  module: Promise<RemoteModule>;
  ref: ServerRemoteRef;
}

/**
 * Entries come from the module store on this disk, never from a URL a request could name. The
 * runtime's default would fetch the entry over HTTP and evaluate it; reading the file is simpler.
 */
const storeEntryPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'vitrina-store-entry',
  loadEntry({ remoteInfo }) {
    return loadCommonJs(remoteInfo.entry) as never;
  },
});

/**
 * Loaded Node builds of remote versions, at most `capacity` of them (least recently used goes).
 * Each version gets its own runtime instance and a container name unique to the version, so two
 * brands on two versions of one remote render side by side in one process.
 */
export class ServerRemotes {
  private readonly loaded = new Map<string, Loaded>();

  constructor(private readonly capacity = 12) {}

  get size(): number {
    return this.loaded.size;
  }

  load(ref: ServerRemoteRef): Promise<RemoteModule> {
    const id = `${ref.key}@${ref.version}`;
    const hit = this.loaded.get(id);
    if (hit) {
      // Map order is the recency order: move the hit to the end.
      this.loaded.delete(id);
      this.loaded.set(id, hit);
      return hit.module;
    }
    const instance = createInstance({
      name: `vitrina_gateway__${ref.container}`,
      remotes: [{ name: ref.container, entry: ref.serverEntry, type: 'commonjs-module' }],
      shared: sharedLibs(),
      plugins: [storeEntryPlugin()],
    });
    const module = instance.loadRemote<{ default: RemoteModule }>(`${ref.container}/${REMOTE_EXPOSE.slice(2)}`).then((exports) => {
      if (!exports?.default?.App) throw new Error(`${id} does not export a remote module`);
      return exports.default;
    });
    const entry: Loaded = { instance, module, ref };
    this.loaded.set(id, entry);
    // A failed load is not kept: the next request tries again (the store may have been repaired).
    module.catch(() => {
      if (this.loaded.get(id) === entry) this.forget(id);
    });
    while (this.loaded.size > this.capacity) this.forget(this.loaded.keys().next().value!);
    return module;
  }

  /** Drops a version: its runtime instance and its global registration, so it can be collected. */
  private forget(id: string): void {
    const entry = this.loaded.get(id);
    if (!entry) return;
    this.loaded.delete(id);
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: ModuleFederation[] } }).__FEDERATION__;
    if (federation?.__INSTANCES__) {
      federation.__INSTANCES__ = federation.__INSTANCES__.filter(
        (instance) => instance !== entry.instance && instance.name !== entry.ref.container,
      );
    }
  }
}
