'use client';
// The product's buy box controls: the quantity, add to cart, order in one click, favourites, compare.
import { useState } from 'react';
import { t } from '../texts.ts';
import { addTo } from './lists.ts';
import { openModal } from './modal-events.ts';

export function BuyControls({ productId }: { productId: number }) {
  const [quantity, setQuantity] = useState('1');
  return (
    <div className="buy">
      <label>
        <span className="sr-only">{t.quantity}</span>
        <input
          type="number"
          inputMode="decimal"
          min={1}
          step={1}
          data-testid="quantity"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="btn btn-primary"
        data-testid="add-to-cart-button"
        onClick={() => addTo('cart', productId)}
      >
        {t.addToCart}
      </button>
      <button
        type="button"
        className="btn"
        aria-haspopup="dialog"
        data-testid="order-one-click"
        onClick={() => openModal('one-click')}
      >
        {t.oneClick}
      </button>
      <button type="button" className="btn" data-testid="favorite-button" onClick={() => addTo('favorites', productId)}>
        {t.addToFavorites}
      </button>
      <button type="button" className="btn" data-testid="compare-button" onClick={() => addTo('compare', productId)}>
        {t.addToCompare}
      </button>
    </div>
  );
}
