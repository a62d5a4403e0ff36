import type { z } from 'zod';
import type { contactsResponse, GlobalSettings } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { ConsultationForm } from '../../../features/forms/index.ts';
import { textFor } from '../../../i18n/index.ts';
import { headWithTrail, pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { mediaUrl } from '../../../shared/lib/media.ts';
import { usePage } from '../../../shared/page.ts';
import type { PageSpec } from '../../../shared/page.ts';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { useContentT } from '../../../shared/ui/use-content-t.ts';

type Contacts = z.infer<typeof contactsResponse>;
type Contact = Contacts[number];

const PHONE_KINDS = ['main', 'stationary', 'support', 'service_center'] as const;
const trail = (locale: Locale) =>
  pageTrail(locale, [{ name: textFor(locale, 'contacts'), path: localePath(locale, '/contacts') }]);
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** A plain link to the map (no embedded third-party map is loaded with the page). */
const mapLink = (c: Contact) => `https://www.openstreetmap.org/?mlat=${c.lat}&mlon=${c.lon}#map=17/${c.lat}/${c.lon}`;

export const contactsSpec: PageSpec<[Contacts, GlobalSettings]> = {
  requests: () => [{ path: 'base/page-contacts' }, { path: 'settings/global_site_settings' }],
  head: ([contacts], locale) =>
    headWithTrail(
      textFor(locale, 'contacts'),
      contacts.map((c) => `${c.title}: ${c.address}`).join('; '),
      trail(locale),
    ),
};

/** /contacts: every address with its map link, the shop's phones by kind, e-mails and social links. */
export function ContactsPage() {
  const t = useContentT();
  const view = usePage(contactsSpec);
  if (view.state !== 'ready') return <PageState view={view} />;
  const [contacts, settings] = view.data;
  const mapIcon = settings.mapIcons[0]?.url;
  const phones = PHONE_KINDS.filter((kind) => settings.phones[kind]);
  const social = [
    ...settings.socialNetworkLinks,
    ...settings.social_media.map((s) => ({ key: s.key.slug, url: s.url })),
  ];
  return (
    <PageLayout title={t('contacts')} trail={trail(view.locale)} testId="contacts-page">
      <div className="mfc-layout">
        <div>
          <ul className="mfc-list">
            {contacts.map((c) => (
              <li key={c.id} className="mfc-panel" data-testid="contact-address">
                <h2>{c.title}</h2>
                <p>
                  <strong>{t('address')}: </strong>
                  {c.address}
                </p>
                <p>
                  <a href={mapLink(c)} rel="noopener" target="_blank">
                    {mapIcon ? (
                      <img className="mfc-map-icon" src={mediaUrl(mapIcon)} alt="" width={24} height={24} />
                    ) : null}
                    {t('onMap', { title: c.title })}
                  </a>
                </p>
                <p>
                  <strong>{t('schedule')}: </strong>
                  {c.schedule}
                </p>
                {c.phones.map((phone) => (
                  <p key={phone}>
                    <a href={tel(phone)}>{phone}</a>
                  </p>
                ))}
                {c.email ? (
                  <p>
                    <a href={`mailto:${c.email}`}>{c.email}</a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <h2>{t('phones')}</h2>
          <dl data-testid="contact-phones">
            {phones.map((kind) => (
              <div key={kind}>
                <dt>{t(`phone_${kind}`)}</dt>
                <dd>
                  <a href={tel(settings.phones[kind])}>{settings.phones[kind]}</a>
                </dd>
              </div>
            ))}
          </dl>
          {settings.main_email ? (
            <p>
              <strong>{t('email')}: </strong>
              <a href={`mailto:${settings.main_email}`}>{settings.main_email}</a>
            </p>
          ) : null}
          {social.length ? (
            <>
              <h2>{t('social')}</h2>
              <ul className="mfc-social">
                {social.map((link) => (
                  <li key={`${link.key}-${link.url}`}>
                    <a href={link.url} rel="noopener" target="_blank">
                      {link.key}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <aside className="mfc-panel">
          <h2>{t('consultationTitle')}</h2>
          <ConsultationForm />
        </aside>
      </div>
    </PageLayout>
  );
}
