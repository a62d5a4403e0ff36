// A window's form that sends one call (a one-click order, a pre-order, a credit request, a letter when
// back in stock): what was typed becomes the body for the window's subject (the product), each
// attempt keeps its Idempotency-Key while the same body is retried, a second press while one is out
// does nothing, and the answer or the refusal is kept for the window to show: codes per field the
// form has, or one problem for the whole form. A factory, so every window follows the same rules.
import { combine, createEffect, createEvent, sample } from 'effector';
import type { EventCallable, Store } from 'effector';
import { cartEffect } from '../api/cart-call.ts';
import type { CallRefusal, CartRequest } from '../api/cart-call.ts';
import { attemptFor, newAttemptKey } from './attempt.ts';
import type { Attempt } from './attempt.ts';
import { cartUnits } from './units.ts';

/** What a refusal leaves on the form: the first code per field it shows, else one problem. */
export interface FormRefusal {
  fields: Record<string, string>;
  /** 'failed' when no answer came; else the API's code (in_stock, rate_limited, ...). */
  problem: string | null;
}

/** Nested contact fields (`contact.phone`) are shown at the form's own field (`phone`). */
const fieldName = (key: string) => key.replace(/^contact\./, '');

export function formRefusalOf(refusal: CallRefusal, shown: readonly string[]): FormRefusal {
  if (refusal.kind !== 'rejected') return { fields: {}, problem: 'failed' };
  const fields: Record<string, string> = {};
  let other: string | null = null;
  for (const [key, codes] of Object.entries(refusal.fieldErrors)) {
    const name = fieldName(key);
    if (!codes[0]) continue;
    // A field the form does not draw (the product's line: over_stock, prescription_not_confirmed)
    // says more than the refusal's general code.
    if (shown.includes(name)) fields[name] ??= codes[0];
    else other ??= codes[0];
  }
  if (refusal.status === 429) return { fields, problem: 'rate_limited' };
  const named = Object.keys(fields).length > 0;
  return { fields, problem: other ?? (named ? null : refusal.code) };
}

export interface WindowFormConfig<Subject, Values, Body> {
  /** The stores' key prefix, unique in the remote. */
  name: string;
  /** What the form is about (the product); nothing is sent without one. */
  $subject: Store<Subject | null>;
  toBody: (subject: Subject, values: Values) => Body;
  request: (attempt: Attempt<Body>) => CartRequest;
  /** The fields the form draws: a refusal's other fields are one problem of the form. */
  fields: readonly string[];
}

export function createWindowForm<Subject, Values, Body, Answer>(config: WindowFormConfig<Subject, Values, Body>) {
  const { name, $subject, toBody, request, fields } = config;
  /** The shopper sent the form (the browser checked its required fields first). */
  const submitted = createEvent<Values>();
  /** The window opened anew: nothing of the last form is kept. */
  const cleared = createEvent();

  const sendFx = cartEffect<Attempt<Body>, Answer>(request);
  const attemptFx = createEffect(({ last, body }: { last: Attempt<Body> | null; body: Body }) =>
    attemptFor(last, body, newAttemptKey),
  );
  const $attempt = cartUnits.store<Attempt<Body> | null>(`${name}/attempt`, null, { serialize: 'ignore' });
  const $answer = cartUnits.store<Answer | null>(`${name}/answer`, null, { serialize: 'ignore' });
  const $refusal = cartUnits.store<FormRefusal | null>(`${name}/refusal`, null, { serialize: 'ignore' });
  const $sending = combine(attemptFx.pending, sendFx.pending, (making, sending) => making || sending);

  sample({
    clock: submitted,
    source: { subject: $subject, last: $attempt, sending: $sending, answer: $answer },
    filter: ({ subject, sending, answer }) => subject !== null && !sending && answer === null,
    fn: ({ subject, last }, values) => ({ last, body: toBody(subject!, values) }),
    target: attemptFx,
  });
  sample({ clock: attemptFx.doneData, target: [$attempt, sendFx] });

  // Done: the next order is another one, with a key of its own.
  $attempt.reset(sendFx.done, cleared);
  $answer.on(sendFx.doneData, (_, answer) => answer).reset(cleared);
  $refusal
    .on(sendFx.failData, (_, { refusal }) => (refusal.kind === 'stopped' ? null : formRefusalOf(refusal, fields)))
    .reset(sendFx, cleared);

  return { submitted, cleared, sent: sendFx.done, $answer, $refusal, $sending };
}

/** What a window's view needs of its form. */
export interface WindowForm<Values, Answer> {
  submitted: EventCallable<Values>;
  $answer: Store<Answer | null>;
  $refusal: Store<FormRefusal | null>;
  $sending: Store<boolean>;
}
