import { useUnit } from 'effector-react';
import type { CartProduct } from '@vitrina/contract';
import { $auth } from '@vitrina/events';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $loyaltyHint, loyaltyHintHidden, loyaltyHintToggled } from '../model/hint-model.ts';
import { loyaltyToggled } from '../model/loyalty-model.ts';

/**
 * The line's "pay with points" box, for a signed-in shopper and a product the programme covers
 * (is_loyalty_active). It shows the server's state: the answer, not the click, ticks it. Its "?"
 * button shows what paying with points means (a tooltip that hides after 8 s, or on Escape).
 */
export function LoyaltyCheckbox({ line }: { line: CartProduct }) {
  const t = useCartT();
  const [auth, toggle, hint, toggleHint, hideHint] = useUnit([
    $auth,
    loyaltyToggled,
    $loyaltyHint,
    loyaltyHintToggled,
    loyaltyHintHidden,
  ]);
  if (!auth.isAuth || !line.is_loyalty_active) return null;
  const hintId = `mfc-loyalty-hint-${line.product_id}`;
  const hintOpen = hint === line.product_id;
  return (
    <div className="mfc-loyalty">
      <label className="mfc-check">
        <input
          type="checkbox"
          checked={line.loyalty_checked}
          onChange={(event) => toggle({ productId: line.product_id, active: event.target.checked })}
          data-testid="cart-line-loyalty"
        />
        {t('loyaltyPay')}
      </label>
      <button
        type="button"
        className="mfc-hint-button"
        aria-label={t('loyaltyHintButton')}
        aria-expanded={hintOpen}
        aria-describedby={hintOpen ? hintId : undefined}
        onClick={() => toggleHint(line.product_id)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && hintOpen) hideHint();
        }}
        data-testid="cart-line-loyalty-hint-button"
      >
        ?
      </button>
      {hintOpen ? (
        <p id={hintId} role="tooltip" className="mfc-hint" data-testid="cart-line-loyalty-hint">
          {t('loyaltyHint', { points: line.loyalty_give })}
        </p>
      ) : null}
    </div>
  );
}
