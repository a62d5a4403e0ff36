import { lazyComponent } from '@vitrina/mf-kit/runtime';
import { TrackedSuspense } from '../app/hydration.tsx';
import { useShellT } from '../i18n/use-shell-t.ts';

/** The page's path inside the locale prefix; the shell owns it (routes/remote-routes.ts). */
export const UI_KIT_PATH = '/ui-kit-demo';

/**
 * The page is a chunk of its own: no shopper's page carries its code or texts. The server and the
 * browser fetch it before rendering a visit that starts there (server/prepare.ts, client/bootstrap.tsx),
 * so hydration never waits; a click to it waits in the boundary below.
 */
export const UiKitPage = lazyComponent(() => import('./UiKitPage.tsx').then((module) => module.UiKitPage));

export function UiKitRoute() {
  const t = useShellT();
  return (
    <TrackedSuspense
      fallback={
        <p className="remote-loading" aria-busy="true">
          {t('loading')}
        </p>
      }
    >
      <UiKitPage />
    </TrackedSuspense>
  );
}
