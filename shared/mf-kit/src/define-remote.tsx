import type { Scope } from 'effector';
import { matchRoutes, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { RemoteModule } from './remote-module.ts';

export interface RouteLoadContext {
  scope: Scope;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}
/** Data a route needs before the server renders it (the browser loads the same on navigation). */
export type RouteLoad = (context: RouteLoadContext) => Promise<unknown>;
export type RemoteRoute = RouteObject & { load?: RouteLoad };

interface RemoteDefinition {
  name: string;
  version: string;
  namespace: string;
  translations: RemoteModule['translations'];
  routes: RemoteRoute[];
  widgets?: RemoteModule['widgets'];
}

/**
 * Turns a remote's route list into the module the shell mounts. Route paths are relative to the
 * locale prefix (`page/:slug`); the same list serves the server (prepare, handles) and the
 * browser (App), so there is one home for each remote's URLs.
 */
export function defineRemote(definition: RemoteDefinition): RemoteModule {
  function App() {
    // Matched below the shell's `/:lang/*` route, so these paths are relative to the locale.
    const element = useRoutes(definition.routes);
    return (
      <div data-remote={definition.name} data-remote-version={definition.version}>
        {element}
      </div>
    );
  }
  return {
    App,
    namespace: definition.namespace,
    ...(definition.widgets ? { widgets: definition.widgets } : {}),
    translations: definition.translations,
    handles: (path) => (matchRoutes(definition.routes, path)?.length ?? 0) > 0,
    async prepare({ scope, pathname, search }) {
      const matches = matchRoutes(definition.routes, pathname) ?? [];
      const query = new URLSearchParams(search);
      await Promise.all(
        matches.map(({ route, params }) => (route as RemoteRoute).load?.({ scope, params, search: query })),
      );
    },
  };
}
