// The form travels with a signed-in shopper's synchronised record (cart-sync's localDataFields):
// saved a second after the shopper stops changing it (one save per pause, not per key), emptied with
// the record after an order, and read back when the record brought another tab's or device's form.
// Only the shopper's own changes are saved: a form read back is never sent on again, so two tabs
// cannot echo one change to each other forever.
import { attach, sample } from 'effector';
import { $cart } from '../../../entities/cart/index.ts';
import { draftChangedByShopper, draftCleared, draftRestoreRequested } from '../../../entities/checkout-draft/index.ts';
import { $syncOn, pullRecordFx, saveSyncFx, startSyncFx } from '../../../features/cart-sync/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { waitFx } from '../../../shared/lib/wait.ts';

export const FORM_SAVE_PAUSE_MS = 1_000;

const $changes = cartUnits.store('checkout/form-changes', 0, { serialize: 'ignore' });
const pauseFx = attach({ effect: waitFx, mapParams: (_change: number) => FORM_SAVE_PAUSE_MS });

const changed = sample({ clock: draftChangedByShopper, filter: $syncOn });
$changes.on(changed, (count) => count + 1);
sample({ clock: changed, source: $changes, target: pauseFx });
sample({
  clock: pauseFx.done,
  source: { changes: $changes, cart: $cart, on: $syncOn },
  filter: ({ changes, on }, { params }) => on && changes === params,
  fn: ({ cart }) => cart,
  target: saveSyncFx,
});
sample({ clock: draftCleared, filter: $syncOn, fn: () => null, target: saveSyncFx });

sample({ clock: [startSyncFx.done, pullRecordFx.done], target: draftRestoreRequested });
