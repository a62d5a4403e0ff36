// The cart's rules, one home for the API's server cart, the gateway and the cart remote:
// quantities, sums, the local (guest) cart, the quote cart and the bulk order's text. Pure
// functions over plain data.
export * from './quantity.ts';
export * from './money.ts';
export * from './local-cart.ts';
export * from './normalise-local-cart.ts';
export * from './local-cart-edit.ts';
export * from './merge-carts.ts';
export * from './quote-cart.ts';
export * from './bulk-order.ts';
