// Whether the cart can be ordered as it is (spec, sections 4 and 5): validate-products after every
// load with products and after every edit (after a removal only if products remain). Success marks
// the cart valid; a 400 marks it invalid and keeps the errors per product (`products.<id>`).
// Prescription products (is_recipe) must be confirmed; the confirmations are the browser's, reset
// on every load (spec: prescription_checked is reset to false), and go with the call.
import { createEvent, sample } from 'effector';
import type { FieldErrors } from '../../../shared/api/cart-call.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { validateCartFx } from '../api/cart-api.ts';
import { cartEdited, cartLoaded, cartReplaced, cartReset } from './cart-model.ts';

export const $prescriptionConfirmed = cartUnits.store<number[]>('cart/prescription-confirmed', []);
/** null until the server said (or when it could not be asked). */
export const $cartValid = cartUnits.store<boolean | null>('cart/valid', null);
export const $cartErrors = cartUnits.store<FieldErrors>('cart/errors', {});

export const prescriptionConfirmationSet = createEvent<{ productId: number; confirmed: boolean }>();

const confirmationsChanged = sample({
  clock: prescriptionConfirmationSet,
  source: $prescriptionConfirmed,
  fn: (ids, { productId, confirmed }) =>
    confirmed ? [...ids.filter((id) => id !== productId), productId] : ids.filter((id) => id !== productId),
});
$prescriptionConfirmed.on(confirmationsChanged, (_, ids) => ids).reset(cartLoaded, cartReset);

sample({
  clock: cartLoaded,
  filter: (cart) => cart.products.length > 0,
  fn: () => ({ confirmed: [] }),
  target: validateCartFx,
});
sample({
  clock: cartEdited,
  source: $prescriptionConfirmed,
  filter: (_, { edit, cart }) => edit !== 'remove' || cart.products.length > 0,
  fn: (confirmed) => ({ confirmed }),
  target: validateCartFx,
});
sample({ clock: confirmationsChanged, fn: (confirmed) => ({ confirmed }), target: validateCartFx });

const refusedAsInvalid = sample({
  clock: validateCartFx.failData,
  filter: ({ refusal }) => refusal.kind === 'rejected' && refusal.status === 400,
  fn: ({ refusal }) => (refusal.kind === 'rejected' ? refusal.fieldErrors : {}),
});

/** Nothing left to order: the verdict on the lines that were there no longer holds. */
const emptied = sample({ clock: cartReplaced, filter: (cart) => !cart || cart.products.length === 0 });

$cartValid
  .on(validateCartFx.done, () => true)
  .on(refusedAsInvalid, () => false)
  .reset(emptied);
$cartErrors
  .on(validateCartFx.done, () => ({}))
  .on(refusedAsInvalid, (_, errors) => errors)
  .reset(emptied);
