// What remotes bundle: the helper that turns routes into the module the shell mounts.
export { defineRemote } from './define-remote.tsx';
export type { RemoteRoute, RouteLoad, RouteLoadContext } from './define-remote.tsx';
