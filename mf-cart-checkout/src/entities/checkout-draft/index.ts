// The checkout form's values (the order being made): the draft, its edits and rules, where it is
// kept, and where a refusal of it lands.
export {
  $draft,
  $draftRestoring,
  carrierCityTyped,
  carrierPointChosen,
  deliveryTypeChosen,
  draftChangedByShopper,
  draftCleared,
  draftEdited,
  draftPrefilled,
  draftRestoreEnded,
  draftRestoreRequested,
  draftRestored,
  localityChosen,
  regionChosen,
  savedAddressChosen,
  storeChosen,
  streetTyped,
} from './model/draft-model.ts';
export { CARRIER_POINTS, CHECKOUT_DRAFT_KEY, EMPTY_DRAFT, normaliseDraft, PAYMENT_CHOICES } from './lib/draft.ts';
export type { CarrierPoint, CheckoutDraft, PaymentChoice } from './lib/draft.ts';
export type { PlainEdit } from './lib/draft-edits.ts';
export { fieldErrorKey, FORM_FIELDS, formErrorsOf, hasFieldErrors } from './lib/form-errors.ts';
export type { FormErrors, FormField } from './lib/form-errors.ts';
export { $formErrors, $refusals, formErrorsCleared, formRefused } from './model/errors-model.ts';
export { ChoiceGroup } from './ui/ChoiceGroup.tsx';
export type { Choice } from './ui/ChoiceGroup.tsx';
export { DraftField, useFieldError } from './ui/DraftField.tsx';
