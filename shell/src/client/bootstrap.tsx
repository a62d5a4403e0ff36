import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { allSettled, fork } from 'effector';
import { apiContextSet } from '@vitrina/events';
import { BOOT_GLOBAL } from '../boot.ts';
import type { BootPayload } from '../boot.ts';
import { shellRoutes } from '../app/routes.tsx';
import { Root } from '../app/Root.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import { reloadAfterChunkFailure } from '../navigation/reload-guard.ts';
import { remoteForPath, shellOwnsPath, splitLocale } from '../routes/remote-routes.ts';
import { createBrowserLoader } from './browser-loader.ts';
import { connectNavigation } from './navigation-events.ts';

declare global {
  interface Window {
    [BOOT_GLOBAL]: BootPayload;
    /** Errors React recovered from while hydrating; end-to-end tests fail when there are any. */
    __VITRINA_RECOVERABLE__?: string[];
  }
}

async function start() {
  const boot = window[BOOT_GLOBAL];
  // The settings, menu and brand trees arrive in the serialized state: nothing is fetched again.
  const scope = fork({ values: boot.state });
  // The gateway's same-origin proxy adds the site token; the browser only says its language.
  await allSettled(apiContextSet, { scope, params: { baseUrl: '/api', headers: { 'accept-language': boot.locale } } });
  const texts = createI18n(boot.locale, boot.site.mainLang);
  const loader = createBrowserLoader(boot, texts);

  // Load the remote the server rendered before hydrating, so the first render matches its markup.
  const path = splitLocale(window.location.pathname)?.path ?? '/';
  const current = remoteForPath(path);
  if (!shellOwnsPath(path) && !boot.failed.includes(current) && boot.remotes[current]) {
    await loader.load(current).catch((error: unknown) => {
      console.error(`remote ${current} failed to load`, error);
      reloadAfterChunkFailure(error);
    });
  }

  const router = createBrowserRouter(shellRoutes);
  connectNavigation(router, scope);
  // A lazy chunk of a remote that fails later (after a deployment) gets the same one-a-minute reload.
  window.addEventListener('unhandledrejection', (event) => reloadAfterChunkFailure(event.reason));
  window.__VITRINA_RECOVERABLE__ = [];
  hydrateRoot(
    document.getElementById('root')!,
    <Root scope={scope} i18n={texts} loader={loader} site={boot.site}>
      <RouterProvider router={router} />
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
