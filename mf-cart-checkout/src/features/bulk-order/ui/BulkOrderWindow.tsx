import { useUnit } from 'effector-react';
import { Button, Modal } from '@vitrina/ui';
import { CartWindowStyles } from '../../../shared/ui/CartStyles.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { BULK_ORDER_MODAL, bulkOrderOpened } from '../model/bulk-model.ts';
import { BulkOrderForm } from './BulkOrderForm.tsx';

/**
 * The bulk order window, drawn into the shell's modal host while the bus holds its id (as the
 * associated-products window): the host names it by the title, moves focus to the box, traps Tab,
 * closes on Escape and gives focus back to the button that opened it.
 */
export function BulkOrderModal() {
  const t = useCartT();
  return (
    <Modal id={BULK_ORDER_MODAL} title={t('bulkTitle')}>
      <CartWindowStyles />
      <BulkOrderForm />
    </Modal>
  );
}

/** The cart page's way into the window. */
export function BulkOrderButton() {
  const t = useCartT();
  const open = useUnit(bulkOrderOpened);
  return (
    <Button variant="secondary" aria-haspopup="dialog" data-testid="bulk-order-open" onClick={() => open()}>
      {t('bulkOpen')}
    </Button>
  );
}
