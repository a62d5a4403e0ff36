import { useUnit } from 'effector-react';
import { formatPrice } from '@vitrina/domain';
import { $locale } from '@vitrina/events';
import { ChoiceGroup, DraftField, draftEdited } from '../../../entities/checkout-draft/index.ts';
import { CreditSchedule } from '../../../shared/ui/CreditSchedule.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { creditPayments, lendsAmount } from '../lib/cart-credit.ts';
import { $creditChoice, $creditOffer } from '../model/credit-model.ts';

/**
 * The credit's terms at the checkout: the program (a radio group) and the term (a select), and what
 * the order's total costs on them, in a polite live region so a change is heard. `total`: the
 * order's total with its delivery, null until the delivery is priced.
 */
export function CheckoutCredit({ total, currency }: { total: number | null; currency: string }) {
  const t = useCartT();
  const [programs, choice, locale, edit] = useUnit([$creditOffer, $creditChoice, $locale, draftEdited]);
  if (!choice) return null;
  const money = (amount: number) => formatPrice(amount, currency, locale);
  const rate = new Intl.NumberFormat(locale);
  const { program, months } = choice;
  const payments = total !== null && lendsAmount(program, total) ? creditPayments(choice, total) : null;
  return (
    <div className="mfc-group" data-testid="checkout-credit">
      <ChoiceGroup
        field="program_id"
        legend={t('creditPrograms')}
        choices={programs.map((one) => ({
          value: one.id,
          label: `${one.title} (${one.lender_name})`,
          detail: t('creditRate', { rate: rate.format(one.monthly_rate) }),
        }))}
        value={program.id}
        onChange={(id) => edit({ creditProgramId: id })}
        testId="credit-program"
      />
      <DraftField field="months" label={t('creditMonths')}>
        {(control) => (
          <select
            {...control}
            value={months}
            onChange={(event) => edit({ creditProgramId: program.id, creditMonths: Number(event.target.value) })}
            data-testid="credit-term"
          >
            {program.months.map((option) => (
              <option key={option} value={option}>
                {t('creditMonthsOption', { count: option })}
              </option>
            ))}
          </select>
        )}
      </DraftField>
      <div aria-live="polite" data-testid="checkout-credit-payments">
        {payments ? (
          <>
            <CreditSchedule
              payments={payments}
              money={money}
              className="mfc-totals"
              monthlyTestId="checkout-credit-monthly"
            />
            <p className="mfc-muted">{t('creditCheckoutNote')}</p>
          </>
        ) : total === null ? (
          <p className="mfc-muted">{t('creditCheckoutWaiting')}</p>
        ) : (
          <p className="mfc-alert">
            {t('creditCheckoutRange', {
              lender: program.lender_name,
              min: money(program.min_amount),
              max: money(program.max_amount),
            })}
          </p>
        )}
      </div>
    </div>
  );
}
