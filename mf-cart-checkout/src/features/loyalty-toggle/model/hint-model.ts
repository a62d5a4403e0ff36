// The loyalty box's tooltip (spec 4: a tooltip hides after 8 s): shown for one line at a time by its
// "?" button, hidden by the button again, by Escape, or by itself 8 s after it was shown. A later
// show restarts the 8 s: each show has a number, and only its own timer may hide it.
import { attach, createEvent, sample } from 'effector';
import { TOOLTIP_MS } from '../../../shared/config/timings.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { waitFx } from '../../../shared/lib/wait.ts';

/** The product whose line shows the tooltip, or null. */
export const $loyaltyHint = cartUnits.store<number | null>('loyalty/hint', null, { serialize: 'ignore' });
const $hintShows = cartUnits.store('loyalty/hint-shows', 0, { serialize: 'ignore' });

export const loyaltyHintToggled = createEvent<number>();
export const loyaltyHintHidden = createEvent();

const hideLaterFx = attach({ effect: waitFx, mapParams: (_: number) => TOOLTIP_MS });

// One reading of the open line per press: both branches decide on it, not on the store a branch
// has just changed.
const pressed = sample({
  clock: loyaltyHintToggled,
  source: $loyaltyHint,
  fn: (open, productId) => ({ open, productId }),
});
const shown = sample({
  clock: pressed,
  filter: ({ open, productId }) => open !== productId,
  fn: ({ productId }) => productId,
});
$loyaltyHint.on(shown, (_, productId) => productId);
$hintShows.on(shown, (shows) => shows + 1);
sample({ clock: shown, source: $hintShows, fn: (shows) => shows, target: hideLaterFx });
sample({
  clock: pressed,
  filter: ({ open, productId }) => open === productId,
  fn: () => undefined,
  target: loyaltyHintHidden,
});
sample({
  clock: hideLaterFx.done,
  source: $hintShows,
  filter: (shows, { params }) => shows === params,
  fn: () => undefined,
  target: loyaltyHintHidden,
});
$loyaltyHint.reset(loyaltyHintHidden);
