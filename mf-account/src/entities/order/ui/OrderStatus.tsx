import type { OrderStatus as Status } from '@vitrina/contract';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { ORDER_STATUS_TEXTS } from '../lib/statuses.ts';

/** An order's status in the page's language (the API's value kept as `data-status` for styles and tests). */
export function OrderStatus({ status }: { status: Status }) {
  const t = useAccountT();
  return (
    <span className="mfa-status" data-status={status} data-testid="order-status">
      {t(ORDER_STATUS_TEXTS[status])}
    </span>
  );
}
