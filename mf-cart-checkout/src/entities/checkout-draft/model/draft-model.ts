// The checkout form's values (the draft of the order): one store every part of the form edits
// through these events, so the rules of draft-edits.ts hold whichever part changed it. What the
// shopper edits is written to local storage at once (a reload or another tab finds it); the page
// reads it back when it opens, and again when cart-sync brought another tab's or device's form.
// Serialized: the server renders the form's first state and the browser starts from it.
import { createEffect, createEvent, merge, sample } from 'effector';
import type { DeliveryType } from '@vitrina/domain';
import { readStored, writeStored } from '../../../shared/lib/browser-storage.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { CHECKOUT_DRAFT_KEY, EMPTY_DRAFT, normaliseDraft } from '../lib/draft.ts';
import type { CarrierPoint, CheckoutDraft } from '../lib/draft.ts';
import {
  withCarrierCity,
  withCarrierPoint,
  withDeliveryType,
  withLocality,
  withRegion,
  withSavedAddress,
  withStore,
  withStreet,
} from '../lib/draft-edits.ts';
import type { PlainEdit } from '../lib/draft-edits.ts';

export const $draft = cartUnits.store<CheckoutDraft>('checkout/draft', EMPTY_DRAFT);

export const draftEdited = createEvent<PlainEdit>();
export const regionChosen = createEvent<number>();
export const localityChosen = createEvent<number>();
export const deliveryTypeChosen = createEvent<DeliveryType>();
export const savedAddressChosen = createEvent<{ id: number; localityId: number } | null>();
export const streetTyped = createEvent<{ street: string; streetId: number | null }>();
export const storeChosen = createEvent<number | null>();
export const carrierCityTyped = createEvent<{ text: string; ref: string | null }>();
export const carrierPointChosen = createEvent<CarrierPoint>();
/** Code filled fields the shopper left empty (the profile's contact): not written as the shopper's. */
export const draftPrefilled = createEvent<PlainEdit>();
/** Read the stored form again (the page opened, or the record brought another one). */
export const draftRestoreRequested = createEvent();
/** The order is placed: the form starts empty next time. */
export const draftCleared = createEvent();

const readDraftFx = createEffect(() => readStored(CHECKOUT_DRAFT_KEY));
/** The stored form is being read back: what should stand over it waits for the reading to end. */
export const $draftRestoring = readDraftFx.pending;
/** The stored form was read back, or there was none. */
export const draftRestoreEnded = readDraftFx.finally.map(() => undefined);
const writeDraftFx = createEffect((draft: CheckoutDraft) => writeStored(CHECKOUT_DRAFT_KEY, draft));

/** A stored form was read back; nothing stored leaves the draft as it is. */
export const draftRestored = sample({
  clock: readDraftFx.doneData,
  filter: (stored) => stored !== undefined,
  fn: normaliseDraft,
});

$draft
  .on(draftEdited, (draft, edit) => ({ ...draft, ...edit }))
  .on(draftPrefilled, (draft, edit) => ({ ...draft, ...edit }))
  .on(regionChosen, withRegion)
  .on(localityChosen, withLocality)
  .on(deliveryTypeChosen, withDeliveryType)
  .on(savedAddressChosen, withSavedAddress)
  .on(streetTyped, (draft, { street, streetId }) => withStreet(draft, street, streetId))
  .on(storeChosen, withStore)
  .on(carrierCityTyped, (draft, { text, ref }) => withCarrierCity(draft, text, ref))
  .on(carrierPointChosen, withCarrierPoint)
  .on(draftRestored, (_, draft) => draft)
  .reset(draftCleared);

/** The shopper changed the form (not a read-back, not a prefill): what cart-sync should save. */
export const draftChangedByShopper = merge([
  draftEdited,
  regionChosen,
  localityChosen,
  deliveryTypeChosen,
  savedAddressChosen,
  streetTyped,
  storeChosen,
  carrierCityTyped,
  carrierPointChosen,
]);

sample({ clock: draftRestoreRequested, target: readDraftFx });
sample({ clock: [draftChangedByShopper, draftCleared], source: $draft, target: writeDraftFx });
