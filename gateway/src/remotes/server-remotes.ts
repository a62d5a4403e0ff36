import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
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
  private readonly loaded = new Map<string, Loaded>();

  constructor(private readonly capacity = 12) {}

  get size(): number {
    return this.loaded.size;
  }

  /** `key@version` of the loaded versions, least recently used first. */
  get ids(): string[] {
    return [...this.loaded.keys()];
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
    // One container name, one load: the runtime keys its registries by container name, so a second
    // load would get the first one's container. Published versions never share a name; a dev build
    // keeps its name across rebuilds and comes back under a new version string (cli/dev-pins.ts).
    for (const [other, entry] of this.loaded) if (entry.ref.container === ref.container) this.forget(other);

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

  /**
   * Drops a version: its runtime instance and every global registration of it and its container.
   * A load still in flight registers its container only once the entry has run, so it is released
   * again when it settles, unless the same container has been loaded again by then (its
   * registrations carry the same names and must stay).
   */
  private forget(id: string): void {
    const entry = this.loaded.get(id);
    if (!entry) return;
    this.loaded.delete(id);
    const release = () => {
      const reloaded = [...this.loaded.values()].some((other) => other.ref.container === entry.ref.container);
      if (!reloaded) releaseInstance(entry.instance, entry.ref.container, entry.ref.serverEntry);
    };
    release();
    entry.module.then(release, release);
  }
}
