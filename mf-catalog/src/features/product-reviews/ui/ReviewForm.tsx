import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { $apiContext, apiPostFx } from '@vitrina/events';
import type { BotCheck } from '@vitrina/mf-kit/bot-check';
import type { CatalogTextKey } from '../../../shared/i18n/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import type { ReviewDraft, ReviewErrors, ReviewField, ReviewProblem } from '../model/review-draft.ts';

const EMPTY: ReviewDraft = { author: '', rating: '', text: '' };
const PROBLEM_TEXT: Record<ReviewProblem, CatalogTextKey> = {
  required: 'errRequired',
  too_short: 'errTooShort',
  too_long: 'errTooLong',
  invalid: 'errInvalid',
};
/** The contract's minimum lengths, named in the "too short" texts. */
const MIN_LENGTH: Partial<Record<ReviewField, number>> = { author: 2, text: 10 };

/**
 * Writing a review: name, 1–5 stars and the text, checked before sending with the API's own
 * schema. The bot check (like the shop's other forms) is loaded and started when the shopper
 * first touches the form, so its work is done while they type. The API publishes at once, so a
 * sent review tells the list to load again.
 */
export function ReviewForm({ productId, onSent }: { productId: number; onSent: () => void }) {
  const t = useCatalogT();
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [ctx, post] = useUnit([$apiContext, apiPostFx]);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const botCheck = useRef<Promise<BotCheck> | null>(null);
  /** The bot check's module, loaded once; a failed load is tried again on the next use. */
  const loadBotCheck = (): Promise<BotCheck | null> =>
    (botCheck.current ??= import('@vitrina/mf-kit/bot-check').then(({ createBotCheck }) =>
      createBotCheck(() => ctxRef.current),
    )).catch(() => {
      botCheck.current = null;
      return null;
    });
  const warmUp = () => void loadBotCheck().then((check) => check?.warmUp());
  const edit = (field: ReviewField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('sending');
    const { checkReview, sendReview } = await import('../model/review-draft.ts');
    const checked = checkReview(productId, draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setStatus('idle');
      return;
    }
    const check = await loadBotCheck();
    const result = check ? await sendReview(checked.body, check, post) : ({ failed: true, errors: {} } as const);
    if ('failed' in result) {
      setErrors(result.errors);
      setStatus('failed');
      return;
    }
    setDraft(EMPTY);
    setStatus('sent');
    onSent();
  };

  const errorOf = (field: ReviewField) => {
    const problem = errors[field];
    if (!problem) return null;
    return (
      <p className="field-error" id={`${id}-${field}-error`} data-field-error={field}>
        {t(PROBLEM_TEXT[problem], { min: MIN_LENGTH[field] ?? 0 })}
      </p>
    );
  };
  const described = (field: ReviewField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form
      className="review-form"
      onSubmit={(event) => void submit(event)}
      onFocus={warmUp}
      noValidate
      data-testid="review-form"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('reviewWrite')}</h3>
      <label htmlFor={`${id}-author`}>{t('reviewAuthor')}</label>
      <input
        id={`${id}-author`}
        name="author"
        autoComplete="name"
        maxLength={80}
        value={draft.author}
        onChange={(e) => edit('author', e.target.value)}
        {...described('author')}
      />
      {errorOf('author')}
      <fieldset className="stars" {...described('rating')}>
        <legend>{t('reviewRating')}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={draft.rating === String(stars)}
              onChange={() => edit('rating', String(stars))}
            />
            {t('stars', { count: stars })}
          </label>
        ))}
      </fieldset>
      {errorOf('rating')}
      <label htmlFor={`${id}-text`}>{t('reviewText')}</label>
      <textarea
        id={`${id}-text`}
        name="text"
        rows={4}
        maxLength={2000}
        value={draft.text}
        onChange={(e) => edit('text', e.target.value)}
        {...described('text')}
      />
      {errorOf('text')}
      <button type="submit" className="btn btn-primary" disabled={status === 'sending'}>
        {t('reviewSend')}
      </button>
      <p role="status" className="muted">
        {status === 'sent' ? t('reviewSent') : status === 'failed' ? t('reviewFailed') : ''}
      </p>
    </form>
  );
}
