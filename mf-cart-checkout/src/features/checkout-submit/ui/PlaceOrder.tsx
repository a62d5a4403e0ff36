import { useUnit } from 'effector-react';
import { Button } from '@vitrina/ui';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $placed, $submitFailure, $submitting } from '../model/submit-model.ts';

export const FAILURE_ID = 'mfc-order-failure';

/**
 * Why the last press did not order (an alert, read at once), and the form's submit button: off
 * while the order is on its way and once it is made (the page is leaving for the next one). `form`:
 * the id of the form it submits when it stands outside it.
 */
export function PlaceOrder({ form }: { form?: string }) {
  const t = useCartT();
  const [submitting, placed, failure] = useUnit([$submitting, $placed, $submitFailure]);
  const busy = submitting || placed !== null;
  return (
    <div className="mfc-actions">
      {failure ? (
        <p className="mfc-alert" role="alert" id={FAILURE_ID} tabIndex={-1} data-testid="order-failure">
          {t(failure)}
        </p>
      ) : null}
      <Button
        type="submit"
        form={form}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={failure ? FAILURE_ID : undefined}
        data-testid="place-order"
      >
        {busy ? t('orderSending') : t('orderSubmit')}
      </Button>
    </div>
  );
}
