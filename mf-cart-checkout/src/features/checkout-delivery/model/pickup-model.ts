// A pickup's day and time: the chosen store's slots (general/delivery-time/{storeId}), asked when
// the store is chosen. The first slot is taken until the shopper picks one, and a slot the store no
// longer offers is replaced the same way. Spec 4: a failed slot load clears the store (the shopper
// chooses again, and the form says why).
import { combine, createEvent, sample } from 'effector';
import { $draft, draftPrefilled, storeChosen } from '../../../entities/checkout-draft/index.ts';
import { loadSlotsFx } from '../../../entities/delivery/index.ts';
import type { DeliveryTime } from '../../../entities/delivery/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { $deliveryMethod, $watching, deliveryWatched } from './price-model.ts';

/** The store whose slots the form needs: the chosen one, while the method is pickup. */
const $pickupStore = combine($draft, $deliveryMethod, (draft, method) => (method === 'pickup' ? draft.storeId : null));

export const $slots = cartUnits.store<DeliveryTime | null>('checkout/slots', null);
export const $slotsFailed = cartUnits.store('checkout/slots-failed', false, { serialize: 'ignore' });
/** The page's retry, or the server's render of a draft with a store. */
export const slotsRequested = createEvent();

sample({
  clock: [sample({ clock: $pickupStore.updates, filter: $watching }), slotsRequested, deliveryWatched],
  source: { storeId: $pickupStore, slots: $slots },
  filter: ({ storeId, slots }) => storeId !== null && slots?.store_id !== storeId,
  fn: ({ storeId }) => storeId!,
  target: loadSlotsFx,
});

const answered = sample({
  clock: loadSlotsFx.done,
  source: $pickupStore,
  filter: (storeId, { params }) => storeId === params,
  fn: (_, { result }) => result,
});
$slots.on(answered, (_, slots) => slots);

const offers = (slots: DeliveryTime, date: string | null, time: string | null) =>
  slots.days.some((day) => day.date === date && time !== null && day.slots.includes(time));
sample({
  clock: answered,
  source: $draft,
  filter: (draft, slots) => !offers(slots, draft.date, draft.time),
  fn: (_, slots) => ({ date: slots.days[0]?.date ?? null, time: slots.days[0]?.slots[0] ?? null }),
  target: draftPrefilled,
});

const failed = sample({
  clock: loadSlotsFx.fail,
  source: $pickupStore,
  filter: (storeId, { params }) => storeId === params,
});
const picked = sample({ clock: storeChosen, filter: (storeId) => storeId !== null });
$slotsFailed.on(failed, () => true).reset(answered, picked);
sample({ clock: failed, fn: () => null, target: storeChosen });
