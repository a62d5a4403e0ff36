import { useUnit } from 'effector-react';
import { Button, Field } from '@vitrina/ui';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $promoError, $promoPending, $promoText, promoSubmitted, promoTextChanged } from '../model/promo-model.ts';

/** The promo code field; `applied` is the code the server's cart holds (shown as applied). */
export function PromoForm({ applied }: { applied: string | null }) {
  const t = useCartT();
  const [text, error, pending, change, submit] = useUnit([
    $promoText,
    $promoError,
    $promoPending,
    promoTextChanged,
    promoSubmitted,
  ]);
  return (
    <form
      className="mfc-promo"
      data-testid="promo-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field name="promo" label={t('promoLabel')} error={error ? (error.text ?? t('unknownError')) : undefined}>
        {(control) => (
          <input {...control} value={text} autoComplete="off" onChange={(event) => change(event.target.value)} />
        )}
      </Field>
      <Button type="submit" aria-disabled={pending}>
        {t('promoApply')}
      </Button>
      {applied ? (
        <p className="mfc-promo-applied" role="status" data-testid="promo-applied">
          {t('promoApplied', { code: applied })}
        </p>
      ) : null}
    </form>
  );
}
