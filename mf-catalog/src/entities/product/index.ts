// Products as every page shows them: a card, a strip of cards, a price.
export type { Product, ProductCard } from './model/types.ts';
export { Price } from './ui/Price.tsx';
export { ProductCardView, ProductStrip } from './ui/ProductCard.tsx';
