// What the shopper does with the terms shown: a credit request left with the shop (the lender's
// manager calls back; its success window names the request's number and the server's sums), or the
// product put in the cart to be ordered on credit at the checkout (the iute programs, whose order
// is the checkout's general/iute-credit/create-order). Both send the program and term chosen, never
// an amount: the server prices them again.
import { attach, combine, createEffect, createEvent, sample } from 'effector';
import type { Cart, CreditRequestRequest } from '@vitrina/contract';
import { modalOpened } from '@vitrina/events';
import { addItemFx, dataLayerItem, findLine } from '../../../entities/cart/index.ts';
import { contactBody } from '../../../shared/lib/contact.ts';
import type { FormValues } from '../../../shared/lib/contact.ts';
import { pushCartEvent } from '../../../shared/lib/data-layer.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { createWindowForm } from '../../../shared/lib/window-form.ts';
import { creditRequestCall } from '../api/credit-api.ts';
import type { CreditRequestCreated } from '../api/credit-api.ts';
import { $choice, $creditSubject, creditOpened } from './credit-model.ts';
import type { CreditChoice, CreditSubject } from './credit-model.ts';

export const CREDIT_DONE_MODAL = 'cart:credit-done';
/** The form's select of where to sign (calculator/filials); empty: any store. */
export const FILIAL_FIELD = 'filial_id';

type Terms = CreditSubject & CreditChoice;
const $terms = combine($creditSubject, $choice, (subject, choice): Terms | null =>
  subject && choice ? { ...subject, ...choice } : null,
);

export function creditRequestBody(terms: Terms, values: FormValues): CreditRequestRequest {
  const filial = Number(values[FILIAL_FIELD]);
  return {
    product_id: terms.productId,
    program_id: terms.programId,
    months: terms.months,
    ...(terms.quantity ? { count: terms.quantity } : {}),
    contact: contactBody(values),
    ...(Number.isInteger(filial) && filial > 0 ? { filial_id: filial } : {}),
  };
}

export const creditRequestForm = createWindowForm<Terms, FormValues, CreditRequestRequest, CreditRequestCreated>({
  name: 'credit-request',
  $subject: $terms,
  toBody: creditRequestBody,
  request: creditRequestCall,
  fields: ['name', 'phone', 'email'],
});
sample({ clock: creditOpened, target: creditRequestForm.cleared });
sample({ clock: creditRequestForm.sent, fn: () => CREDIT_DONE_MODAL, target: modalOpened });

/** The product into the cart, to be ordered on credit at the checkout. */
export const creditCartPressed = createEvent();
export type CartAdd = 'idle' | 'adding' | 'added' | 'failed';
const addFx = attach({ effect: addItemFx });
export const $creditCartAdd = cartUnits
  .store<CartAdd>('credit/cart-add', 'idle', { serialize: 'ignore' })
  .on(addFx, () => 'adding')
  .on(addFx.done, () => 'added')
  .on(addFx.fail, () => 'failed')
  .reset(creditOpened);

sample({
  clock: creditCartPressed,
  source: { subject: $creditSubject, pending: addFx.pending },
  filter: ({ subject, pending }) => subject !== null && !pending,
  fn: ({ subject }) => ({ productId: subject!.productId, ...(subject!.quantity ? { count: subject!.quantity } : {}) }),
  target: addFx,
});

// As every add made inside the cart remote, the data layer hears it once the server took it.
const tellAddedFx = createEffect(({ cart, productId, count }: { cart: Cart; productId: number; count?: number }) => {
  const line = findLine(cart.products, productId);
  if (line) pushCartEvent('add_to_cart', cart.currency, [dataLayerItem(line, count ?? line.multiplicity)]);
});
sample({ clock: addFx.done, fn: ({ params, result }) => ({ cart: result, ...params }), target: tellAddedFx });
