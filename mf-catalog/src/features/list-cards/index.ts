// The cards of the guest's lists (favourites, recently viewed, compare), asked for by id: every
// list on a page shares one batched call. A slice of its own so only the lists' pages carry it.
export { useCardsOf } from './api/use-cards-of.ts';
export type { CardsState } from './api/use-cards-of.ts';
