export { Kept, KeptCollectorProvider } from './keep.tsx';
export type { KeptCollector } from './keep.tsx';
export { pageKeptCollector } from './collect.ts';
export type { PageKeptCollector } from './collect.ts';
