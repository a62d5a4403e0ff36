// The advert form's values and steps (spec: add/edit advert, a multi-step form). Opening it sets the
// spec's defaults, or the advert being edited with its pictures; changing a place clears the places
// under it and changing the category clears the attributes (they are the category's). A field's
// message goes when it is changed. Saving is save-model.ts.
import { createEvent, sample } from 'effector';
import type { Advert } from '../../../entities/advert/index.ts';
import { advertsUnits } from '../../../shared/lib/units.ts';
import { defaultValues, emptyContact, valuesOfAdvert } from '../lib/form-values.ts';
import type { AdvertFormValues, ContactDraft } from '../lib/form-values.ts';
import { keptKey } from '../lib/pictures.ts';
import { STEPS } from '../lib/steps.ts';
import type { Step } from '../lib/steps.ts';
import type { FieldErrors } from '../lib/validation.ts';
import { picturesReleased, picturesSet } from './pictures-model.ts';

export type FormMode = { kind: 'create' } | { kind: 'edit'; advert: Advert };

export const formOpened = createEvent<FormMode>();
export const formClosed = createEvent();
export const fieldChanged = createEvent<Partial<AdvertFormValues>>();
export const attributeChanged = createEvent<{ attribute: number; value: string }>();
export const contactChanged = createEvent<{ index: number; contact: Partial<ContactDraft> }>();
export const contactAdded = createEvent();
export const contactRemoved = createEvent<number>();
export const stepChosen = createEvent<Step>();
/** The advert was saved: from now on the form edits it (a second save is its PATCH, not a second advert). */
export const formRebased = createEvent<Advert>();

export const $mode = advertsUnits.store<FormMode>('form/mode', { kind: 'create' }, { serialize: 'ignore' });
export const $values = advertsUnits.store<AdvertFormValues>('form/values', defaultValues(), { serialize: 'ignore' });
export const $step = advertsUnits.store<Step>('form/step', 'what', { serialize: 'ignore' });
export const $errors = advertsUnits.store<FieldErrors>('form/errors', {}, { serialize: 'ignore' });
/**
 * Which advert the form holds ('new', or the slug edited), null while closed. Opened in the browser
 * only (a form holds the shopper's files), so a page draws the form once it is opened for it.
 */
export const $openedFor = advertsUnits.store<string | null>('form/opened-for', null, { serialize: 'ignore' });
$openedFor.on(formOpened, (_, mode) => (mode.kind === 'edit' ? mode.advert.slug : 'new')).reset(formClosed);

$mode.on(formOpened, (_, mode) => mode).on(formRebased, (_, advert) => ({ kind: 'edit', advert }));
$values
  .on(formOpened, (_, mode) => (mode.kind === 'edit' ? valuesOfAdvert(mode.advert) : defaultValues()))
  .on(formRebased, (_, advert) => valuesOfAdvert(advert));
$step.on(formOpened, () => STEPS[0]).on(stepChosen, (_, step) => step);
$errors.reset(formOpened);
/** The advert's own pictures, its preview chosen as it is. */
const keptPictures = (advert: Advert) => ({
  pictures: advert.images.map((image) => ({
    key: keptKey(image.id),
    kind: 'kept' as const,
    id: image.id,
    url: image.url,
  })),
  preview: ((preview) => (preview ? keptKey(preview.id) : null))(advert.images.find((image) => image.is_preview)),
});
sample({
  clock: formOpened,
  fn: (mode) => (mode.kind === 'edit' ? keptPictures(mode.advert) : { pictures: [], preview: null }),
  target: picturesSet,
});
sample({ clock: formRebased, fn: keptPictures, target: picturesSet });
sample({ clock: formClosed, target: picturesReleased });

/** A place chosen again drops the places under it; another category drops the attributes. */
function withChange(values: AdvertFormValues, change: Partial<AdvertFormValues>): AdvertFormValues {
  const next = { ...values, ...change };
  if ('region' in change && change.region !== values.region) Object.assign(next, { location: null, sector: null });
  if ('location' in change && change.location !== values.location) next.sector = null;
  if ('category' in change && change.category !== values.category) next.attributes = {};
  return next;
}
$values
  .on(fieldChanged, withChange)
  .on(attributeChanged, (values, { attribute, value }) => ({
    ...values,
    attributes: { ...values.attributes, [attribute]: value },
  }))
  .on(contactChanged, (values, { index, contact }) => ({
    ...values,
    contacts: values.contacts.map((one, i) => (i === index ? { ...one, ...contact } : one)),
  }))
  .on(contactAdded, (values) => ({ ...values, contacts: [...values.contacts, emptyContact()] }))
  .on(contactRemoved, (values, index) => ({ ...values, contacts: values.contacts.filter((_, i) => i !== index) }));

/** The messages of the fields just changed go (the shopper is fixing them). */
const dropErrors = (errors: FieldErrors, prefixes: string[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(([field]) => !prefixes.some((p) => field === p || field.startsWith(`${p}.`))),
  );
$errors
  .on(fieldChanged, (errors, change) => dropErrors(errors, Object.keys(change)))
  .on(attributeChanged, (errors) => dropErrors(errors, ['attributes', 'new_attributes']))
  .on([contactChanged, contactAdded, contactRemoved], (errors) => dropErrors(errors, ['contacts', 'new_contacts']));
