// The form's last refusal, by the browser's own check or the server's: each field shows its part,
// and every refusal counts once more, so the page moves the focus to the first error each time
// (the same errors refused twice are still a new refusal to announce).
import { createEvent } from 'effector';
import { cartUnits } from '../../../shared/lib/units.ts';
import type { FormErrors } from '../lib/form-errors.ts';

export const $formErrors = cartUnits.store<FormErrors | null>('checkout/form-errors', null, { serialize: 'ignore' });
export const $refusals = cartUnits.store('checkout/refusals', 0, { serialize: 'ignore' });

export const formRefused = createEvent<FormErrors>();
export const formErrorsCleared = createEvent();

$formErrors.on(formRefused, (_, errors) => errors).reset(formErrorsCleared);
$refusals.on(formRefused, (count) => count + 1);
