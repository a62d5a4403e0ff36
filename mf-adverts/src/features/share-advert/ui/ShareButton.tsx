import { useSyncExternalStore } from 'react';
import { useUnit } from 'effector-react';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { AdvertWindow } from '../../../shared/ui/AdvertWindow.tsx';
import { canShareNatively, copyChosen, nativeShareChosen, shareOpened } from '../model/share-model.ts';

const noSubscription = () => () => undefined;

/**
 * "Share" and its postShare window: the link to read or select, "Share…" through the device where it
 * can, and "Copy the link". `url` is absolute (the address bar's), so a pasted link works anywhere.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useAdvertsT();
  const [open, share, copy] = useUnit([shareOpened, nativeShareChosen, copyChosen]);
  // The server draws no share sheet; the browser learns whether it has one after hydration.
  const native = useSyncExternalStore(noSubscription, canShareNatively, () => false);
  const url = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <>
      <button type="button" className="vui-button vui-button-secondary" onClick={open} data-testid="share">
        {t('share')}
      </button>
      <AdvertWindow name="postShare" title={t('shareTitle')}>
        <label className="vui-field">
          <span className="vui-field-label">{t('shareLink')}</span>
          <input className="vui-control" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <div className="row">
          {native ? (
            <button type="button" className="vui-button vui-button-primary" onClick={() => share({ title, url })}>
              {t('shareNative')}
            </button>
          ) : null}
          <button
            type="button"
            className="vui-button vui-button-secondary"
            onClick={() => copy(url)}
            data-testid="copy-link"
          >
            {t('copyLink')}
          </button>
        </div>
      </AdvertWindow>
    </>
  );
}
