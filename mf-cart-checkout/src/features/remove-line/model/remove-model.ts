// Removing a line (remove-item): the data layer hears remove_from_cart with the line's units.
import { createEvent, sample } from 'effector';
import { $cart, findLine, trackedChange, trackedRemoveFx } from '../../../entities/cart/index.ts';
import type { TrackedChange } from '../../../entities/cart/index.ts';

export const lineRemoved = createEvent<number>();

const removal = sample({
  clock: lineRemoved,
  source: $cart,
  fn: (cart, productId) =>
    trackedChange(cart, productId, findLine(cart?.products, productId)?.count ?? 0, 'remove_from_cart'),
});
sample({
  clock: removal,
  filter: (change): change is TrackedChange => change !== null,
  target: trackedRemoveFx,
});
