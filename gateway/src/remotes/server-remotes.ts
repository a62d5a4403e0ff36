import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LRUCache } from 'lru-cache';
import { REMOTE_EXPOSE } from '@vitrina/mf-kit';
import type { RemoteModule } from '@vitrina/mf-kit';
import { releaseInstance } from './federation-globals.ts';
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
 * brands on two versions of one remote render side by side in one process. An evicted version is
 * released from the runtime's global registries (federation-globals.ts) so it can be collected;
 * remote-memory.test.ts checks that memory stays flat across pin changes.
 */
export class ServerRemotes {
  private readonly loaded: LRUCache<string, Loaded>;

  constructor(capacity = 12) {
    // disposeAfter, not dispose: it runs once the version is out of the cache, so `release` sees
    // whether another version still holds the same container name.
    this.loaded = new LRUCache<string, Loaded>({ max: capacity, disposeAfter: (entry) => this.release(entry) });
  }

  get size(): number {
    return this.loaded.size;
  }

  /** `key@version` of the loaded versions, least recently used first. */
  get ids(): string[] {
    return [...this.loaded.rkeys()];
  }

  load(ref: ServerRemoteRef): Promise<RemoteModule> {
    const id = `${ref.key}@${ref.version}`;
    const hit = this.loaded.get(id);
    if (hit) return hit.module;
    // One container name, one load: the runtime keys its registries by container name, so a second
    // load would get the first one's container. Published versions never share a name; a dev build
    // keeps its name across rebuilds and comes back under a new version string (cli/dev-pins.ts).
    const sameContainer = [...this.loaded.entries()].filter(([, entry]) => entry.ref.container === ref.container);
    for (const [other] of sameContainer) this.loaded.delete(other);

    const instance = createInstance({
      name: `vitrina_gateway__${ref.container}`,
      remotes: [{ name: ref.container, entry: ref.serverEntry, type: 'commonjs-module' }],
      shared: sharedLibs(),
      plugins: [storeEntryPlugin()],
    });
    const module = instance
      .loadRemote<{ default: RemoteModule }>(`${ref.container}/${REMOTE_EXPOSE.slice(2)}`)
      .then((exports) => {
        if (!exports?.default?.App) throw new Error(`${id} does not export a remote module`);
        return exports.default;
      });
    const entry: Loaded = { instance, module, ref };
    // Past `capacity` the least recently used version is evicted and released (disposeAfter).
    this.loaded.set(id, entry);
    // A failed load is not kept: the next request tries again (the store may have been repaired).
    module.catch(() => {
      if (this.loaded.peek(id) === entry) this.loaded.delete(id);
    });
    return module;
  }

  /**
   * Releases a version that left the cache: its runtime instance and every global registration of
   * it and its container. A load still in flight registers its container only once the entry has
   * run, so it is released again when it settles, unless the same container has been loaded again
   * by then (its registrations carry the same names and must stay).
   */
  private release(entry: Loaded): void {
    const release = () => {
      const reloaded = [...this.loaded.values()].some((other) => other.ref.container === entry.ref.container);
      if (!reloaded) releaseInstance(entry.instance, entry.ref.container, entry.ref.serverEntry);
    };
    release();
    entry.module.then(release, release);
  }
}
