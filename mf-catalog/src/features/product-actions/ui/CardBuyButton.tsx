import { useUnit } from 'effector-react';
import { defaultAddQuantity } from '@vitrina/domain';
import type { ProductCard } from '../../../entities/product/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { buyPressed } from '../model/buy-model.ts';

/**
 * The buy button of a card in a list: one step of the product's multiplicity, the same intent and
 * data-layer event as the product page's button. Its name carries the product's title, since a
 * list has many buttons with the same visible text.
 */
export function CardBuyButton({ product }: { product: ProductCard }) {
  const t = useCatalogT();
  const buy = useUnit(buyPressed);
  if (!product.available || product.count <= 0) return null;
  const step = defaultAddQuantity(product.multiplicity);
  const item = { item_id: product.code, item_name: product.title, price: product.price };
  return (
    <button
      type="button"
      className="btn btn-primary"
      aria-label={t('addToCartNamed', { title: product.title })}
      onClick={() => buy({ productId: product.productId, typed: step, step, item, currency: product.currency })}
      data-testid="card-add-to-cart"
    >
      {t('addToCart')}
    </button>
  );
}
