// Product cards by id for many widgets at once (favourites, recently viewed, compare): requests
// made within one 200 ms window become one general/product-filter?ids= call (up to 100 ids a call;
// more are split), and each widget gets the cards of its own ids.
import type { ProductCard } from '../ui/ProductCard.tsx';

export const BATCH_WINDOW_MS = 200;
/** The call answers at most 100 cards a page, so at most 100 ids go in one call. */
const MAX_IDS_PER_CALL = 100;

type LoadCards = (ids: number[]) => Promise<ProductCard[]>;

interface Waiter {
  ids: readonly number[];
  resolve: (cards: ProductCard[]) => void;
  reject: (error: unknown) => void;
}

export function createProductBatcher(load: LoadCards, windowMs = BATCH_WINDOW_MS) {
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

/** The browser's batcher, through the gateway's same-origin proxy. */
export const cardsOf = createProductBatcher(async (ids) => {
  const res = await fetch(`/api/general/product-filter?ids=${ids.join(',')}&pagination=${MAX_IDS_PER_CALL}`, {
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`product-filter answered ${res.status}`);
  return ((await res.json()) as { products: ProductCard[] }).products;
});
