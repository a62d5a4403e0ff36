import { useId } from 'react';
import { useUnit } from 'effector-react';
import { $locale } from '@vitrina/events';
import { Button, Field } from '@vitrina/ui';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { problemText, refusalText, SHOWN_PROBLEMS } from '../lib/bulk-texts.ts';
import {
  $bulkFailed,
  $bulkOrder,
  $bulkPending,
  $bulkRefused,
  $bulkText,
  bulkSubmitted,
  bulkTextChanged,
} from '../model/bulk-model.ts';

/**
 * The bulk order window's content: the box (focused when the window opens, described by the hint
 * and by the problems), the problems as the shopper types, the lines the server refused, and the
 * send button. The problems' list is a polite live region that is always there, so a screen reader
 * hears a problem appear; a text with problems or without products is not sent (aria-disabled keeps
 * the button focusable, as the other forms of the cart do).
 */
export function BulkOrderForm() {
  const t = useCartT();
  const [text, order, refused, failed, pending, locale] = useUnit([
    $bulkText,
    $bulkOrder,
    $bulkRefused,
    $bulkFailed,
    $bulkPending,
    $locale,
  ]);
  const [change, submit] = useUnit([bulkTextChanged, bulkSubmitted]);
  const problemsId = useId();
  const hasProblems = order.problems.length > 0;
  const hidden = order.problems.length - SHOWN_PROBLEMS;
  const number = new Intl.NumberFormat(locale);
  return (
    <form
      className="mfc-bulk"
      data-testid="bulk-order-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field name="bulk-order" label={t('bulkLabel')} hint={t('bulkHint')}>
        {(control) => (
          <textarea
            {...control}
            aria-describedby={
              hasProblems ? `${control['aria-describedby']} ${problemsId}` : control['aria-describedby']
            }
            aria-invalid={hasProblems}
            data-autofocus=""
            data-testid="bulk-order-text"
            rows={10}
            spellCheck={false}
            autoComplete="off"
            readOnly={pending}
            value={text}
            onChange={(event) => change(event.target.value)}
          />
        )}
      </Field>
      <ul className="mfc-problems" id={problemsId} aria-live="polite" data-testid="bulk-order-problems">
        {order.problems.slice(0, SHOWN_PROBLEMS).map((problem) => {
          const { key, values } = problemText(problem);
          return <li key={problem.line}>{t(key, values)}</li>;
        })}
        {hidden > 0 ? <li>{t('bulkMoreProblems', { count: hidden })}</li> : null}
      </ul>
      {refused.length > 0 ? (
        <div className="mfc-alert" role="alert" data-testid="bulk-order-refused">
          <p>{t('bulkRefusedTitle')}</p>
          <ul>
            {refused.map((line, index) => {
              const { key, values } = refusalText(line, (n) => number.format(n));
              return <li key={`${line.code}-${index}`}>{t(key, values)}</li>;
            })}
          </ul>
        </div>
      ) : null}
      {failed ? (
        <p className="mfc-alert" role="alert" data-testid="bulk-order-failed">
          {t('changeFailed')}
        </p>
      ) : null}
      <Button
        type="submit"
        aria-disabled={pending || hasProblems || order.items.length === 0}
        data-testid="bulk-order-submit"
      >
        {t('bulkSubmit')}
      </Button>
    </form>
  );
}
