import { useTranslation } from '@vitrina/i18n';
import { NAMESPACE } from './i18n.ts';

/** The classifieds' entry; listings, filters and posting arrive with the adverts issue. */
export function AdvertsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-testid="adverts-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </section>
  );
}
