// /{lang}/{category}: the trail, the filters beside the listing, the cards with their buy buttons.
import { CardBuyButton } from '../client/CardBuyButton.tsx';
import { Filters } from '../client/Filters.tsx';
import { Listing } from '../client/Listing.tsx';
import type { CategoryModel } from '../models.ts';
import { Crumbs } from './Crumbs.tsx';
import { PageStyles } from './PageStyles.tsx';
import { ProductCard } from './ProductCard.tsx';

const SORTS = ['newer+', 'price-', 'price+', 'name-', 'name+'];

export function CategoryPage({ model }: { model: CategoryModel }) {
  const { list, trail, lang, sort, frame } = model;
  const sorts = frame.settings.additional_settings.sort_by_priority ? ['sort_priority-', ...SORTS] : SORTS;
  return (
    <div className="mfcat">
      <PageStyles />
      <section data-testid="category-page" data-sort={sort} data-page={list.page} data-query="">
        <Crumbs trail={trail} />
        <h1>{trail.at(-1)!.name}</h1>
        <div className="listing">
          <Filters groups={list.filters} bounds={list.price} />
          <Listing
            found={list.totalCount}
            sorts={sorts}
            sort={sort}
            display={frame.settings.product_display}
            more={frame.settings.pagination_option === 'load_more' && list.page < list.pages}
          >
            {list.products.map((product) => (
              <li key={product.productId}>
                <ProductCard
                  product={product}
                  lang={lang}
                  action={
                    product.available && product.count > 0 ? (
                      <CardBuyButton productId={product.productId} title={product.title} />
                    ) : null
                  }
                />
              </li>
            ))}
          </Listing>
        </div>
      </section>
    </div>
  );
}
