import { createContext } from 'react';
import type { RemoteKey, RemoteModule } from '@vitrina/mf-kit';

/**
 * How the shell gets a remote's module. The gateway gives the server one backed by the module
 * store's Node builds; the browser's uses the Module Federation runtime with the pinned URLs.
 * Both say which remotes are already loaded, so the first render is the same on both sides.
 */
export interface RemoteLoader {
  /** The module if it is loaded already (used for the first, synchronous render). */
  peek(key: RemoteKey): RemoteModule | undefined;
  /** Rejects with a `ServerFailedRemoteError` (no reload) for a remote `failedOnServer` names. */
  load(key: RemoteKey): Promise<RemoteModule>;
  /** True when the server could not load this remote: the browser starts with the same fallback. */
  failedOnServer(key: RemoteKey): boolean;
  /** The remote that owns a path inside the locale prefix, by the shop's pinned versions; null: none does. */
  ownerOf(path: string): RemoteKey | null;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/**
 * The loader as the frame's roots see it: no remote counts as loaded when they first render, so
 * the frame kept for every page of a shop is the same whichever remote the page has, on the
 * server and in the browser's hydration alike. A widget then loads its remote as usual.
 */
export function frameLoader(loader: RemoteLoader): RemoteLoader {
  return { ...loader, peek: () => undefined };
}
