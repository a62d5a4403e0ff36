import type { ModuleFederation } from '@module-federation/enhanced/runtime';

/**
 * The process-wide registries the Module Federation runtime keeps (runtime-core's global.ts).
 * Every copy of the runtime in the process writes to them: the gateway's own, and the copy each
 * remote's Node build bundles. Nothing in them is ever removed by the runtime on its own.
 */
export interface FederationGlobals {
  __INSTANCES__: ModuleFederation[];
  /** Share scopes by instance id (`name`, or `name:buildVersion` for a remote's own instance). */
  __SHARE__: Record<string, unknown>;
  /** Manifest snapshots by remote id. */
  moduleInfo: Record<string, unknown>;
  /** Manifest fetches by URL. */
  __MANIFEST_LOADING__: Record<string, unknown>;
}

type RuntimeGlobal = typeof globalThis & {
  __FEDERATION__?: FederationGlobals;
  /** Remote entry loads by `<container>:<entry>`: the promise resolves to the container itself. */
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
};

const runtimeGlobal = globalThis as RuntimeGlobal;

export function federationGlobals(): { federation?: FederationGlobals; loading?: Record<string, unknown> } {
  return { federation: runtimeGlobal.__FEDERATION__, loading: runtimeGlobal.__GLOBAL_LOADING_REMOTE_ENTRY__ };
}

/** Keys the runtime derives from a name: the name itself or `name:<something>`. */
function ownedBy(key: string, names: readonly string[]): boolean {
  return names.some((name) => key === name || key.startsWith(`${name}:`));
}

function deleteOwned(record: Record<string, unknown> | undefined, names: readonly string[]): void {
  if (!record) return;
  for (const key of Object.keys(record)) if (ownedBy(key, names)) delete record[key];
}

/**
 * Removes every trace of one gateway runtime instance and the remote container it loaded from the
 * runtime's globals, so both can be garbage-collected. Without it the loading-promise registry
 * alone keeps each container (its whole module graph) alive for the life of the process.
 * Safe to call more than once. `entry` is the file the container was loaded from.
 */
export function releaseInstance(instance: ModuleFederation, container: string, entry: string): void {
  const names = [instance.name, container];
  const { federation, loading } = federationGlobals();
  deleteOwned(loading, names);
  if (federation) {
    federation.__INSTANCES__ = federation.__INSTANCES__.filter(
      (other) => other !== instance && !ownedBy(other.name, names),
    );
    deleteOwned(federation.__SHARE__, names);
    deleteOwned(federation.moduleInfo, names);
    delete federation.__MANIFEST_LOADING__[entry];
  }
  // Whatever still holds the instance (a pending request) must not keep the container through it.
  instance.moduleCache.clear();
}
