import { useUnit } from 'effector-react';
import type { CartProduct } from '@vitrina/contract';
import { Button } from '@vitrina/ui';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { lineRemoved } from '../model/remove-model.ts';

/** Shows "Remove"; a screen reader hears which product (the name starts with the visible word). */
export function RemoveButton({ line }: { line: CartProduct }) {
  const t = useCartT();
  const remove = useUnit(lineRemoved);
  return (
    <Button
      variant="secondary"
      className="mfc-remove"
      aria-label={t('removeNamed', { title: line.title })}
      onClick={() => remove(line.product_id)}
      data-testid="cart-line-remove"
    >
      {t('remove')}
    </Button>
  );
}
