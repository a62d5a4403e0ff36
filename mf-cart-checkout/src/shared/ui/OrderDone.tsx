import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { modalClosed } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { useCartT } from './use-cart-t.ts';

/**
 * A success window's content (one-click, pre-order, first-to-know, credit request): the window has
 * its own bus id, so the host moves focus into it; what was done, said as a status, and the way
 * back to shopping.
 */
export function OrderDone({ testId, children }: { testId: string; children: ReactNode }) {
  const t = useCartT();
  const close = useUnit(modalClosed);
  return (
    <div className="mfc-pw" data-testid={testId}>
      {children}
      <Button variant="secondary" data-autofocus="" onClick={() => close()}>
        {t('continueShopping')}
      </Button>
    </div>
  );
}
