// Adding one of the associated products from their window: the product goes into the cart and the
// window stays, so the shopper may take another. The data layer hears it once the server took it.
import { attach, createEffect, createEvent, sample } from 'effector';
import { addItemFx } from '../../../entities/cart/index.ts';
import type { ProductCard } from '../../../entities/cart/index.ts';
import { pushCartEvent } from '../../../shared/lib/data-layer.ts';

export const offerAdded = createEvent<ProductCard>();

const addOfferFx = attach({ effect: addItemFx, mapParams: (card: ProductCard) => ({ productId: card.productId }) });

const trackOfferFx = createEffect((card: ProductCard) =>
  pushCartEvent('add_to_cart', card.currency, [
    { item_id: card.code, item_name: card.title, price: card.price, quantity: card.multiplicity },
  ]),
);

sample({ clock: offerAdded, target: addOfferFx });
sample({ clock: addOfferFx.done, fn: ({ params }) => params, target: trackOfferFx });
