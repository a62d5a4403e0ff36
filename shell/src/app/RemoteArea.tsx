import { Suspense, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteKey, RemoteModule } from '@vitrina/mf-kit';
import { RemoteLoaderContext } from '../remotes/remote-loader.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteFallback } from './RemoteFallback.tsx';
import { NotFound } from './NotFound.tsx';

type AreaState = { kind: 'ready'; module: RemoteModule } | { kind: 'loading' } | { kind: 'failed' };

/**
 * The part of the page a remote owns. A remote that is missing, slow or throwing shows a localised
 * fallback with a retry button here and nowhere else. On the server a throw inside the Suspense
 * boundary makes React send the loading state and render the area again in the browser.
 */
export function RemoteArea({ remote, path }: { remote: RemoteKey; path: string }) {
  const loader = useContext(RemoteLoaderContext)!;
  const { t } = useTranslation('shell');
  const [state, setState] = useState<AreaState>(() => {
    const ready = loader.peek(remote);
    if (ready) return { kind: 'ready', module: ready };
    return loader.failedOnServer(remote) ? { kind: 'failed' } : { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  // Runs again when the shopper presses retry (`attempt`) or the area moves to another remote.
  useEffect(() => {
    if (state.kind === 'ready') return;
    let live = true;
    loader.load(remote).then(
      (module) => live && setState({ kind: 'ready', module }),
      (error: unknown) => {
        console.error(`remote ${remote} failed to load`, error);
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

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
  if (!handles(path)) return <NotFound />;
  return (
    <RemoteErrorBoundary key={attempt} onError={() => undefined} fallback={<RemoteFallback remote={remote} onRetry={retry} />}>
      <Suspense fallback={loading}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
