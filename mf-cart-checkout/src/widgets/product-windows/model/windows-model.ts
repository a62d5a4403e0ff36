// The product page's presses (the bus's productWindowRequested, waiting in $pendingProductWindow
// until this code is there): each is taken once, its window's model is told which product (and
// quantity) it is about, the product's card is loaded for the window's head, and a signed-in
// shopper's profile (once a page) for the contact the forms fill in. The press itself opened the
// window's id on the bus. A model, so the hand-off is tested in a forked scope.
import { attach, createEvent, sample } from 'effector';
import { $pendingProductWindow, productWindowTaken } from '@vitrina/events';
import type { ProductWindow, ProductWindowIntent } from '@vitrina/events';
import { loadQuoteCardsFx } from '../../../entities/quote-cart/index.ts';
import type { ProductCard } from '../../../entities/quote-cart/index.ts';
import { shopperRequested } from '../../../entities/shopper/index.ts';
import { creditOpened } from '../../../features/credit/index.ts';
import { firstToKnowOpened } from '../../../features/first-to-know/index.ts';
import { oneClick, preOrder } from '../../../features/quick-order/index.ts';
import { storesOpened } from '../../../features/store-availability/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';

/** The windows' code arrived and is drawn: a press made before then is taken now. */
export const productWindowsStarted = createEvent();

const taken = sample({
  clock: [productWindowsStarted, $pendingProductWindow.updates],
  source: $pendingProductWindow,
  filter: (intent): intent is ProductWindowIntent => intent !== null,
});
sample({ clock: taken, fn: () => undefined, target: [productWindowTaken, shopperRequested] });

const ofWindow = (window: ProductWindow) => (intent: ProductWindowIntent) => intent.window === window;
const subjectOf = ({ productId, quantity, prescription }: ProductWindowIntent) => ({
  productId,
  ...(quantity ? { quantity } : {}),
  ...(prescription ? { prescription } : {}),
});
sample({ clock: taken, filter: ofWindow('one_click'), fn: subjectOf, target: oneClick.opened });
sample({ clock: taken, filter: ofWindow('pre_order'), fn: subjectOf, target: preOrder.opened });
sample({
  clock: taken,
  filter: ofWindow('first_to_know'),
  fn: ({ productId }) => ({ productId }),
  target: firstToKnowOpened,
});
sample({
  clock: taken,
  filter: ofWindow('credit'),
  fn: ({ productId, quantity }) => ({ productId, ...(quantity ? { quantity } : {}) }),
  target: creditOpened,
});
sample({
  clock: taken,
  filter: ofWindow('store_availability'),
  fn: ({ productId }) => ({ productId }),
  target: storesOpened,
});

/** The product the open window is about, as the catalogue answers it now (null until it has). */
export const $windowProduct = cartUnits.store<ProductCard | null>('product-windows/product', null, {
  serialize: 'ignore',
});
const $windowProductId = cartUnits
  .store<number | null>('product-windows/product-id', null, { serialize: 'ignore' })
  .on(taken, (_, { productId }) => productId);
const loadCardFx = attach({ effect: loadQuoteCardsFx, mapParams: (productId: number) => [productId] });
sample({
  clock: taken,
  source: $windowProduct,
  filter: (shown, { productId }) => shown?.productId !== productId,
  fn: (_, { productId }) => productId,
  target: loadCardFx,
});
sample({
  clock: loadCardFx.done,
  source: $windowProductId,
  filter: (current, { params }) => current === params,
  fn: (_, { params, result }) => result.find((card) => card.productId === params) ?? null,
  target: $windowProduct,
});
