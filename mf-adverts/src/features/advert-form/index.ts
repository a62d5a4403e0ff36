export { defaultValues, valuesOfAdvert } from './lib/form-values.ts';
export type { AdvertFormValues, ContactDraft } from './lib/form-values.ts';
export { advertFields } from './lib/form-fields.ts';
export { createBody, updateBody } from './lib/multipart.ts';
export { checkFields } from './lib/validation.ts';
export { STEPS } from './lib/steps.ts';
export {
  $errors,
  $mode,
  $openedFor,
  $step,
  $values,
  attributeChanged,
  contactAdded,
  contactChanged,
  fieldChanged,
  formClosed,
  formOpened,
  stepChosen,
} from './model/form-model.ts';
export type { FormMode } from './model/form-model.ts';
export {
  $pictureRefusals,
  $pictures,
  $preview,
  objectUrlsFx,
  pictureRemoved,
  picturesPicked,
  previewChosen,
  releaseUrlsFx,
} from './model/pictures-model.ts';
export {
  $saved,
  $saveFailure,
  createAdvertFx,
  saveRequested,
  stepBack,
  stepNext,
  updateAdvertFx,
} from './model/save-model.ts';
export { AdvertForm } from './ui/AdvertForm.tsx';
