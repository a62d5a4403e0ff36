import { Link } from 'react-router-dom';
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import type { ExtrasT } from '../texts/index.ts';
import { shopPath } from '../ui/paths.ts';
import type { SearchAnswer } from './search-answer.ts';

/** Spec, section 9: three empty slots stand in for products while a search runs. */
export const SKELETON_SLOTS = 3;

export function SearchSkeleton({ t }: { t: ExtrasT }) {
  return (
    <ul className="hits" aria-busy="true" aria-label={t('searchLoading')} data-testid="search-skeleton">
      {Array.from({ length: SKELETON_SLOTS }, (_, i) => (
        <li key={i} className="skeleton" />
      ))}
    </ul>
  );
}

/** Results grouped as the back end gives them: categories first, then products. */
export function SearchHits({
  answer,
  locale,
  t,
  onPick,
}: {
  answer: SearchAnswer;
  locale: Locale;
  t: ExtrasT;
  onPick?: () => void;
}) {
  return (
    <>
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
                    <span className="muted">{t('code', { code: product.code })}</span>
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

/** The not-found picture of the shop's settings and the text beside it. */
export function SearchNothing({ image, t }: { image: string; t: ExtrasT }) {
  return (
    <div className="empty" data-testid="search-empty">
      {image ? <img src={mediaUrl(image)} alt="" width={200} height={150} /> : null}
      <p>{t('searchNothing')}</p>
    </div>
  );
}
