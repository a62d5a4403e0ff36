import type { ComponentType } from 'react';
import type { Scope } from 'effector';
import type { Locale } from '@vitrina/events';

/** One language's texts of a remote: inline, or a function fetching them. */
export type RemoteTexts = Record<string, string> | (() => Promise<Record<string, string>>);

export interface RemoteRequest {
  scope: Scope;
  locale: Locale;
  /** Path inside the locale prefix, e.g. `/page/about` for `/ro/page/about`. */
  pathname: string;
  search: string;
}

/**
 * What every remote's `./remote` module exports. The shell renders `App` inside the area the route
 * table gives the remote; `prepare` loads the data the URL needs into the request's scope before
 * the server renders, so server and browser start from the same state.
 */
export interface RemoteModule {
  App: ComponentType;
  prepare: (request: RemoteRequest) => Promise<void>;
  /**
   * Fetches the code of the pages the path shows (pages that are chunks of their own), so the
   * browser can hydrate the server's markup without suspending. `prepare` does it on the server.
   * Optional: versions built before pages could be split have none, and ops may still pin them.
   */
  preload?: (path: string) => Promise<void>;
  /** Whether the pages the path shows are fetched (rendering them cannot suspend). Optional, as `preload`. */
  pageReady?: (path: string) => boolean;
  /** Whether one of the remote's routes matches the path (else the shell shows its 404). */
  handles: (path: string) => boolean;
  /**
   * i18next resources for the remote's own namespace, per locale: inline, or fetched when a page
   * in that language needs them (a chunk per language; see remote-texts.ts).
   */
  translations: Partial<Record<Locale, RemoteTexts>>;
  namespace: string;
  /**
   * Named pieces of the remote the shell mounts outside the remote's own area, over pages of any
   * remote (mf-catalog's `search-window` under the header). Optional: most remotes have none.
   */
  widgets?: Partial<Record<string, ComponentType>>;
}
