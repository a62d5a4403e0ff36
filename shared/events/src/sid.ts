import { createStore } from 'effector';
import type { StoreWritable } from 'effector';

/**
 * Stores whose state crosses from server to browser need a stable id (sid). effector's
 * compiler plugins derive it from the file path, and two remotes with the same layout would
 * then collide and overwrite each other's serialized state. Every owner (the shell, the bus,
 * each remote) therefore names its stores explicitly, prefixed by its own name.
 */
export interface UnitFactory {
  readonly owner: string;
  store<T>(key: string, initial: T, options?: { serialize?: 'ignore' }): StoreWritable<T>;
}

export function createUnitFactory(owner: string): UnitFactory {
  if (!/^[a-z][a-z0-9-]*$/.test(owner)) throw new Error(`unit owner "${owner}" must be a lowercase name`);
  const used = new Set<string>();
  return {
    owner,
    store<T>(key: string, initial: T, options?: { serialize?: 'ignore' }) {
      if (used.has(key)) throw new Error(`store "${key}" is declared twice in ${owner}`);
      used.add(key);
      const sid = `${owner}/${key}`;
      return createStore<T>(initial, {
        sid,
        name: sid,
        ...(options?.serialize ? { serialize: 'ignore' as const } : {}),
      });
    },
  };
}
