import type { z } from 'zod';
import type { regionPartnersResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { PartnerRequestForm } from '../../../features/forms/index.ts';
import { textFor } from '../../../i18n/index.ts';
import { headWithTrail, pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { usePage } from '../../../shared/page.ts';
import type { PageSpec } from '../../../shared/page.ts';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { useContentT } from '../../../shared/ui/use-content-t.ts';

type RegionPartners = z.infer<typeof regionPartnersResponse>;
const trail = (locale: Locale) =>
  pageTrail(locale, [{ name: textFor(locale, 'partners'), path: localePath(locale, '/partners') }]);

export const partnersSpec: PageSpec<[RegionPartners]> = {
  requests: () => [{ path: 'base/partners/region_partners' }],
  head: ([regions], locale) =>
    headWithTrail(textFor(locale, 'partners'), regions.map((r) => r.region).join(', '), trail(locale)),
};

/** /partners: partners by region and the 'become a partner' request form. */
export function PartnersPage() {
  const t = useContentT();
  const view = usePage(partnersSpec);
  return (
    <PageLayout title={t('partners')} trail={trail(view.locale)} testId="partners-page">
      <div className="mfc-layout">
        <section aria-labelledby="mfc-region-partners">
          <h2 id="mfc-region-partners">{t('regionPartners')}</h2>
          {view.state !== 'ready' ? (
            <PageState view={view} />
          ) : (
            view.data[0].map((region) => (
              <section key={region.region} aria-label={region.region}>
                <h3>{region.region}</h3>
                <ul className="mfc-list">
                  {region.partners.map((p) => (
                    <li key={p.id} className="mfc-panel">
                      <strong>{p.name}</strong>
                      <p>{p.address}</p>
                      <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</a>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </section>
        <aside className="mfc-panel" id="become-partner">
          <h2>{t('becomePartner')}</h2>
          <PartnerRequestForm />
        </aside>
      </div>
    </PageLayout>
  );
}
