// The server's cart: its data and load, the edit calls, the validation and prescription
// confirmations, the local copy and header count, and the views of a line and of the sums.
export {
  $cart,
  $cartLoad,
  cartEdited,
  cartLoaded,
  cartOpened,
  cartRefreshRequested,
  cartReplaced,
  cartReset,
} from './model/cart-model.ts';
export type { CartEdit, CartLoad } from './model/cart-model.ts';
export { $cartErrors, $cartValid, $prescriptionConfirmed, prescriptionConfirmationSet } from './model/validation.ts';
export { cartStarted } from './model/mirror-model.ts';
export { refusalTextKey } from './model/edit-refusals.ts';
export {
  addItemFx,
  applyPromoFx,
  bulkAddFx,
  fetchCartFx,
  loadAssociatedFx,
  reduceItemFx,
  removeItemsFx,
  setLoyaltyFx,
  validateCartFx,
} from './api/cart-api.ts';
export type { LineChange, ProductCard } from './api/cart-api.ts';
export { CART_STORAGE_KEY, countOf, mirrorOf, storedCount } from './lib/mirror.ts';
export { dataLayerItem, findLine, lineProblems, LINE_PROBLEMS } from './lib/line-data.ts';
export type { LineProblem } from './lib/line-data.ts';
export { CartLine } from './ui/CartLine.tsx';
export type { CartLineProps } from './ui/CartLine.tsx';
export { CartLines } from './ui/CartLines.tsx';
export type { CartLinesProps } from './ui/CartLines.tsx';
export { CartTotals } from './ui/CartTotals.tsx';
export { trackedAddFx, trackedChange, trackedReduceFx, trackedRemoveFx } from './model/tracked-edits.ts';
export type { TrackedChange } from './model/tracked-edits.ts';
export { cartViewState } from './lib/view-state.ts';
