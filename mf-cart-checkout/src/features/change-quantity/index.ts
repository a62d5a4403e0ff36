// A line's quantity: more, fewer and a typed count, by the domain's quantity rules.
export { quantityDecreased, quantityIncreased, quantityTyped } from './model/quantity-model.ts';
export { quantityChange, readTypedCount } from './lib/quantity-change.ts';
export type { QuantityChange } from './lib/quantity-change.ts';
export { QuantityControl } from './ui/QuantityControl.tsx';
