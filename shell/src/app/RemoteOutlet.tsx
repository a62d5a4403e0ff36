import { useParams } from 'react-router-dom';
import { remoteForPath } from '../routes/remote-routes.ts';
import { RemoteArea } from './RemoteArea.tsx';

/** Mounts the remote that owns the current path (inside the locale prefix). */
export function RemoteOutlet() {
  const rest = useParams()['*'] ?? '';
  const path = `/${rest}`;
  const remote = remoteForPath(path);
  // A new remote gets a fresh area: its own load state, error boundary and retry count.
  return <RemoteArea key={remote} remote={remote} path={path} />;
}
