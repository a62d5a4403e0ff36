export * from './bus.ts';
export * from './sid.ts';
export * from './api.ts';
