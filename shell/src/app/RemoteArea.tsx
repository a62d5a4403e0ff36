import { useContext, useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { $pageStatus } from '@vitrina/events';
import type { RemoteKey, RemoteModule } from '@vitrina/mf-kit';
import { useShellT } from '../i18n/use-shell-t.ts';
import { RemoteLoaderContext } from '../remotes/remote-loader.ts';
import { TrackedSuspense } from './hydration.tsx';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteFallback } from './RemoteFallback.tsx';
import { ErrorPage } from '../error/ErrorPage.tsx';
import { reloadAfterChunkFailure } from '../navigation/reload-guard.ts';

type AreaState = { kind: 'ready'; module: RemoteModule } | { kind: 'loading' } | { kind: 'failed' };

/**
 * The part of the page a remote owns. A remote that is missing, slow or throwing shows a localised
 * fallback with a retry button here and nowhere else. On the server a throw inside the Suspense
 * boundary makes React send the loading state and render the area again in the browser.
 * A path the remote has no route for shows the shell's 404 page here, and so does a page the
 * remote reports as missing through `$pageStatus` (an unknown product: 404; other errors alike).
 */
export function RemoteArea({ remote, path }: { remote: RemoteKey; path: string }) {
  const loader = useContext(RemoteLoaderContext)!;
  const t = useShellT();
  const pageStatus = useUnit($pageStatus);
  const [state, setState] = useState<AreaState>(() => {
    const ready = loader.peek(remote);
    // Loaded already (for a widget) but not this page's chunk: the effect fetches it first.
    if (ready) return ready.pageReady?.(path) === false ? { kind: 'loading' } : { kind: 'ready', module: ready };
    return loader.failedOnServer(remote) ? { kind: 'failed' } : { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  // Runs again when the shopper presses retry (`attempt`) or the area moves to another remote; a
  // failure keeps `needsLoad` as it was, so it never starts a load by itself.
  const needsLoad = state.kind !== 'ready';
  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    // The page's own chunk comes with the remote: rendered before it arrived, the page would suspend
    // once more, and React holds back a revealed boundary for 300 ms after a fallback was shown.
    const loadWithPage = async () => {
      const module = await loader.load(remote);
      await module.preload?.(path);
      return module;
    };
    loadWithPage().then(
      (module) => live && setState({ kind: 'ready', module }),
      (error: unknown) => {
        console.error(`remote ${remote} failed to load`, error);
        // A page older than the deployment: a fresh one (at most once a minute) has the files.
        // Not when the server failed on this remote too: a fresh page would fail the same way.
        if (!loader.failedOnServer(remote) && reloadAfterChunkFailure(error)) return;
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt, needsLoad, loader, path]);

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  const loading = (
    <p className="remote-loading" aria-busy="true">
      {t('loading')}
    </p>
  );

  if (state.kind === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  if (state.kind === 'loading') return loading;
  const { App, handles } = state.module;
  if (!handles(path)) return <ErrorPage status={404} />;
  if (pageStatus >= 400) return <ErrorPage status={pageStatus} />;
  return (
    <RemoteErrorBoundary remote={remote} attempt={attempt} onRetry={retry}>
      <TrackedSuspense fallback={loading}>
        <App />
      </TrackedSuspense>
    </RemoteErrorBoundary>
  );
}
