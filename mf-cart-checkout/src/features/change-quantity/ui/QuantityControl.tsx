import { useState } from 'react';
import { useUnit } from 'effector-react';
import type { CartProduct } from '@vitrina/contract';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { readTypedCount } from '../lib/quantity-change.ts';
import { quantityDecreased, quantityIncreased, quantityTyped } from '../model/quantity-model.ts';

/**
 * The typed count, sent when the shopper leaves the field or presses Enter. Keyed by the server's
 * count, so every answer starts the field again from what the server says; an empty or unreadable
 * field goes back to it.
 */
function CountField({ line, label }: { line: CartProduct; label: string }) {
  const typed = useUnit(quantityTyped);
  const [text, setText] = useState(String(line.count));
  const commit = () => {
    const value = readTypedCount(text);
    if (Number.isFinite(value)) typed({ productId: line.product_id, typed: value });
    else setText(String(line.count));
  };
  return (
    <input
      className="mfc-qty-input"
      inputMode="decimal"
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      data-testid="cart-line-quantity"
    />
  );
}

/** Fewer, the count, more: by the product's multiplicity; a typed 0 removes the line. */
export function QuantityControl({ line }: { line: CartProduct }) {
  const t = useCartT();
  const [increase, decrease] = useUnit([quantityIncreased, quantityDecreased]);
  const title = line.title;
  return (
    <div className="mfc-qty" role="group" aria-label={t('quantity', { title })}>
      <button
        type="button"
        className="mfc-qty-button"
        aria-label={t('less', { title })}
        onClick={() => decrease(line.product_id)}
        data-testid="cart-line-less"
      >
        −
      </button>
      <CountField key={line.count} line={line} label={t('quantity', { title })} />
      <button
        type="button"
        className="mfc-qty-button"
        aria-label={t('more', { title })}
        onClick={() => increase(line.product_id)}
        data-testid="cart-line-more"
      >
        +
      </button>
    </div>
  );
}
