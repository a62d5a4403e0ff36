import { useContext, useEffect, useState } from 'react';
import type { RemoteKey, RemoteModule } from '@vitrina/mf-kit';
import { RemoteLoaderContext } from '../remotes/remote-loader.ts';
import { whenIdle } from '../shared/when-idle.ts';
import { TrackedSuspense } from './hydration.tsx';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteFallback } from './RemoteFallback.tsx';

type WidgetState = { kind: 'ready'; module: RemoteModule } | { kind: 'loading' } | { kind: 'failed' };

/**
 * One named widget of a remote, mounted by the shell outside the remote's own area (over pages of
 * any remote). It loads the remote through the same loader as the page areas, so a remote that is
 * already on the page is reused and one that is not is fetched at its pinned version. A remote that
 * cannot load, has no such widget or throws shows the usual fallback with a retry button, and only
 * in the widget's place; a `quiet` widget (one with nothing to show) fails silently instead.
 * A widget the shopper is not waiting for (`idle`) loads its remote, when no page area has, only
 * once the browser is idle: on a page of another remote it would otherwise add that remote's
 * download and start-up to the tasks that block the first interaction.
 */
export function RemoteWidget({
  remote,
  name,
  quiet = false,
  idle = false,
}: {
  remote: RemoteKey;
  name: string;
  quiet?: boolean;
  idle?: boolean;
}) {
  const loader = useContext(RemoteLoaderContext)!;
  const [state, setState] = useState<WidgetState>(() => {
    const ready = loader.peek(remote);
    return ready ? { kind: 'ready', module: ready } : { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  // As in RemoteArea: a failure keeps `needsLoad` as it was, so only retry loads again.
  const needsLoad = state.kind !== 'ready';
  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    const load = () =>
      loader.load(remote).then(
        (module) => live && setState({ kind: 'ready', module }),
        (error: unknown) => {
          console.error(`widget ${remote}/${name} failed to load`, error);
          if (live) setState({ kind: 'failed' });
        },
      );
    // A retry is the shopper asking: it loads at once.
    const cancel = idle && attempt === 0 ? whenIdle(() => void load()) : (void load(), () => undefined);
    return () => {
      live = false;
      cancel();
    };
  }, [remote, attempt, needsLoad, loader, name, idle]);

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
    <RemoteErrorBoundary remote={remote} attempt={attempt} onRetry={retry} quiet={quiet}>
      <TrackedSuspense fallback={null}>
        <Widget />
      </TrackedSuspense>
    </RemoteErrorBoundary>
  );
}
