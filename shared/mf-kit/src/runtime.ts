// What remotes bundle: the helper that turns routes into the module the shell mounts.
export { defineRemote, lazyLoad } from './define-remote.tsx';
export type { RemoteRoute, RouteLoad, RouteLoadContext } from './define-remote.tsx';
export { lazyComponent } from './lazy-component.tsx';
export type { LazyComponent } from './lazy-component.tsx';
