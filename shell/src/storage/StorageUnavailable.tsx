import { useEffect, useState } from 'react';
import { useShellT } from '../i18n/use-shell-t.ts';
import { browserProbe, storageAvailable } from './storage-check.ts';

/**
 * Checked after hydration (the server cannot know), so the first render matches the server's
 * HTML; the page is replaced only in browsers that block storage.
 */
export function useStorageAvailable(): boolean {
  const [available, setAvailable] = useState(true);
  useEffect(() => setAvailable(storageAvailable(browserProbe())), []);
  return available;
}

/** What replaces the page (and hides the frame) when the browser blocks cookies or storage (spec, section 2). */
export function StorageUnavailable() {
  const t = useShellT();
  return (
    <section className="storage-unavailable">
      <h1>{t('storageTitle')}</h1>
      <p>{t('storageText')}</p>
      {/* An empty href is the page itself: following it loads the page again, which checks again. */}
      <a href="" className="button">
        {t('reload')}
      </a>
    </section>
  );
}
