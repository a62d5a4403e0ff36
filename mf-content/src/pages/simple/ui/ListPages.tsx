// Pages that show one list from the back end: FAQ, services, order guide, and logistics (the
// delivery text with the payment methods).
import type { z } from 'zod';
import type {
  faqResponse,
  orderGuideResponse,
  paymentSystemsResponse,
  servicesResponse,
  settingsPageResponse,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { textFor } from '../../../i18n/index.ts';
import type { ContentTextKey } from '../../../i18n/index.ts';
import { headWithTrail, pageTrail, plainText } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { mediaUrl } from '../../../shared/lib/media.ts';
import { usePage } from '../../../shared/page.ts';
import type { PageSpec } from '../../../shared/page.ts';
import { Html } from '../../../shared/ui/Html.tsx';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { useContentT } from '../../../shared/ui/use-content-t.ts';

const trail = (locale: Locale, key: ContentTextKey, path: string) =>
  pageTrail(locale, [{ name: textFor(locale, key), path: localePath(locale, path) }]);
const listHead = (key: ContentTextKey, path: string, describe: (locale: Locale) => string) => (locale: Locale) =>
  headWithTrail(textFor(locale, key), describe(locale), trail(locale, key, path));

type Faq = z.infer<typeof faqResponse>;
type Services = z.infer<typeof servicesResponse>;
type Guide = z.infer<typeof orderGuideResponse>;
type Payments = z.infer<typeof paymentSystemsResponse>;
type Delivery = z.infer<typeof settingsPageResponse>;

export const faqSpec: PageSpec<[Faq]> = {
  requests: () => [{ path: 'base/faq' }],
  head: ([faq], locale) => listHead('faq', '/faq', () => faq.map((f) => f.question).join(' '))(locale),
};
export const servicesSpec: PageSpec<[Services]> = {
  requests: () => [{ path: 'base/services' }],
  head: ([services], locale) =>
    listHead('services', '/services', () => services.map((s) => s.title).join(', '))(locale),
};
export const orderGuideSpec: PageSpec<[Guide]> = {
  requests: () => [{ path: 'base/order-guide' }],
  head: ([steps], locale) =>
    listHead('orderGuide', '/order-guide', () => steps.map((s) => s.title).join(' → '))(locale),
};
export const logisticsSpec: PageSpec<[Delivery, Payments]> = {
  requests: () => [{ path: 'settings/delivery_page' }, { path: 'base/payment-systems' }],
  head: ([delivery], locale) => listHead('logistics', '/logistics', () => plainText(delivery.html))(locale),
};

export function FaqPage() {
  const t = useContentT();
  const view = usePage(faqSpec);
  return (
    <PageLayout title={t('faq')} trail={trail(view.locale, 'faq', '/faq')} testId="faq-page">
      {view.state !== 'ready' ? (
        <PageState view={view} />
      ) : (
        <div className="mfc-faq">
          {view.data[0].map((f) => (
            <details key={f.id}>
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </div>
      )}
    </PageLayout>
  );
}

export function ServicesPage() {
  const t = useContentT();
  const view = usePage(servicesSpec);
  return (
    <PageLayout title={t('services')} trail={trail(view.locale, 'services', '/services')} testId="services-page">
      {view.state !== 'ready' ? (
        <PageState view={view} />
      ) : (
        <ul className="mfc-grid three">
          {view.data[0].map((s) => (
            <li key={s.id} className="mfc-panel">
              <img src={mediaUrl(s.icon)} alt="" width={48} height={48} />
              <h2>{s.title}</h2>
              <p>{s.description}</p>
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}

export function OrderGuidePage() {
  const t = useContentT();
  const view = usePage(orderGuideSpec);
  return (
    <PageLayout
      title={t('orderGuide')}
      trail={trail(view.locale, 'orderGuide', '/order-guide')}
      testId="order-guide-page"
    >
      {view.state !== 'ready' ? (
        <PageState view={view} />
      ) : (
        <ol className="mfc-steps">
          {view.data[0].map((s) => (
            <li key={s.step}>
              <h2>{s.title}</h2>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      )}
    </PageLayout>
  );
}

export function LogisticsPage() {
  const t = useContentT();
  const view = usePage(logisticsSpec);
  return (
    <PageLayout title={t('logistics')} trail={trail(view.locale, 'logistics', '/logistics')} testId="logistics-page">
      {view.state !== 'ready' ? (
        <PageState view={view} />
      ) : (
        <>
          <Html html={view.data[0].html} />
          <h2>{t('paymentSystems')}</h2>
          <ul className="mfc-social">
            {view.data[1].map((p) => (
              <li key={p.id}>
                <img className="mfc-map-icon" src={mediaUrl(p.icon)} alt="" width={24} height={24} />
                {p.title}
              </li>
            ))}
          </ul>
        </>
      )}
    </PageLayout>
  );
}
