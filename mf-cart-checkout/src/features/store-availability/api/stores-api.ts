// The shop's stores with whether the product can be picked up in each (general/stores, public).
import type { StoreList } from '@vitrina/contract';
import { cartEffect } from '../../../shared/api/cart-call.ts';

export type Store = StoreList[number];

export const loadStoresFx = cartEffect<number, StoreList>((productId) => ({
  method: 'GET',
  path: 'general/stores',
  query: { product_ids: productId },
}));
