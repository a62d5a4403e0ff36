import { Suspense, useContext, useEffect, useState } from 'react';
import type { RemoteKey, RemoteModule } from '@vitrina/mf-kit';
import { RemoteLoaderContext } from '../remotes/remote-loader.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteFallback } from './RemoteFallback.tsx';

type WidgetState = { kind: 'ready'; module: RemoteModule } | { kind: 'loading' } | { kind: 'failed' };

/**
 * One named widget of a remote, mounted by the shell outside the remote's own area (over pages of
 * any remote). It loads the remote through the same loader as the page areas, so a remote that is
 * already on the page is reused and one that is not is fetched at its pinned version. A remote that
 * cannot load, has no such widget or throws shows the usual fallback with a retry button, and only
 * in the widget's place; a `quiet` widget (one with nothing to show) fails silently instead.
 */
export function RemoteWidget({ remote, name, quiet = false }: { remote: RemoteKey; name: string; quiet?: boolean }) {
  const loader = useContext(RemoteLoaderContext)!;
  const [state, setState] = useState<WidgetState>(() => {
    const ready = loader.peek(remote);
    return ready ? { kind: 'ready', module: ready } : { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.kind === 'ready') return;
    let live = true;
    loader.load(remote).then(
      (module) => live && setState({ kind: 'ready', module }),
      (error: unknown) => {
        console.error(`widget ${remote}/${name} failed to load`, error);
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
  const fallback = quiet ? null : <RemoteFallback remote={remote} onRetry={retry} />;
  if (state.kind === 'failed') return fallback;
  // Loading is short and the widget draws its own skeleton, so nothing is shown meanwhile.
  if (state.kind === 'loading') return null;
  const Widget = state.module.widgets?.[name];
  if (!Widget) return fallback;
  return (
    <RemoteErrorBoundary key={attempt} onError={() => undefined} fallback={fallback}>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
