// A router for tests that render a page or a frame outside the shell (pages read the location from
// it). Not part of the shared module; eslint allows it only in tests.
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';

export { MemoryRouter } from 'react-router';

/**
 * Mounts its children as the shell mounts a remote's App: below the `/:lang/*` route, so the
 * remote sees its paths relative to the locale and `useParams().lang` reads as on the page.
 */
export function BelowLocale({ children }: { children: ReactNode }) {
  return useRoutes([{ path: '/:lang/*', element: children }]);
}
