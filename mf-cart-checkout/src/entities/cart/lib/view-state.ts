// What a view of the cart shows: its lines once the server answered, the empty state for a cart
// without products, the error (with retry) after a failed load, else the loading note.
import type { Cart } from '@vitrina/contract';
import type { ViewState } from '@vitrina/ui';
import type { CartLoad } from '../model/cart-model.ts';

export function cartViewState(cart: Cart | null, load: CartLoad): ViewState {
  if (cart) return cart.products.length > 0 ? 'content' : 'empty';
  return load === 'failed' ? 'error' : 'loading';
}
