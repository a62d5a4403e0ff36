import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteKey } from '@vitrina/mf-kit';
import { RemoteFallback } from './RemoteFallback.tsx';

interface Props {
  remote: RemoteKey;
  /** The owner's retry count: a new value resets the boundary, so the remote renders again. */
  attempt: number;
  /** The fallback's retry button: the owner loads the remote again and bumps `attempt`. */
  onRetry: () => void;
  /** A widget with nothing to show fails silently instead of showing the fallback. */
  quiet?: boolean;
  children: ReactNode;
}

function logRemoteError(error: unknown, info: ErrorInfo) {
  console.error('remote area failed', error, info.componentStack);
}

/** Contains a remote that throws while rendering in the browser: its localised fallback with retry. */
export function RemoteErrorBoundary({ remote, attempt, onRetry, quiet = false, children }: Props) {
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      onError={logRemoteError}
      fallbackRender={() => (quiet ? null : <RemoteFallback remote={remote} onRetry={onRetry} />)}
    >
      {children}
    </ErrorBoundary>
  );
}
