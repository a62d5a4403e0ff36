// Product cards by id for many widgets at once (favourites, recently viewed, compare): requests
// made within one 200 ms window become one general/product-filter?ids= call (up to 100 ids a call;
// more are split), and each widget gets the cards of its own ids. The call is the bus's apiGetFx
// in the page's scope, so it carries that scope's language and headers like every other call.
import { scopeBind } from 'effector';
import type { Scope } from 'effector';
import { apiGetFx } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import type { ProductCard } from '../../../entities/product/index.ts';

export const BATCH_WINDOW_MS = 200;
/** The call answers at most 100 cards a page, so at most 100 ids go in one call. */
const MAX_IDS_PER_CALL = 100;

export type LoadCards = (ids: number[]) => Promise<ProductCard[]>;
export type CardsOf = (ids: readonly number[]) => Promise<ProductCard[]>;

interface Waiter {
  ids: readonly number[];
  resolve: (cards: ProductCard[]) => void;
  reject: (error: unknown) => void;
}

export function createProductBatcher(load: LoadCards, windowMs = BATCH_WINDOW_MS): CardsOf {
  let waiters: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function flush(batch: Waiter[]) {
    const ids = [...new Set(batch.flatMap((waiter) => waiter.ids))].sort((a, b) => a - b);
    const chunks = Array.from({ length: Math.ceil(ids.length / MAX_IDS_PER_CALL) }, (_, i) =>
      ids.slice(i * MAX_IDS_PER_CALL, (i + 1) * MAX_IDS_PER_CALL),
    );
    try {
      const cards = (await Promise.all(chunks.map(load))).flat();
      const byId = new Map(cards.map((card) => [card.productId, card]));
      for (const waiter of batch) waiter.resolve(waiter.ids.flatMap((id) => byId.get(id) ?? []));
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }

  /** The cards of these ids (missing or inactive products are left out), in the order of `ids`. */
  return function cardsOf(ids: readonly number[]): Promise<ProductCard[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      waiters.push({ ids, resolve, reject });
      timer ??= setTimeout(() => {
        const batch = waiters;
        waiters = [];
        timer = null;
        void flush(batch);
      }, windowMs);
    });
  };
}

export const cardsRequest = (ids: number[]): ApiGet => ({
  path: 'general/product-filter',
  query: { ids: ids.join(','), pagination: MAX_IDS_PER_CALL },
});

const loadThrough =
  (get: (request: ApiGet) => Promise<unknown>): LoadCards =>
  async (ids) =>
    ((await get(cardsRequest(ids))) as { products: ProductCard[] }).products;

/** One batcher per scope: widgets of one page share its calls, and two scopes never mix theirs. */
const batchers = new WeakMap<Scope, CardsOf>();
let unscoped: CardsOf | null = null;

export function cardsBatcherFor(scope: Scope | null): CardsOf {
  // Outside a scope (a page rendered without the shell's Provider) the calls run unscoped.
  if (!scope) return (unscoped ??= createProductBatcher(loadThrough(apiGetFx)));
  let batcher = batchers.get(scope);
  if (!batcher) {
    batcher = createProductBatcher(loadThrough(scopeBind(apiGetFx, { scope })));
    batchers.set(scope, batcher);
  }
  return batcher;
}
