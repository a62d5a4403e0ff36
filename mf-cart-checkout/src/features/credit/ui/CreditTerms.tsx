import { useId } from 'react';
import { useUnit } from 'effector-react';
import { $locale } from '@vitrina/events';
import { formatPrice } from '@vitrina/domain';
import { Button, Field } from '@vitrina/ui';
import { CreditSchedule } from '../../../shared/ui/CreditSchedule.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import {
  $calcProblem,
  $calculating,
  $calculation,
  $choice,
  $programs,
  calculationRetried,
  monthsChosen,
  programChosen,
} from '../model/credit-model.ts';

/**
 * The terms: the programs as a radio group, the term as a select, and the server's calculation of
 * exactly them in a polite live region, so a screen reader hears the new payment after a change.
 */
export function CreditTerms() {
  const t = useCartT();
  const [programs, choice, calculation, problem, calculating, locale] = useUnit([
    $programs,
    $choice,
    $calculation,
    $calcProblem,
    $calculating,
    $locale,
  ]);
  const [chooseProgram, chooseMonths, retry] = useUnit([programChosen, monthsChosen, calculationRetried]);
  const group = useId();
  const program = programs.find((one) => one.id === choice?.programId);
  const money = (amount: number) => formatPrice(amount, calculation?.currency ?? '', locale);
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <fieldset className="mfc-pw-form" data-testid="credit-programs">
        <legend>{t('creditPrograms')}</legend>
        {programs.map((one) => (
          <label key={one.id} className="mfc-check">
            <input
              type="radio"
              name={`${group}-program`}
              value={one.id}
              checked={one.id === choice?.programId}
              onChange={() => chooseProgram(one.id)}
            />
            {`${one.title} (${one.lender_name}), ${t('creditRate', { rate: number.format(one.monthly_rate) })}`}
          </label>
        ))}
      </fieldset>
      {program ? (
        <Field name="credit-months" label={t('creditMonths')}>
          {(control) => (
            <select
              {...control}
              value={choice?.months}
              onChange={(event) => chooseMonths(Number(event.target.value))}
              data-testid="credit-months"
            >
              {program.months.map((months) => (
                <option key={months} value={months}>
                  {t('creditMonthsOption', { count: months })}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <div aria-live="polite" data-testid="credit-calculation">
        {calculation ? (
          <>
            <CreditSchedule
              payments={{
                monthly: calculation.monthly_payment,
                last: calculation.last_payment,
                total: calculation.total,
                overpayment: calculation.overpayment,
              }}
              money={money}
              className="mfc-pw-sums"
              monthlyTestId="credit-monthly"
            >
              <div>
                <dt>{t('creditPrice')}</dt>
                <dd>{money(calculation.price)}</dd>
              </div>
            </CreditSchedule>
            <p className="mfc-muted">{t('creditServerNote')}</p>
          </>
        ) : calculating ? (
          <p>{t('creditCalculating')}</p>
        ) : problem ? (
          <p className="mfc-alert">
            {t(problem === 'amount_out_of_range' ? 'creditOutOfRange' : 'creditCalcFailed')}{' '}
            {problem === 'failed' ? (
              <Button variant="secondary" onClick={() => retry()}>
                {t('creditRetry')}
              </Button>
            ) : null}
          </p>
        ) : null}
      </div>
    </>
  );
}
