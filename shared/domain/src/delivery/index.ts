// Delivery's rules, one home for the API, the gateway and the checkout: the regions and localities
// delivered to, which delivery type a region allows, and the delivery price of an order.
export * from './regions.ts';
export * from './delivery-type.ts';
export * from './delivery-price.ts';
export * from './slots.ts';
