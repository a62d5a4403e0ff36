import { scopeBind } from 'effector';
import type { Scope } from 'effector';
import type { createBrowserRouter } from '@vitrina/router';
import { routeChanged } from '../navigation/model.ts';
import { SCROLL_RESTORE_DELAY_MS, ScrollMemory, scrollPlan } from '../navigation/scroll.ts';
import { splitLocale } from '../routes/remote-routes.ts';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

const pageKey = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/**
 * Connects the router to the shell: on every move to another page, the position on the page
 * being left is remembered, `routeChanged` resets the header and the page head, and the new
 * page is scrolled (top, restored, or left alone on the home page). The router's subscription
 * fires before React renders the new page, so the reset comes before the next page's own state.
 */
export function connectNavigation(router: BrowserRouter, scope: Scope): () => void {
  const changed = scopeBind(routeChanged, { scope });
  const memory = new ScrollMemory();
  // The shell restores positions itself; the browser's own restoration would fight it.
  window.history.scrollRestoration = 'manual';
  let current = pageKey(router.state.location);
  let pendingRestore: ReturnType<typeof setTimeout> | undefined;

  return router.subscribe((state) => {
    const next = pageKey(state.location);
    if (next === current) return;
    memory.save(current, window.scrollY);
    current = next;
    changed({ pathname: state.location.pathname, search: state.location.search });

    clearTimeout(pendingRestore);
    const plan = scrollPlan({
      action: state.historyAction,
      isHome: (splitLocale(state.location.pathname)?.path ?? '/') === '/',
      saved: memory.get(next),
    });
    if (plan.kind === 'top') requestAnimationFrame(() => window.scrollTo(0, 0));
    if (plan.kind === 'restore') {
      pendingRestore = setTimeout(() => window.scrollTo({ top: plan.y, behavior: 'smooth' }), SCROLL_RESTORE_DELAY_MS);
    }
  });
}
