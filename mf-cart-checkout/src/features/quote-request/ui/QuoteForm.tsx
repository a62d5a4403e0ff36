import { useUnit } from 'effector-react';
import { Button, Field } from '@vitrina/ui';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { refusalTextKey } from '../lib/refusal-texts.ts';
import {
  $comment,
  $contact,
  $quoteRefusal,
  $quoteSending,
  commentChanged,
  contactChanged,
  quoteSubmitted,
} from '../model/request-model.ts';

/**
 * The contact and comment, and the send. Name and e-mail are required and the e-mail is typed as
 * one, so the browser stops an incomplete form before any call; the API's refusals show at the field.
 */
export function QuoteForm() {
  const t = useCartT();
  const [contact, comment, refusal, sending, change, changeComment, submit] = useUnit([
    $contact,
    $comment,
    $quoteRefusal,
    $quoteSending,
    contactChanged,
    commentChanged,
    quoteSubmitted,
  ]);
  const errorOf = (field: string) => {
    const codes = refusal?.fields[field];
    return codes?.length ? t(refusalTextKey('field', codes)) : undefined;
  };
  const required = { required: true, nativeRequired: true, requiredText: t('quoteRequired') };
  return (
    <form
      className="mfc-quote-form"
      data-testid="quote-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2>{t('quoteContactTitle')}</h2>
      <Field name="name" label={t('quoteName')} error={errorOf('name')} {...required}>
        {(control) => (
          <input
            {...control}
            required
            autoComplete="name"
            value={contact.name}
            onChange={(e) => change({ name: e.target.value })}
          />
        )}
      </Field>
      <Field name="email" label={t('quoteEmail')} error={errorOf('email')} {...required}>
        {(control) => (
          <input
            {...control}
            type="email"
            required
            autoComplete="email"
            value={contact.email}
            onChange={(e) => change({ email: e.target.value })}
          />
        )}
      </Field>
      <Field name="phone" label={t('quotePhone')} error={errorOf('phone')}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            value={contact.phone}
            onChange={(e) => change({ phone: e.target.value })}
          />
        )}
      </Field>
      <Field name="comment" label={t('quoteComment')} error={errorOf('comment')}>
        {(control) => (
          <textarea {...control} rows={3} value={comment} onChange={(e) => changeComment(e.target.value)} />
        )}
      </Field>
      {refusal?.failed ? (
        <p className="mfc-alert" role="alert" data-testid="quote-failed">
          {t('quoteSendFailed')}
        </p>
      ) : null}
      <Button type="submit" aria-disabled={sending} data-testid="quote-submit">
        {sending ? t('quoteSending') : t('quoteSubmit')}
      </Button>
    </form>
  );
}
