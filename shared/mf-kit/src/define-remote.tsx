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

/** How many paths a remote remembers the matches of (product pages make the set of paths open-ended). */
const REMEMBERED_MATCHES = 500;

/**
 * Matching a path against a route list compiles every route's pattern again (react-router keeps
 * nothing between calls), and the server asks the same question several times per page: remember
 * the answer per path. The list is fixed for the life of the module, so an answer never goes stale.
 */
function rememberedMatcher(routes: RemoteRoute[]) {
  const known = new Map<string, ReturnType<typeof matchRoutes>>();
  return (path: string) => {
    const found = known.get(path);
    if (found !== undefined) return found;
    const matches = matchRoutes(routes, path);
    if (known.size >= REMEMBERED_MATCHES) known.delete(known.keys().next().value as string);
    known.set(path, matches);
    return matches;
  };
}

/**
 * Turns a remote's route list into the module the shell mounts. Route paths are relative to the
 * locale prefix (`page/:slug`); the same list serves the server (prepare, handles) and the
 * browser (App), so there is one home for each remote's URLs.
 */
export function defineRemote(definition: RemoteDefinition): RemoteModule {
  const match = rememberedMatcher(definition.routes);
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
    handles: (path) => (match(path)?.length ?? 0) > 0,
    async prepare({ scope, pathname, search }) {
      const matches = match(pathname) ?? [];
      const query = new URLSearchParams(search);
      await Promise.all(
        matches.map(({ route, params }) => (route as RemoteRoute).load?.({ scope, params, search: query })),
      );
    },
  };
}
