// What the order will cost: spec 9's "final price" rule from @vitrina/domain over the cart's goods
// (the server's total_price, the promo's discount already off) and the server's price of the chosen
// delivery; the rule the order itself is priced with. Null until the delivery is priced. The sums
// and the credit's payments read this one total.
import { combine } from 'effector';
import { finalTotalMinor, toMajor, toMinor } from '@vitrina/domain';
import { $cart } from '../../../entities/cart/index.ts';
import { $deliveryPrice } from '../../../features/checkout-delivery/index.ts';

export const $orderTotal = combine($cart, $deliveryPrice, (cart, price) =>
  cart === null || price === null
    ? null
    : toMajor(
        finalTotalMinor({
          goodsMinor: toMinor(cart.total_price),
          deliveryMinor: toMinor(price.price),
          discountMinor: 0,
        }),
      ),
);
