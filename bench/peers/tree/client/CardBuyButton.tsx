'use client';
// A card's "add to cart": the product goes into the shopper's cart in the browser.
import { t } from '../texts.ts';
import { addTo } from './lists.ts';

export function CardBuyButton({ productId, title }: { productId: number; title: string }) {
  return (
    <button
      type="button"
      className="btn btn-primary"
      aria-label={`${t.addToCart}: ${title}`}
      data-testid="card-add-to-cart"
      onClick={() => addTo('cart', productId)}
    >
      {t.addToCart}
    </button>
  );
}
