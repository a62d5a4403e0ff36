import { Link } from '@vitrina/router';
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { shopPath } from '../../../shared/lib/paths.ts';
import type { SearchAnswer } from '../lib/search-answer.ts';

/** Spec, section 9: three empty slots stand in for products while a search runs. */
export const SKELETON_SLOTS = 3;

export function SearchSkeleton() {
  const t = useCatalogT();
  return (
    <ul className="hits" aria-busy="true" aria-label={t('searchLoading')} data-testid="search-skeleton">
      {Array.from({ length: SKELETON_SLOTS }, (_, i) => (
        <li key={i} className="skeleton" />
      ))}
    </ul>
  );
}

/**
 * Results grouped as the back end gives them: categories first, then products; above them, the
 * query as the back end read it when it corrected a word, so a shopper knows why these came up.
 */
export function SearchHits({ answer, locale, onPick }: { answer: SearchAnswer; locale: Locale; onPick?: () => void }) {
  const t = useCatalogT();
  return (
    <>
      {answer.correctedQuery ? (
        <p className="muted" data-testid="search-corrected">
          {t('searchCorrected', { query: answer.correctedQuery })}
        </p>
      ) : null}
      {answer.resultsByCategory.length > 0 ? (
        <section aria-label={t('searchCategories')} data-testid="search-categories">
          <h2>{t('searchCategories')}</h2>
          <ul className="chips">
            {answer.resultsByCategory.map((category) => (
              <li key={category.categoryUrl}>
                <Link className="chip" to={shopPath(locale, category.categoryUrl)} onClick={onPick}>
                  {category.categoryTitle}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {answer.products.length > 0 ? (
        <section aria-label={t('searchProducts')}>
          <h2>{t('searchProducts')}</h2>
          <ul className="hits" data-testid="search-products">
            {answer.products.map((product) => (
              <li key={product.productId}>
                <Link className="hit" to={shopPath(locale, product.url)} onClick={onPick} data-testid="search-hit">
                  <img src={mediaUrl(product.img)} alt="" width={56} height={56} loading="lazy" />
                  <span>
                    <span className="title">{product.title}</span>
                    <br />
                    <span className="muted">{t('searchCode', { code: product.code })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
