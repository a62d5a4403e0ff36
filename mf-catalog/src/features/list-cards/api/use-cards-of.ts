import { useEffect, useState } from 'react';
import { useProvidedScope } from 'effector-react';
import type { ProductCard } from '../../../entities/product/index.ts';
import { cardsBatcherFor } from './cards-by-id.ts';

export type CardsState = { status: 'loading' | 'failed' | 'ready'; products: ProductCard[] };

/**
 * The cards of a list of ids, in the list's order, through the page scope's batcher (browser only:
 * the lists live in browser storage). A new list of ids asks again; an empty one asks nothing.
 */
export function useCardsOf(ids: readonly number[]): CardsState {
  const scope = useProvidedScope();
  const key = ids.join(',');
  const [state, setState] = useState<CardsState>({ status: ids.length ? 'loading' : 'ready', products: [] });
  useEffect(() => {
    let live = true;
    // The key is the ids' identity: a new array with the same ids asks nothing again.
    const wanted = key === '' ? [] : key.split(',').map(Number);
    if (wanted.length === 0) {
      setState({ status: 'ready', products: [] });
      return;
    }
    setState((previous) => ({ ...previous, status: 'loading' }));
    cardsBatcherFor(scope)(wanted).then(
      (products) => live && setState({ status: 'ready', products }),
      () => live && setState({ status: 'failed', products: [] }),
    );
    return () => {
      live = false;
    };
  }, [key, scope]);
  return state;
}
