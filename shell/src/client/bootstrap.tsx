import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { createBrowserHistory } from '@vitrina/router';
import { allSettled, fork } from 'effector';
import { apiContextSet, cspNonceSet } from '@vitrina/events';
import { BOOT_GLOBAL, FRAME_STATE_GLOBAL } from '../boot.ts';
import type { BootPayload } from '../boot.ts';
import { FRAME_ROOTS } from '../app/frame-roots.ts';
import { BottomFrame, TopFrame } from '../app/frames.tsx';
import { FrameRoutes, ShellRoutes } from '../app/routes.tsx';
import { Root } from '../app/Root.tsx';
import { frameLoader } from '../remotes/remote-loader.ts';
import type { RemoteLoader } from '../remotes/remote-loader.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { loadShellTexts } from '../i18n/load-texts.ts';
import { reloadAfterChunkFailure } from '../navigation/reload-guard.ts';
import { shellOwnsPath, splitLocale } from '../routes/remote-routes.ts';
import { UI_KIT_PATH, UiKitPage } from '../ui-kit/index.ts';
import { createBrowserLoader } from './browser-loader.ts';
import { createHistoryHub } from './history-hub.ts';
import type { HistoryHub } from './history-hub.ts';
import { navigationHandler } from './navigation-events.ts';
import { pageNonce } from './page-nonce.ts';
import { ShellBrowserRouter } from './ShellBrowserRouter.tsx';
import { whenWanted } from './when-wanted.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

declare global {
  interface Window {
    [BOOT_GLOBAL]: BootPayload;
    [FRAME_STATE_GLOBAL]: Record<string, unknown>;
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
  // The settings, menu and brand trees arrive in the serialized state (the frame's part, kept with
  // the frame on the server, and the page's): nothing is fetched again.
  const scope = fork({ values: { ...window[FRAME_STATE_GLOBAL], ...boot.state } });
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
  const hub = createHistoryHub(history, navigationHandler(history, scope));
  // A lazy chunk of a remote that fails later (after a deployment) gets the same one-a-minute reload.
  // A remote the server already failed on is exempt: its loader error is a ServerFailedRemoteError.
  window.addEventListener('unhandledrejection', (event) => void reloadAfterChunkFailure(event.reason));
  await yieldToBrowser();
  // Collected from the start: a mismatch is reported during the hydration, before it commits.
  window.__VITRINA_RECOVERABLE__ = [];
  const roots = { scope, texts, site: boot.site, hub };
  // Each call only schedules a hydration; <RootHydrated> and <TrackedSuspense> report when all committed.
  hydrate(FRAME_ROOTS.page, roots, loader, <ShellRoutes />);
  // The frames come after the page area, when the browser is idle or the shopper reaches for them.
  const frames = [FRAME_ROOTS.top, FRAME_ROOTS.bottom].map((root) => document.getElementById(root.id)!);
  whenWanted(frames, () => {
    hydrate(
      FRAME_ROOTS.top,
      roots,
      frameLoader(loader),
      <FrameRoutes>
        <TopFrame />
      </FrameRoutes>,
    );
    hydrate(
      FRAME_ROOTS.bottom,
      roots,
      frameLoader(loader),
      <FrameRoutes>
        <BottomFrame />
      </FrameRoutes>,
    );
  });
}

interface SharedByRoots {
  scope: ReturnType<typeof fork>;
  texts: ReturnType<typeof createI18n>;
  site: BootPayload['site'];
  hub: HistoryHub;
}

/** One of the page's roots, on the page's scope, texts and history (app/frame-roots.ts). */
function hydrate(
  root: { id: string; idPrefix: string },
  shared: SharedByRoots,
  loader: RemoteLoader,
  routes: ReactNode,
) {
  hydrateRoot(
    document.getElementById(root.id)!,
    <Root scope={shared.scope} i18n={shared.texts} loader={loader} site={shared.site}>
      <ShellBrowserRouter hub={shared.hub}>{routes}</ShellBrowserRouter>
    </Root>,
    {
      identifierPrefix: root.idPrefix,
      onRecoverableError(error) {
        window.__VITRINA_RECOVERABLE__!.push(String(error));
        console.error('recoverable error while hydrating', error);
      },
    },
  );
}

void start();
