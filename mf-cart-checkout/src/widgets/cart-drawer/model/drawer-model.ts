// The cart drawer's phases (spec, section 4 "Drawers and notices"): opening it (the bus's
// modalOpened(CART_DRAWER), from the header's cart link or after an add) sets it open and animating
// in; closing it animates out, then hides it after 300 ms. The shell's modal host draws the frame
// (backdrop, Escape, focus trap) and sends its closes as requests (the bus's modalDismissed), which
// the drawer answers like its own close button: it slides out first.
import { attach, createEvent, merge, sample } from 'effector';
import { $openModal, CART_DRAWER, modalClosed, modalClosesItself, modalDismissed } from '@vitrina/events';
import { cartOpened, cartStarted } from '../../../entities/cart/index.ts';
import { DRAWER_ANIMATION_MS } from '../../../shared/config/timings.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { waitFx } from '../../../shared/lib/wait.ts';

export type DrawerPhase = 'closed' | 'opening' | 'open' | 'closing';

export const $drawerPhase = cartUnits.store<DrawerPhase>('drawer/phase', 'closed', { serialize: 'ignore' });
/** The drawer's own close: it slides out first. */
export const drawerCloseRequested = createEvent();

const slideInFx = attach({ effect: waitFx, mapParams: () => DRAWER_ANIMATION_MS });
const slideOutFx = attach({ effect: waitFx, mapParams: () => DRAWER_ANIMATION_MS });

// The header's link may open it before this remote's code arrived: then it shows from the start.
const shown = merge([
  sample({ clock: $openModal.updates, filter: (id) => id === CART_DRAWER }),
  sample({ clock: cartStarted, source: $openModal, filter: (id) => id === CART_DRAWER }),
]);
// Another window took the bus's one place: gone at once.
const gone = sample({
  clock: $openModal.updates,
  source: $drawerPhase,
  filter: (phase, id) => id !== CART_DRAWER && phase !== 'closed',
});
sample({ clock: cartStarted, fn: () => CART_DRAWER, target: modalClosesItself });
const dismissed = sample({ clock: modalDismissed, source: $openModal, filter: (id) => id === CART_DRAWER });
// Not shown yet (its code is still starting): nothing to animate, it closes at once.
sample({
  clock: dismissed,
  source: $drawerPhase,
  filter: (phase) => phase === 'closed',
  fn: () => undefined,
  target: modalClosed,
});
const closing = sample({
  clock: [drawerCloseRequested, dismissed],
  source: $drawerPhase,
  filter: (phase) => phase === 'opening' || phase === 'open',
});

$drawerPhase
  .on(shown, () => 'opening')
  .on(slideInFx.done, (phase) => (phase === 'opening' ? 'open' : phase))
  .on(closing, () => 'closing')
  .on(gone, () => 'closed');

sample({ clock: shown, fn: () => undefined, target: [slideInFx, cartOpened] });
sample({ clock: closing, fn: () => undefined, target: slideOutFx });
sample({
  clock: slideOutFx.done,
  source: { phase: $drawerPhase, open: $openModal },
  filter: ({ phase, open }) => phase === 'closing' && open === CART_DRAWER,
  fn: () => undefined,
  target: modalClosed,
});
