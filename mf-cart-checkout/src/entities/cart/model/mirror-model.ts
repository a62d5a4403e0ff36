// The header's count and the copy of the lines in local storage. The bus's cartChanged carries the
// count after every replacement of the cart; when a page starts, the stored copy gives the count at
// once, and the server's answer corrects it (a page drawn with the cart, the cart page, already has
// the server's count and only refreshes the copy).
import { createEffect, createEvent, sample } from 'effector';
import type { Cart } from '@vitrina/contract';
import { cartChanged } from '@vitrina/events';
import { readStored, writeStored } from '../../../shared/lib/browser-storage.ts';
import { CART_STORAGE_KEY, countOf, mirrorOf, storedCount } from '../lib/mirror.ts';
import { $cart, $cartLoad, cartOpened, cartReplaced } from './cart-model.ts';

/** The cart widget is on the page (in the browser). */
export const cartStarted = createEvent();

const readCountFx = createEffect(() => storedCount(readStored(CART_STORAGE_KEY)));
const writeCopyFx = createEffect((cart: Cart | null) => {
  writeStored(CART_STORAGE_KEY, mirrorOf(readStored(CART_STORAGE_KEY), cart));
});

sample({ clock: cartStarted, source: $cartLoad, filter: (load) => load !== 'ready', target: readCountFx });
sample({ clock: readCountFx.doneData, fn: (count) => ({ count }), target: cartChanged });
sample({
  clock: cartStarted,
  source: { load: $cartLoad, cart: $cart },
  filter: ({ load }) => load === 'ready',
  fn: ({ cart }) => cart,
  target: writeCopyFx,
});
sample({ clock: cartStarted, target: cartOpened });

sample({ clock: cartReplaced, fn: (cart) => ({ count: countOf(cart) }), target: cartChanged });
sample({ clock: cartReplaced, target: writeCopyFx });
