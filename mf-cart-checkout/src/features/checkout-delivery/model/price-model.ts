// The delivery the form shows and its price, the server's only (general/delivery-price, priced on
// the cart the server holds). A price belongs to a key: the choice (method, region, locality, type)
// and the cart it was asked for (its lines, goods total and promo), so a changed choice or cart asks
// again and an answer to an older key is never shown as the current one. The server's render asks
// once, after the shop's stores and the cart are in; the browser keeps it current from then on.
import { attach, combine, createEvent, sample } from 'effector';
import type { Cart, DeliveryPrice } from '@vitrina/contract';
import { $siteSettings } from '@vitrina/events';
import { $cart } from '../../../entities/cart/index.ts';
import { $draft } from '../../../entities/checkout-draft/index.ts';
import { $stores, priceDeliveryFx } from '../../../entities/delivery/index.ts';
import type { DeliveryChoice } from '../../../entities/delivery/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { deliveryChoiceOf, deliveryMethodsOf, effectiveMethod } from '../lib/delivery-methods.ts';

export const $deliveryMethods = combine($siteSettings, $stores, (settings, stores) =>
  deliveryMethodsOf(settings?.delivery_methods, stores.length),
);
export const $deliveryMethod = combine($draft, $deliveryMethods, (draft, offered) =>
  effectiveMethod(draft.method, offered),
);
export const $deliveryChoice = combine($draft, $deliveryMethod, deliveryChoiceOf);

/** What the server prices a delivery on: the cart's lines, goods total and promo. */
const cartKey = (cart: Cart) =>
  `${cart.products.map((line) => `${line.product_id}x${line.count}`).join(',')}|${cart.total_price}|${cart.promo_code ?? ''}`;

/** null while there is nothing to price (no method yet, no cart, an empty cart). */
const $priceKey = combine($deliveryChoice, $cart, (choice, cart) =>
  choice && cart && cart.products.length > 0 ? `${JSON.stringify(choice)}#${cartKey(cart)}` : null,
);

interface PriceAsk {
  key: string;
  choice: DeliveryChoice;
}

const askPriceFx = attach({ effect: priceDeliveryFx, mapParams: ({ choice }: PriceAsk) => choice });

/** The last price answered, with the key it was asked for. */
const $priced = cartUnits.store<{ key: string; price: DeliveryPrice } | null>('checkout/delivery-price', null);
const $asked = cartUnits.store<string | null>('checkout/delivery-price-asked', null, { serialize: 'ignore' });
const $failed = cartUnits.store<string | null>('checkout/delivery-price-failed', null, { serialize: 'ignore' });

/** Ask now for the current choice (the server's render; the page's retry). */
export const deliveryPriceRequested = createEvent();
/** In the browser: from now on every change of the choice or the cart asks again. */
export const deliveryWatched = createEvent();
export const deliveryUnwatched = createEvent();
export const $watching = cartUnits.store('checkout/delivery-watching', false, { serialize: 'ignore' });
$watching.on(deliveryWatched, () => true).reset(deliveryUnwatched);

const changed = sample({ clock: $priceKey.updates, filter: $watching });
sample({
  clock: [deliveryPriceRequested, deliveryWatched, changed],
  source: { key: $priceKey, choice: $deliveryChoice, priced: $priced, asked: $asked },
  filter: ({ key, choice, priced, asked }) => key !== null && choice !== null && priced?.key !== key && asked !== key,
  fn: ({ key, choice }) => ({ key: key!, choice: choice! }),
  target: askPriceFx,
});

$asked
  .on(askPriceFx, (_, { key }) => key)
  .on(askPriceFx.finally, (asked, { params }) => (asked === params.key ? null : asked));
// An answer to a key that is no longer the current one (the shopper chose again meanwhile) is dropped.
sample({
  clock: askPriceFx.done,
  source: $priceKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { params, result }) => ({ key: params.key, price: result }),
  target: $priced,
});
$failed.on(askPriceFx.fail, (_, { params }) => params.key).reset(askPriceFx.done);

/** The price of the current choice and cart; null while it is asked or could not be. */
export const $deliveryPrice = combine($priced, $priceKey, (priced, key) =>
  priced !== null && priced.key === key ? priced.price : null,
);
/** The current choice could not be priced (the page offers to ask again). */
export const $deliveryPriceFailed = combine($failed, $priceKey, (failed, key) => key !== null && failed === key);
