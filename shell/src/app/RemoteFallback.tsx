import { useShellT } from '../i18n/use-shell-t.ts';
import type { RemoteKey } from '@vitrina/mf-kit';

/** What a remote's area shows when the remote cannot load or throws; the rest of the page works. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteKey; onRetry: () => void }) {
  const t = useShellT();
  return (
    <div className="remote-fallback" role="alert" data-remote-fallback={remote}>
      <p>{t('remoteFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
