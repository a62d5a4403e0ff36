import { useContext } from 'react';
import { useParams } from '@vitrina/router';
import { NotFoundPage } from '../error/ErrorPage.tsx';
import { RemoteLoaderContext } from '../remotes/remote-loader.ts';
import { RemoteArea } from './RemoteArea.tsx';

/** Mounts the remote that owns the current path (inside the locale prefix), by the shop's pinned versions. */
export function RemoteOutlet() {
  const rest = useParams()['*'] ?? '';
  const path = `/${rest}`;
  const remote = useContext(RemoteLoaderContext)?.ownerOf(path) ?? null;
  // No pinned remote owns the path (and none takes every other one): nothing lives there.
  if (!remote) return <NotFoundPage />;
  // A new remote gets a fresh area: its own load state, error boundary and retry count.
  return <RemoteArea key={remote} remote={remote} path={path} />;
}
