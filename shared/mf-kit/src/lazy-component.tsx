import { use } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** A component whose code is a chunk of its own, fetched when it is first needed. */
export interface LazyComponent<P extends object = object> {
  (props: P): ReactNode;
  /** Fetches the chunk (once); the server and the browser call it before rendering the page. */
  preload(): Promise<void>;
  /** Whether the chunk is in, so rendering it now cannot suspend. */
  loaded(): boolean;
}

/**
 * A route's page (or a widget shown on demand) split out of the remote's first chunk, so a
 * shopper's first page downloads the code of that page only. Unlike React.lazy it renders
 * synchronously once its chunk is in: the remote preloads the matched routes' pages before the
 * server renders and before the browser hydrates (define-remote.tsx), so hydration meets the same
 * markup and never suspends. On client
 * navigation to a page not yet fetched, or when a widget first shows, it suspends until the chunk
 * arrives (the shell's remote area and widget slots have the Suspense boundaries).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (a network blip) may be tried again by the next render or retry.
        pending = undefined;
        throw error;
      },
    ));
  function Lazy(props: P) {
    if (!loaded) use(preload());
    const Loaded = loaded!;
    return <Loaded {...props} />;
  }
  Lazy.preload = preload;
  Lazy.loaded = () => loaded !== undefined;
  return Lazy;
}
