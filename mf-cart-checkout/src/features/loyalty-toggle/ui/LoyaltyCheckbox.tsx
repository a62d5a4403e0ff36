import { useUnit } from 'effector-react';
import type { CartProduct } from '@vitrina/contract';
import { $auth } from '@vitrina/events';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { loyaltyToggled } from '../model/loyalty-model.ts';

/**
 * The line's "pay with points" box, for a signed-in shopper and a product the programme covers
 * (is_loyalty_active). It shows the server's state: the answer, not the click, ticks it.
 */
export function LoyaltyCheckbox({ line }: { line: CartProduct }) {
  const t = useCartT();
  const [auth, toggle] = useUnit([$auth, loyaltyToggled]);
  if (!auth.isAuth || !line.is_loyalty_active) return null;
  return (
    <label className="mfc-check">
      <input
        type="checkbox"
        checked={line.loyalty_checked}
        onChange={(event) => toggle({ productId: line.product_id, active: event.target.checked })}
        data-testid="cart-line-loyalty"
      />
      {t('loyaltyPay')}
    </label>
  );
}
