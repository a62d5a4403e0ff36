// The bulk order window (issue 18): the pasted text, its problems read as the shopper types (the
// domain's parser), one bulk-add call, and what the answer leaves: the lines the server refused stay
// in the box with the reasons, the others are in the cart (its answer replaces the cart as an add
// does, so the validation follows). With nothing refused the window closes.
import { attach, createEffect, createEvent, sample } from 'effector';
import type { CartBulkAdd, CartBulkRefusal } from '@vitrina/contract';
import { bulkLinesNaming, parseBulkOrder } from '@vitrina/domain';
import type { BulkOrderItem } from '@vitrina/domain';
import { $openModal, modalClosed, modalOpened } from '@vitrina/events';
import { bulkAddFx, cartEdited, dataLayerItem } from '../../../entities/cart/index.ts';
import { pushCartEvent } from '../../../shared/lib/data-layer.ts';
import { cartUnits } from '../../../shared/lib/units.ts';

/** The window's id on the bus; only the cart page opens it. */
export const BULK_ORDER_MODAL = 'cart:bulk-order';

/** What went out: the items, and the text they came from (to keep the refused lines as typed). */
interface Sent {
  text: string;
  items: BulkOrderItem[];
}

const sendFx = attach({ effect: bulkAddFx, mapParams: ({ items }: Sent) => ({ items }) });

export const $bulkText = cartUnits.store('bulk-order/text', '', { serialize: 'ignore' });
export const $bulkOrder = $bulkText.map(parseBulkOrder);
export const $bulkRefused = cartUnits.store<CartBulkRefusal[]>('bulk-order/refused', [], { serialize: 'ignore' });
/** The call got no answer, or one that was no bulk-add answer. */
export const $bulkFailed = cartUnits.store('bulk-order/failed', false, { serialize: 'ignore' });
export const $bulkPending = sendFx.pending;

export const bulkOrderOpened = createEvent();
export const bulkTextChanged = createEvent<string>();
export const bulkSubmitted = createEvent();

sample({ clock: bulkOrderOpened, fn: () => BULK_ORDER_MODAL, target: modalOpened });

// The box is read-only while a call is out, so the text sent is the text the answer is about.
sample({
  clock: bulkTextChanged,
  source: $bulkPending,
  filter: (pending) => !pending,
  fn: (_, text) => text,
  target: $bulkText,
});

// A text with problems is not sent: the shopper sees them at once and fixes them first.
sample({
  clock: bulkSubmitted,
  source: { text: $bulkText, order: $bulkOrder, pending: $bulkPending },
  filter: ({ order, pending }) => !pending && order.items.length > 0 && order.problems.length === 0,
  fn: ({ text, order }): Sent => ({ text, items: order.items }),
  target: sendFx,
});

// Something went in: the answer is the cart, as after an add. All refused: the cart did not change.
sample({
  clock: sendFx.done,
  filter: ({ params, result }) => result.refused.length < params.items.length,
  fn: ({ result }) => ({ edit: 'add' as const, cart: result.cart }),
  target: cartEdited,
});

// The data layer hears the lines that went in, as for every add made inside the cart.
const tellAddedFx = createEffect(({ items, result }: { items: Sent['items']; result: CartBulkAdd }) => {
  const refused = new Set(result.refused.map((line) => line.code));
  const added = items.flatMap((item) => {
    const line = refused.has(item.code) ? undefined : result.cart.products.find((held) => held.code === item.code);
    return line ? [dataLayerItem(line, item.count ?? line.multiplicity)] : [];
  });
  if (added.length > 0) pushCartEvent('add_to_cart', result.cart.currency, added);
});
sample({ clock: sendFx.done, fn: ({ params, result }) => ({ items: params.items, result }), target: tellAddedFx });

$bulkText.on(sendFx.done, (_, { params, result }) =>
  bulkLinesNaming(
    params.text,
    result.refused.map((line) => line.code),
  ),
);
$bulkRefused.on(sendFx.doneData, (_, { refused }) => refused).reset(sendFx);
$bulkFailed.on(sendFx.failData, (_, { refusal }) => refusal.kind !== 'stopped').reset(sendFx, bulkOrderOpened);

// Only the bulk window itself is closed: the shopper may have opened another while the call ran.
sample({
  clock: sendFx.doneData,
  source: $openModal,
  filter: (open, { refused }) => refused.length === 0 && open === BULK_ORDER_MODAL,
  fn: () => undefined,
  target: modalClosed,
});
