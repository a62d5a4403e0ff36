// The stores window (spec: store-availability modal, map modal for shops): the shop's stores with
// whether the product can be picked up in each, as the server says, and the moment they were asked
// (today's hours are read at it; an effect, so a test sets the clock).
import { attach, createEffect, createEvent, sample } from 'effector';
import type { StoreList } from '@vitrina/contract';
import { cartUnits } from '../../../shared/lib/units.ts';
import { loadStoresFx } from '../api/stores-api.ts';

export type StoresLoad = 'loading' | 'ready' | 'failed';

export const storesOpened = createEvent<{ productId: number }>();
export const storesRetried = createEvent();

const loadFx = attach({ effect: loadStoresFx });
export const nowFx = createEffect(() => Date.now());

const store = <T>(key: string, initial: T) => cartUnits.store<T>(`stores/${key}`, initial, { serialize: 'ignore' });
export const $storesProduct = store<number | null>('product', null).on(storesOpened, (_, { productId }) => productId);
export const $stores = store<StoreList>('list', []);
export const $storesLoad = store<StoresLoad>('load', 'loading');
/** When the list was asked (ms): the stores' "today". */
export const $storesAskedAt = store('asked-at', 0).on(nowFx.doneData, (_, now) => now);

const retried = sample({
  clock: storesRetried,
  source: $storesProduct,
  filter: Boolean,
  fn: (productId) => ({ productId }),
});
sample({ clock: [storesOpened, retried], fn: ({ productId }) => productId, target: loadFx });
sample({ clock: [storesOpened, retried], fn: () => undefined, target: nowFx });

/** The answer for the product the window shows now. */
const loaded = sample({
  clock: loadFx.done,
  source: $storesProduct,
  filter: (productId, { params }) => productId === params,
  fn: (_, { result }) => result,
});
$stores.on(loaded, (_, list) => list).reset(storesOpened);
$storesLoad
  .on(loadFx, () => 'loading')
  .on(loaded, () => 'ready')
  .on(loadFx.fail, () => 'failed');

/** Whether the product can be picked up in a store; undefined: the server did not say. */
export const pickupOf = (store: StoreList[number], productId: number | null) =>
  store.pickup?.find((entry) => entry.product_id === productId)?.available;
