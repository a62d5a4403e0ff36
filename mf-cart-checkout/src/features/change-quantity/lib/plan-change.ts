// From a shopper's action on a line to the tracked call that does it, or null when the cart has no
// such line or nothing changes.
import type { Cart } from '@vitrina/contract';
import { quantityStep } from '@vitrina/domain';
import { findLine, trackedChange } from '../../../entities/cart/index.ts';
import type { TrackedChange } from '../../../entities/cart/index.ts';
import { quantityChange } from './quantity-change.ts';

export type PlannedCall = 'add' | 'reduce' | 'remove';
export interface Planned {
  call: PlannedCall;
  change: TrackedChange;
}

function planned(call: PlannedCall, change: TrackedChange | null): Planned | null {
  return change ? { call, change } : null;
}

/** More or fewer: one step of the product's multiplicity. */
export function planStep(cart: Cart | null, productId: number, direction: 'add' | 'reduce'): Planned | null {
  const line = findLine(cart?.products, productId);
  if (!line) return null;
  const step = quantityStep(line.multiplicity);
  return planned(
    direction,
    trackedChange(cart, productId, step, direction === 'add' ? 'add_to_cart' : 'remove_from_cart'),
  );
}

/** A typed count: the add or reduction that reaches it, or the removal for 0. */
export function planTyped(cart: Cart | null, productId: number, typed: number): Planned | null {
  const line = findLine(cart?.products, productId);
  if (!line) return null;
  const wanted = quantityChange(line.count, typed, line.multiplicity);
  if (wanted.kind === 'none') return null;
  if (wanted.kind === 'remove')
    return planned('remove', trackedChange(cart, productId, line.count, 'remove_from_cart'));
  const event = wanted.kind === 'add' ? 'add_to_cart' : 'remove_from_cart';
  return planned(wanted.kind, trackedChange(cart, productId, wanted.count, event));
}
