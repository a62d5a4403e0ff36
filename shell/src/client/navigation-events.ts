import { scopeBind } from 'effector';
import type { Scope } from 'effector';
import { routeChanged } from '../navigation/model.ts';
import { SCROLL_RESTORE_DELAY_MS, ScrollMemory, scrollPlan } from '../navigation/scroll.ts';
import { splitLocale } from '../routes/remote-routes.ts';
import type { BrowserHistory, HistoryUpdate } from './history-hub.ts';

const pageKey = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/**
 * What the shell does on every move to another page, before React renders it: the position on
 * the page being left is remembered, `routeChanged` resets the header and the page head, and the
 * new page is scrolled (top, restored, or left alone on the home page). It runs before the next
 * page's render, so the reset comes before the next page's own state.
 */
export function navigationHandler(history: BrowserHistory, scope: Scope): (update: HistoryUpdate) => void {
  const changed = scopeBind(routeChanged, { scope });
  const memory = new ScrollMemory();
  // The shell restores positions itself; the browser's own restoration would fight it.
  window.history.scrollRestoration = 'manual';
  let current = pageKey(history.location);
  let pendingRestore: ReturnType<typeof setTimeout> | undefined;

  return ({ action, location }) => {
    const next = pageKey(location);
    if (next === current) return;
    memory.save(current, window.scrollY);
    current = next;
    changed({ pathname: location.pathname, search: location.search });

    clearTimeout(pendingRestore);
    const plan = scrollPlan({
      action,
      isHome: (splitLocale(location.pathname)?.path ?? '/') === '/',
      saved: memory.get(next),
    });
    if (plan.kind === 'top') requestAnimationFrame(() => window.scrollTo(0, 0));
    if (plan.kind === 'restore') {
      pendingRestore = setTimeout(() => window.scrollTo({ top: plan.y, behavior: 'smooth' }), SCROLL_RESTORE_DELAY_MS);
    }
  };
}
