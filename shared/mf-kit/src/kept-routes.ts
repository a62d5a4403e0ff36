import type { ReactElement } from 'react';
import { matchRoutes, useRoutes } from '@vitrina/router';
import type { RouteObject } from '@vitrina/router';

/** How many paths a table keeps the branch of (product pages make the set of paths open-ended). */
const KEPT_PATHS = 500;

type Matches = NonNullable<ReturnType<typeof matchRoutes>>;

/** The routes a path matched, as a table of that one branch (each route a copy with only the next). */
function branchOf(matches: Matches): RouteObject[] {
  let next: RouteObject[] | undefined;
  for (let i = matches.length - 1; i >= 0; i--) {
    const { children: _others, ...route } = matches[i]!.route as RouteObject & { children?: RouteObject[] };
    next = [(next ? { ...route, children: next } : route) as RouteObject];
  }
  return next ?? [];
}

/**
 * `useRoutes` for a fixed table, matched against the table's one branch that a path takes, kept
 * per path on the server. react-router matches the whole table on every call (flattening and
 * ranking it, compiling each pattern again), and on the server every page calls it afresh for each
 * router; the table is fixed for the module's life, so the branch a path takes never changes, and
 * matching that branch alone gives the same matches (the same params, the same elements) for a
 * fraction of the work. What is kept are copies of the table's own routes, never a rendered element:
 * an element made during a render holds that render's owner (in development, its whole tree,
 * scope and loaded remotes). In the browser a router renders again in place and its answer costs
 * little next to the DOM work: it asks react-router with the whole table. `path` is what the table
 * is matched against (below a parent route, the part of the location after it).
 */
export function keptRoutes(routes: RouteObject[]): (path: string) => ReactElement | null {
  if (typeof window !== 'undefined') return () => useRoutes(routes);
  const kept = new Map<string, RouteObject[]>();
  const branchFor = (path: string) => {
    const known = kept.get(path);
    if (known) return known;
    const matches = matchRoutes(routes, path);
    // A path no route takes is answered by the whole table (the 404 cases), and not kept.
    if (!matches) return routes;
    if (kept.size >= KEPT_PATHS) kept.delete(kept.keys().next().value as string);
    const branch = branchOf(matches);
    kept.set(path, branch);
    return branch;
  };
  return function useKeptRoutes(path) {
    return useRoutes(branchFor(path));
  };
}
