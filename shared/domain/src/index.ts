export * from './locale.ts';
export * from './money.ts';
export * from './search-text.ts';
export * from './price-format.ts';
