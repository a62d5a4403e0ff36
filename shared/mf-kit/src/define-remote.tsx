import type { Scope } from 'effector';
import { matchRoutes, useParams } from '@vitrina/router';
import { keptRoutes } from './kept-routes.ts';
import type { RouteObject } from '@vitrina/router';
import type { LazyComponent } from './lazy-component.tsx';
import type { RemoteMounts } from './mounts.ts';
import type { RemoteModule } from './remote-module.ts';
import { remoteTexts } from './remote-texts.ts';

export interface RouteLoadContext {
  scope: Scope;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}
/** Data a route needs before the server renders it (the browser loads the same on navigation). */
export type RouteLoad = (context: RouteLoadContext) => Promise<unknown>;
/**
 * A route's `load` kept out of the remote's first chunk, with the page it belongs to. Only the
 * server runs `load` (the browser asks for the same calls from the page after client navigation),
 * so a shopper's first page never fetches the data code of other pages.
 */
export function lazyLoad(get: () => Promise<RouteLoad>): RouteLoad {
  return async (context) => (await get())(context);
}

/** A route with the data it needs (`load`) and, when its page is a chunk of its own, that page (`page`). */
export type RemoteRoute = RouteObject & { load?: RouteLoad; page?: LazyComponent };

interface RemoteDefinition {
  name: string;
  version: string;
  namespace: string;
  translations: RemoteModule['translations'];
  routes: RemoteRoute[];
  /** The URLs the remote owns (its src/mounts.ts, which the build writes into build.json). */
  mounts: RemoteMounts;
  widgets?: RemoteModule['widgets'];
}

/** The first path segment of every route, layout routes looked through: `articles/:url` -> articles. */
function routeSegments(routes: RemoteRoute[]): string[] {
  return routes.flatMap((route) => {
    if (route.path === undefined) return route.index ? [''] : routeSegments((route.children ?? []) as RemoteRoute[]);
    return [route.path.split('/')[0] ?? ''];
  });
}

/**
 * The routes and the declared mounts must agree: a route outside them would never be reached (the
 * gateway sends its URLs to another remote), a mount without a route claims URLs that all 404.
 * Checked when the module is defined, so a build that disagrees fails its first test.
 */
export function mountMismatches(routes: RemoteRoute[], mounts: RemoteMounts): string[] {
  const segments = new Set(routeSegments(routes));
  const declared = new Set(mounts.prefixes);
  const problems: string[] = [];
  for (const segment of segments) {
    const caught = mounts.catchAll && (segment === '' || segment === '*');
    if (!caught && !declared.has(segment))
      problems.push(`the route under "${segment || '/'}" is outside the declared mounts`);
  }
  for (const prefix of declared) if (!segments.has(prefix)) problems.push(`the mount "${prefix}" has no route`);
  return problems;
}

/** How many paths a remote remembers the matches of (product pages make the set of paths open-ended). */
const REMEMBERED_MATCHES = 500;

/**
 * Matching a path against a route list compiles every route's pattern again (react-router keeps
 * nothing between calls), and the server asks the same question several times per page: remember
 * the answer per path. The list is fixed for the life of the module, so an answer never goes stale.
 * Hand-written on purpose: this runs in every remote's browser bundle, where lru-cache would add
 * about 6 KB gzip to each first page (the budget is 200 KB), for a bound that a Map does as well.
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

/** A route whose page is lazy renders that page; its children likewise. */
function withPageElements(route: RemoteRoute): RemoteRoute {
  const Page = route.page;
  return {
    ...route,
    ...(Page ? { element: <Page /> } : {}),
    ...(route.children ? { children: (route.children as RemoteRoute[]).map(withPageElements) } : {}),
  } as RemoteRoute;
}

/**
 * Turns a remote's route list into the module the shell mounts. Route paths are relative to the
 * locale prefix (`page/:slug`); the same list serves the server (prepare, handles) and the
 * browser (App), so there is one home for each remote's URLs.
 */
export function defineRemote(definition: RemoteDefinition): RemoteModule {
  const mismatches = mountMismatches(definition.routes, definition.mounts);
  if (mismatches.length > 0) throw new Error(`${definition.name}: ${mismatches.join('; ')}`);
  const routes = definition.routes.map(withPageElements);
  const match = rememberedMatcher(routes);
  /** The chunks of the pages a path shows, fetched before it renders. */
  const preload = async (path: string) => {
    await Promise.all((match(path) ?? []).map(({ route }) => (route as RemoteRoute).page?.preload()));
  };
  const useRemoteRoutes = keptRoutes(routes);
  function App() {
    // Matched below the shell's `/:lang/*` route, so these paths are relative to the locale.
    const element = useRemoteRoutes(`/${useParams()['*'] ?? ''}`);
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
    preload,
    pageReady: (path) => (match(path) ?? []).every(({ route }) => (route as RemoteRoute).page?.loaded() ?? true),
    async prepare({ scope, locale, pathname, search }) {
      // Server-side `load` code reads the remote's texts outside i18next (page titles): fetched first.
      await remoteTexts(definition.translations, locale);
      const matches = match(pathname) ?? [];
      const query = new URLSearchParams(search);
      await Promise.all([
        preload(pathname),
        ...matches.map(({ route, params }) => (route as RemoteRoute).load?.({ scope, params, search: query })),
      ]);
    },
  };
}
