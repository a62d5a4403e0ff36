import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $openModal, $shareTarget, SHARE_MODAL_ID } from '@vitrina/events';
import { MODAL_TITLE_ID } from '@vitrina/ui';
import { useShellT } from '../i18n/use-shell-t.ts';
import { $copyFailed, copyRequested } from './model.ts';
import { shareLinks } from './share-links.ts';
import type { ShareChannel } from './share-links.ts';

const FIELD_ID = 'share-link';
const VIA_ID = 'share-via';
/** Names of services, the same in every language. */
const SERVICE_NAMES: Record<Exclude<ShareChannel, 'email'>, string> = {
  telegram: 'Telegram',
  viber: 'Viber',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
};

/**
 * The share window, for a browser without a share sheet: the page's link in a field, a button
 * that copies it (the "link copied" notice follows, and the window closes), and links that send
 * it with a messenger or by e-mail. Drawn by the modal host in place, like the gates.
 */
export function ShareWindow() {
  const t = useShellT();
  const [openId, target, copyFailed, copy] = useUnit([$openModal, $shareTarget, $copyFailed, copyRequested]);
  const field = useRef<HTMLInputElement>(null);
  // The clipboard refused: the link is selected, ready for the keyboard's copy.
  useEffect(() => {
    if (!copyFailed) return;
    field.current?.focus();
    field.current?.select();
  }, [copyFailed]);
  if (openId !== SHARE_MODAL_ID || !target) return null;
  const onCopy = () => copy({ url: target.url, copied: t('linkCopied'), failed: t('linkNotCopied') });
  return (
    <div className="gate share-window" data-testid="share-window">
      <h2 id={MODAL_TITLE_ID} className="gate-title">
        {t('shareTitle')}
      </h2>
      <p className="share-subject">{target.title}</p>
      <div className="share-copy">
        <label htmlFor={FIELD_ID}>{t('shareLink')}</label>
        <input
          id={FIELD_ID}
          ref={field}
          className="share-field"
          readOnly
          value={target.url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button" data-autofocus="" onClick={onCopy}>
          {t('copyLink')}
        </button>
      </div>
      <p id={VIA_ID} className="share-via">
        {t('shareVia')}
      </p>
      <ul className="share-links" aria-labelledby={VIA_ID}>
        {shareLinks(target).map((link) => (
          <li key={link.channel}>
            <a
              href={link.href}
              className="share-link"
              data-channel={link.channel}
              {...(link.web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.channel === 'email' ? t('shareByEmail') : SERVICE_NAMES[link.channel]}
              {link.web ? <span className="sr-only"> {t('newTab')}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
