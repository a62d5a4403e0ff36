import type { Scope } from 'effector';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { ServerRemotes } from '../../src/remotes/server-remotes.ts';

/**
 * A remote that renders nothing and notes what `read` finds in each page's scope while preparing
 * (the guest identity, the session): what a real remote's server code would be given.
 */
export function scopeProbe<T>(read: (scope: Scope) => T): { seen: T[]; remotes: ServerRemotes } {
  const seen: T[] = [];
  const remote = {
    App: () => null,
    namespace: 'probe',
    translations: {},
    handles: () => true,
    prepare: ({ scope }) => {
      seen.push(read(scope));
      return Promise.resolve();
    },
  } as RemoteModule;
  return { seen, remotes: { load: () => Promise.resolve(remote), size: 0 } as unknown as ServerRemotes };
}
