export * from './locale.ts';
export * from './money.ts';
export * from './search-text.ts';
export * from './price-format.ts';
export * from './guest.ts';
export * from './structured-data.ts';
export * from './cart/index.ts';
export * from './delivery/index.ts';
