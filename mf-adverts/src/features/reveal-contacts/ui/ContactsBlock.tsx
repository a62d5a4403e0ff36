import { useUnit } from 'effector-react';
import type { Advert } from '../../../entities/advert/index.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { isNarrowScreen } from '../../../shared/lib/narrow-screen.ts';
import { AdvertWindow } from '../../../shared/ui/AdvertWindow.tsx';
import { $revealed, $revealPending, $revealRefusal, contactsRequested } from '../model/contacts-model.ts';
import { ContactList } from './ContactList.tsx';

/**
 * The author's contacts: the owner sees theirs; anyone else presses "Show contacts", and the answer
 * shows here (wide screens) or in the userDataMobile window (phones).
 */
export function ContactsBlock({ advert }: { advert: Advert }) {
  const t = useAdvertsT();
  const [revealed, pending, refusal, ask] = useUnit([$revealed, $revealPending, $revealRefusal, contactsRequested]);
  if (!advert.has_contacts && !advert.contacts?.length) return null;
  const contacts = advert.contacts ?? (revealed?.slug === advert.slug ? revealed.contacts : null);
  return (
    <section className="panel" aria-labelledby="advert-contacts">
      <h2 id="advert-contacts">{t('contactsTitle')}</h2>
      {contacts ? (
        <div className={advert.contacts ? undefined : 'wide-only'}>{<ContactList contacts={contacts} />}</div>
      ) : null}
      {advert.contacts ? null : (
        <button
          type="button"
          className={`vui-button vui-button-primary${contacts ? ' phone-only' : ''}`}
          aria-busy={pending}
          disabled={pending}
          onClick={() => ask({ slug: advert.slug, narrow: isNarrowScreen() })}
          data-testid="show-contacts"
        >
          {t('showContacts')}
        </button>
      )}
      {refusal ? (
        <p role="alert" className="alert">
          {t(refusal === 'rate_limited' ? 'contactsRateLimited' : 'failed')}
        </p>
      ) : null}
      <AdvertWindow name="userDataMobile" title={t('contactsTitle')}>
        {contacts ? <ContactList contacts={contacts} /> : null}
      </AdvertWindow>
    </section>
  );
}
