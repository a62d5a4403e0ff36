export * from './singletons.ts';
export * from './remotes.ts';
export type * from './remote-module.ts';
export { remoteTexts } from './remote-texts.ts';
export * from './mounts.ts';
