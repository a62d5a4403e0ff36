import { useUnit } from 'effector-react';
import type { CartProduct } from '@vitrina/contract';
import { $prescriptionConfirmed } from '../../../entities/cart/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { prescriptionToggled } from '../model/prescription-model.ts';

/** "I have a prescription", on a prescription product's line only. */
export function PrescriptionCheckbox({ line }: { line: CartProduct }) {
  const t = useCartT();
  const [confirmed, toggle] = useUnit([$prescriptionConfirmed, prescriptionToggled]);
  if (!line.is_recipe) return null;
  return (
    <label className="mfc-check">
      <input
        type="checkbox"
        checked={confirmed.includes(line.product_id)}
        onChange={(event) => toggle({ productId: line.product_id, confirmed: event.target.checked })}
        data-testid="cart-line-prescription"
      />
      {t('prescriptionConfirm')}
    </label>
  );
}
