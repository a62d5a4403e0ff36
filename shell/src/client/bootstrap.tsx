import { hydrateRoot } from 'react-dom/client';
import { createBrowserHistory } from '@vitrina/router';
import { allSettled, fork } from 'effector';
import { apiContextSet, cspNonceSet } from '@vitrina/events';
import { BOOT_GLOBAL } from '../boot.ts';
import type { BootPayload } from '../boot.ts';
import { ShellRoutes } from '../app/routes.tsx';
import { Root } from '../app/Root.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import { loadShellTexts } from '../i18n/load-texts.ts';
import { reloadAfterChunkFailure } from '../navigation/reload-guard.ts';
import { shellOwnsPath, splitLocale } from '../routes/remote-routes.ts';
import { UI_KIT_PATH, UiKitPage } from '../ui-kit/index.ts';
import { createBrowserLoader } from './browser-loader.ts';
import { navigationHandler } from './navigation-events.ts';
import { pageNonce } from './page-nonce.ts';
import { ShellBrowserRouter } from './ShellBrowserRouter.tsx';
import { yieldToBrowser } from './yield-to-browser.ts';

declare global {
  interface Window {
    [BOOT_GLOBAL]: BootPayload;
    /**
     * Errors React recovered from while hydrating; end-to-end tests fail when there are any. It
     * exists from before hydration starts, so it is no sign of hydration: that is
     * `__VITRINA_HYDRATED__` (app/hydration.tsx), set once the hydration has committed.
     */
    __VITRINA_RECOVERABLE__?: string[];
  }
}

async function start() {
  await yieldToBrowser();
  const boot = window[BOOT_GLOBAL];
  // The settings, menu and brand trees arrive in the serialized state: nothing is fetched again.
  const scope = fork({ values: boot.state });
  // The gateway's same-origin proxy adds the site token; the browser only says its language.
  await allSettled(apiContextSet, { scope, params: { baseUrl: '/api', headers: { 'accept-language': boot.locale } } });
  // A remote's <style> mounted on client navigation is allowed by the page's CSP only with it.
  await allSettled(cspNonceSet, { scope, params: pageNonce() });
  const texts = createI18n(boot.locale, boot.site.mainLang, await loadShellTexts(boot.locale, boot.site.mainLang));
  const loader = createBrowserLoader(boot, texts);

  // Load the remote the server rendered, and the code of the page it showed, before hydrating, so
  // the first render matches its markup without suspending.
  const path = splitLocale(window.location.pathname)?.path ?? '/';
  const current = shellOwnsPath(path) ? null : loader.ownerOf(path);
  // The shell's own page in a chunk of its own, fetched the same way (a failure: the reload rule).
  if (path === UI_KIT_PATH) await UiKitPage.preload().catch(reloadAfterChunkFailure);
  if (current && !boot.failed.includes(current) && boot.remotes[current]) {
    await loader
      .load(current)
      .then((remote) => remote.preload?.(path))
      .catch((error: unknown) => {
        console.error(`remote ${current} failed to load`, error);
        reloadAfterChunkFailure(error);
      });
  }

  await yieldToBrowser();
  // v5Compat: the history tells its listener about pushes and replaces too, not only Back/Forward.
  const history = createBrowserHistory({ v5Compat: true });
  const onNavigate = navigationHandler(history, scope);
  // A lazy chunk of a remote that fails later (after a deployment) gets the same one-a-minute reload.
  // A remote the server already failed on is exempt: its loader error is a ServerFailedRemoteError.
  window.addEventListener('unhandledrejection', (event) => void reloadAfterChunkFailure(event.reason));
  await yieldToBrowser();
  // Collected from the start: a mismatch is reported during the hydration, before it commits.
  window.__VITRINA_RECOVERABLE__ = [];
  // Only schedules the hydration; <FrameHydrated> and <TrackedSuspense> report when it committed.
  hydrateRoot(
    document.getElementById('root')!,
    <Root scope={scope} i18n={texts} loader={loader} site={boot.site}>
      <ShellBrowserRouter history={history} beforeRender={onNavigate}>
        <ShellRoutes />
      </ShellBrowserRouter>
    </Root>,
    {
      onRecoverableError(error) {
        window.__VITRINA_RECOVERABLE__!.push(String(error));
        console.error('recoverable error while hydrating', error);
      },
    },
  );
}

void start();
