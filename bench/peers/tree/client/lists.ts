// The shopper's cart, favourites and compare lists, kept in the browser: the server renders them
// empty and the header's counts follow them once the page is interactive.
import { useSyncExternalStore } from 'react';

export type ListName = 'cart' | 'favorites' | 'compare';
const KEY = 'peer-lists';
const listeners = new Set<() => void>();

function read(): Record<ListName, number[]> {
  try {
    return { cart: [], favorites: [], compare: [], ...JSON.parse(localStorage.getItem(KEY) ?? '{}') };
  } catch {
    return { cart: [], favorites: [], compare: [] };
  }
}

export function addTo(list: ListName, productId: number) {
  const lists = read();
  if (!lists[list].includes(productId)) lists[list].push(productId);
  localStorage.setItem(KEY, JSON.stringify(lists));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useListCount(list: ListName): number {
  return useSyncExternalStore(
    subscribe,
    () => read()[list].length,
    () => 0,
  );
}
