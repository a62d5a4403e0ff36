import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

/**
 * Routes of the catalogue's second half (search results, brands, favourites, compare, meal-plan),
 * kept apart from the page routes so the two halves can grow independently. routes.tsx spreads
 * them before its catch-all category route.
 */
export const extraRoutes: RemoteRoute[] = [];
