import type { ReactNode } from 'react';
import { useCartT } from './use-cart-t.ts';

/** A credit's payments, in major units (the domain's annuity rule on the cart, or the server's answer). */
export interface CreditPayments {
  monthly: number;
  last: number;
  total: number;
  overpayment: number;
}

export interface CreditScheduleProps {
  payments: CreditPayments;
  money: (amount: number) => string;
  className: string;
  monthlyTestId: string;
  /** Rows before the monthly payment (the product's price). */
  children?: ReactNode;
}

/** What a credit costs: the monthly payment, the last one when it differs, the total and the overpayment. */
export function CreditSchedule({ payments, money, className, monthlyTestId, children }: CreditScheduleProps) {
  const t = useCartT();
  return (
    <dl className={className}>
      {children}
      <div>
        <dt>{t('creditMonthly')}</dt>
        <dd data-testid={monthlyTestId}>{money(payments.monthly)}</dd>
      </div>
      {payments.last !== payments.monthly ? (
        <div>
          <dt>{t('creditLast')}</dt>
          <dd>{money(payments.last)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('creditTotal')}</dt>
        <dd>{money(payments.total)}</dd>
      </div>
      <div>
        <dt>{t('creditOverpayment')}</dt>
        <dd>{money(payments.overpayment)}</dd>
      </div>
    </dl>
  );
}
