import { createEvent, sample } from 'effector';
import { headerWindowSet, headSet, pageStatusSet, pageVisited, searchTextChanged } from '@vitrina/events';

export interface RouteLocation {
  pathname: string;
  search: string;
}

/**
 * The browser moved to another page (client navigation; not fired for the first page). The
 * router's subscription fires it before the new page renders, so everything reset here is reset
 * before the next page's remote sets its own state (its head, for one).
 */
export const routeChanged = createEvent<RouteLocation>();

// Spec, section 4: a route change closes the header windows and clears the search text. The
// shell's own panels reset on the same event (header/model.ts).
sample({ clock: routeChanged, fn: () => 'none' as const, target: headerWindowSet });
sample({ clock: routeChanged, fn: () => '', target: searchTextChanged });
// The page's head belongs to the page: the next page starts from the shop's defaults.
sample({ clock: routeChanged, fn: () => ({}), target: headSet });
// So is its status: a 404 set by the last page's remote does not stick to the next page.
sample({ clock: routeChanged, fn: () => 200, target: pageStatusSet });
sample({ clock: routeChanged, target: pageVisited });
