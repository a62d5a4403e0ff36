export * from './locale.ts';
export * from './money.ts';
export * from './search-text.ts';
