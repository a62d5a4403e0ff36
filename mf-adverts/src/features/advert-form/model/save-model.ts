// Saving the advert form: "Next" checks the step's fields (the browser's check: the contract's own
// schema) before the next step; "Save as draft" and "Publish" check the whole form, then send it:
// multipart POST api/adverts/ for a new advert, PATCH api/adverts/{slug}/ for an edit (multipart.ts).
// A draft saved opens the draftSave window, a published advert addAnnouncementSuccess (spec 4), and
// the form goes on editing the saved advert. A refusal puts the server's messages at their fields
// and goes to the first step with one.
import { attach, createEffect, createEvent, sample } from 'effector';
import { modalOpened } from '@vitrina/events';
import type { Advert } from '../../../entities/advert/index.ts';
import { advertEffect, fieldErrorsOf } from '../../../shared/api/advert-call.ts';
import type { AdvertCallError } from '../../../shared/api/advert-call.ts';
import { ADVERT_WINDOWS } from '../../../shared/config/windows.ts';
import { advertsUnits } from '../../../shared/lib/units.ts';
import { advertFields } from '../lib/form-fields.ts';
import { createBody, updateBody } from '../lib/multipart.ts';
import { errorsOfStep, firstStepOf, STEPS } from '../lib/steps.ts';
import type { Step } from '../lib/steps.ts';
import { checkFields } from '../lib/validation.ts';
import type { FieldErrors } from '../lib/validation.ts';
import { $errors, $mode, $step, $values, fieldChanged, formOpened, formRebased } from './form-model.ts';
import { $pictures, $preview } from './pictures-model.ts';

export const stepNext = createEvent();
export const stepBack = createEvent();
/** `true`: save as a draft; `false`: publish. */
export const saveRequested = createEvent<boolean>();

export const checkFx = createEffect(checkFields);
const checkStepFx = attach({ effect: checkFx });
const checkAllFx = attach({ effect: checkFx });

export const createAdvertFx = advertEffect<FormData, Advert>((body) => ({ method: 'POST', path: 'api/adverts', body }));
export const updateAdvertFx = advertEffect<{ slug: string; body: FormData }, Advert>(({ slug, body }) => ({
  method: 'PATCH',
  path: `api/adverts/${encodeURIComponent(slug)}`,
  body,
}));

/** The save got no field to name (no answer, or too many calls): the form says so above itself. */
export const $saveFailure = advertsUnits.store<'failed' | 'rate_limited' | null>('form/failure', null, {
  serialize: 'ignore',
});
export const $saving = advertsUnits.store('form/saving', false, { serialize: 'ignore' });
/** The advert as the last save answered it (the windows link to it). */
export const $saved = advertsUnits.store<Advert | null>('form/saved', null, { serialize: 'ignore' });

const next = (step: Step, by: number): Step =>
  STEPS[Math.min(STEPS.length - 1, Math.max(0, STEPS.indexOf(step) + by))]!;

sample({ clock: stepBack, source: $step, fn: (step) => next(step, -1), target: $step });
sample({ clock: stepNext, source: $values, fn: advertFields, target: checkStepFx });
const stepChecked = sample({
  clock: checkStepFx.doneData,
  source: $step,
  fn: (step, errors) => ({ step, errors: errorsOfStep(errors, step) }),
});
sample({ clock: stepChecked, fn: ({ errors }) => errors, target: $errors });
sample({
  clock: stepChecked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ step }) => next(step, 1),
  target: $step,
});

// The press decides is_draft; the whole form is checked as it will be sent.
sample({ clock: saveRequested, fn: (draft) => ({ is_draft: draft }), target: fieldChanged });
sample({
  clock: saveRequested,
  source: $values,
  fn: (values, draft) => advertFields({ ...values, is_draft: draft }),
  target: checkAllFx,
});
const refused = sample({ clock: checkAllFx.doneData, filter: (errors) => Object.keys(errors).length > 0 });
const send = sample({
  clock: checkAllFx.doneData,
  source: { mode: $mode, values: $values, pictures: $pictures, preview: $preview },
  filter: (_, errors) => Object.keys(errors).length === 0,
});
sample({
  clock: send,
  filter: ({ mode }) => mode.kind === 'create',
  fn: ({ values, pictures, preview }) => createBody(values, pictures, preview),
  target: createAdvertFx,
});
sample({
  clock: send,
  filter: ({ mode }) => mode.kind === 'edit',
  fn: ({ mode, values, pictures, preview }) => {
    const { advert } = mode as Extract<typeof mode, { kind: 'edit' }>;
    return { slug: advert.slug, body: updateBody(advert, values, pictures, preview) };
  },
  target: updateAdvertFx,
});
$saving
  .on(saveRequested, () => true)
  .reset([refused, createAdvertFx.finally, updateAdvertFx.finally, checkAllFx.fail, formOpened]);

const saved = sample({ clock: [createAdvertFx.doneData, updateAdvertFx.doneData] });
$saved.on(saved, (_, advert) => advert).reset(formOpened);
sample({ clock: saved, target: formRebased });
sample({
  clock: saved,
  fn: (advert) => (advert.is_draft ? ADVERT_WINDOWS.draftSave : ADVERT_WINDOWS.addAnnouncementSuccess),
  target: modalOpened,
});

const serverRefusal = sample({
  clock: [createAdvertFx.failData, updateAdvertFx.failData],
  fn: (error: AdvertCallError) => error,
});
const shown = sample({ clock: [refused, sample({ clock: serverRefusal, fn: fieldErrorsOf })] });
sample({ clock: shown, target: $errors });
const stepWithError = sample({ clock: shown, fn: (errors: FieldErrors) => firstStepOf(Object.keys(errors)) });
sample({ clock: stepWithError, filter: (step): step is Step => step !== null, target: $step });

const failureOf = (error: AdvertCallError) => {
  if (error.refusal.kind === 'rejected' && error.refusal.status === 429) return 'rate_limited' as const;
  return Object.keys(fieldErrorsOf(error)).length ? null : ('failed' as const);
};
$saveFailure
  .on(serverRefusal, (_, error) => failureOf(error))
  .on(checkAllFx.fail, () => 'failed')
  .reset([saveRequested, formOpened]);
