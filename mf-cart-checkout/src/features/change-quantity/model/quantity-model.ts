// The quantity of a line (spec, section 4): more and fewer move by the product's multiplicity, a
// typed count becomes the add or the reduction that reaches it, and 0 removes the line. The server
// answers the whole cart, which the entity puts in place.
import { createEvent, merge, sample } from 'effector';
import { $cart, trackedAddFx, trackedReduceFx, trackedRemoveFx } from '../../../entities/cart/index.ts';
import { planStep, planTyped } from '../lib/plan-change.ts';
import type { Planned, PlannedCall } from '../lib/plan-change.ts';

export const quantityIncreased = createEvent<number>();
export const quantityDecreased = createEvent<number>();
export const quantityTyped = createEvent<{ productId: number; typed: number }>();

const plans = merge([
  sample({ clock: quantityIncreased, source: $cart, fn: (cart, productId) => planStep(cart, productId, 'add') }),
  sample({ clock: quantityDecreased, source: $cart, fn: (cart, productId) => planStep(cart, productId, 'reduce') }),
  sample({
    clock: quantityTyped,
    source: $cart,
    fn: (cart, { productId, typed }) => planTyped(cart, productId, typed),
  }),
]);

const callIs =
  (call: PlannedCall) =>
  (plan: Planned | null): plan is Planned =>
    plan?.call === call;

sample({ clock: plans, filter: callIs('add'), fn: (plan) => plan.change, target: trackedAddFx });
sample({ clock: plans, filter: callIs('reduce'), fn: (plan) => plan.change, target: trackedReduceFx });
sample({ clock: plans, filter: callIs('remove'), fn: (plan) => plan.change, target: trackedRemoveFx });
