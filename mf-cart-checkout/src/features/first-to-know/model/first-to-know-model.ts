// "Tell me when it is back" (spec: first-to-know success), on the page of a product out of stock: an
// e-mail address, one call to general/first-to-know, and the success window. No order and no key:
// the server keeps one subscription per shop, product and address however often it is sent, and
// answers 409 in_stock when the product is back already (the window then says it can be bought).
import { createEvent, sample } from 'effector';
import type { FirstToKnowRequest } from '@vitrina/contract';
import { modalOpened } from '@vitrina/events';
import type { FormValues } from '../../../shared/lib/contact.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { createWindowForm } from '../../../shared/lib/window-form.ts';

export const FIRST_TO_KNOW_DONE_MODAL = 'cart:first-to-know-done';

export interface Subscribed {
  product_id: number;
  email: string;
  subscribed: true;
}

type FirstToKnowBody = Omit<FirstToKnowRequest, 'no_user_id'>;

export const firstToKnowOpened = createEvent<{ productId: number }>();
const $subject = cartUnits
  .store<{ productId: number } | null>('first-to-know/subject', null, { serialize: 'ignore' })
  .on(firstToKnowOpened, (_, subject) => subject);

export const firstToKnowForm = createWindowForm<{ productId: number }, FormValues, FirstToKnowBody, Subscribed>({
  name: 'first-to-know',
  $subject,
  toBody: ({ productId }, values) => ({ product_id: productId, email: values.email?.trim() ?? '' }),
  request: ({ body }) => ({ method: 'POST', path: 'general/first-to-know', body: { ...body } }),
  fields: ['email'],
});

sample({ clock: firstToKnowOpened, target: firstToKnowForm.cleared });
sample({ clock: firstToKnowForm.sent, fn: () => FIRST_TO_KNOW_DONE_MODAL, target: modalOpened });
