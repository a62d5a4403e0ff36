// An order of one product from its page, without the cart (one-click and pre-order windows): a name
// and a phone (an e-mail if the shopper wants the letter), one call with the attempt's
// Idempotency-Key, and on 201 the window's success window with the order's number; the data layer
// hears `purchase` once for the order. The server prices it, decides the stock and leaves the cart
// as it is. One factory, since the two windows differ only in their call and their texts.
import { createEffect, createEvent, sample } from 'effector';
import type { Order, QuickOrderRequest } from '@vitrina/contract';
import { modalOpened } from '@vitrina/events';
import { contactBody, prescriptionConfirmed } from './contact.ts';
import type { FormValues } from './contact.ts';
import { cartUnits } from './units.ts';
import { createWindowForm } from './window-form.ts';

export interface QuickOrderSubject {
  productId: number;
  /** What the shopper typed by the buy button; the server takes the multiplicity when none. */
  quantity?: number;
  prescription?: boolean;
}

/** The body without an owner: the /api proxy adds it from the cookies. */
export type QuickOrderBody = Omit<QuickOrderRequest, 'no_user_id'>;

export const quickOrderBody = ({ productId, quantity }: QuickOrderSubject, values: FormValues): QuickOrderBody => ({
  product_id: productId,
  ...(quantity ? { count: quantity } : {}),
  contact: contactBody(values),
  prescription_confirmed: prescriptionConfirmed(values),
});

export const QUICK_ORDER_FIELDS = ['name', 'phone', 'email'] as const;

export function createQuickOrder(config: {
  name: string;
  path: string;
  /** The success window's bus id: its own, so the host moves focus into it. */
  doneModal: string;
  /** The data layer's `purchase` (entities/order), told once per order. */
  report: (order: Order) => void;
}) {
  /** The window opened for a product (the bus's press, taken by the product windows). */
  const opened = createEvent<QuickOrderSubject>();
  const $subject = cartUnits
    .store<QuickOrderSubject | null>(`${config.name}/subject`, null, { serialize: 'ignore' })
    .on(opened, (_, subject) => subject);
  const form = createWindowForm<QuickOrderSubject, FormValues, QuickOrderBody, Order>({
    name: config.name,
    $subject,
    toBody: quickOrderBody,
    request: ({ body, key }) => ({
      method: 'POST',
      path: config.path,
      body: { ...body },
      headers: { 'idempotency-key': key },
    }),
    fields: QUICK_ORDER_FIELDS,
  });
  const reportFx = createEffect(config.report);

  sample({ clock: opened, target: form.cleared });
  sample({ clock: form.sent, fn: () => config.doneModal, target: modalOpened });
  sample({ clock: form.sent, fn: ({ result }) => result, target: reportFx });
  return { opened, $subject, form };
}
