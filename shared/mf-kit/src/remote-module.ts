import type { ComponentType } from 'react';
import type { Scope } from 'effector';
import type { Locale } from '@vitrina/events';

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
  /** Whether one of the remote's routes matches the path (else the shell shows its 404). */
  handles: (path: string) => boolean;
  /** i18next resources for the remote's own namespace, per locale. */
  translations: Partial<Record<Locale, Record<string, string>>>;
  namespace: string;
  /**
   * Named pieces of the remote the shell mounts outside the remote's own area, over pages of any
   * remote (mf-catalog's `search-window` under the header). Optional: most remotes have none.
   */
  widgets?: Partial<Record<string, ComponentType>>;
}
