// Adding to the cart: the bus's buy intent (add-item, the notice, the associated products or the
// drawer), the "adding" flag, and the associated-products window with its own add buttons.
export { $associated, $fetching, addFromShopFx } from './model/add-model.ts';
export { addedNotice } from './model/notice-model.ts';
export type { AddedNotice } from './model/notice-model.ts';
export { offerAdded } from './model/offer-model.ts';
export { AssociatedModal } from './ui/AssociatedModal.tsx';
