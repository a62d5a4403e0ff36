// What a shopper does with a product: buy it (at least its multiplicity), keep it among
// favourites, compare it. Each is an intent on the bus; the cart and the lists own the rest.
export { BuyBox } from './ui/BuyBox.tsx';
export { CardBuyButton } from './ui/CardBuyButton.tsx';
export { buyPressed, quotePressed } from './model/buy-model.ts';
export type { BuyPress } from './model/buy-model.ts';
export type { BuyBoxProps } from './ui/BuyBox.tsx';
