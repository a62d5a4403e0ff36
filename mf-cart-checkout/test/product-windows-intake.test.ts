// The product page's presses reach their windows: a press made before the windows' code arrived
// waits on the bus and is served when they start; each press goes to its own window's model, and
// the window's head shows the product as the catalogue answers it now.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $openModal, $pendingProductWindow, PRODUCT_WINDOWS, productWindowRequested } from '@vitrina/events';
import type { ProductWindowIntent } from '@vitrina/events';
import { $creditSubject } from '../src/features/credit/model/credit-model.ts';
import { oneClick, preOrder } from '../src/features/quick-order/index.ts';
import { $windowProduct, productWindowsStarted } from '../src/widgets/product-windows/model/windows-model.ts';
import { byPath, fakeBackEnd } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';
import { card, catalogue } from './product-windows-support.ts';
import { pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

const shop = () =>
  fakeBackEnd(
    byPath({
      'general/product-filter': catalogue(card(641, { title: 'Bookshelf speaker' }), card(7)),
      'general/credits': () => Response.json([{ product_id: 641, programs: [] }]),
      'calculator/filials': () => Response.json([]),
      'general/stores': () => Response.json([]),
    }),
  );
const paths = (calls: SeenCall[]) => calls.map((call) => call.url.split('?')[0]);

describe('a press on the product page', () => {
  it('is served when the windows start, if it came before their code: the window is told the product and quantity', async () => {
    const calls = shop();
    const waiting: ProductWindowIntent = { productId: 641, window: 'one_click', quantity: 2 };
    const scope = pageScope([
      [$pendingProductWindow, waiting],
      [$openModal, PRODUCT_WINDOWS.one_click],
    ]);
    expect(calls).toEqual([]);
    await allSettled(productWindowsStarted, { scope });
    expect(scope.getState($pendingProductWindow)).toBeNull();
    expect(scope.getState(oneClick.$subject)).toEqual({ productId: 641, quantity: 2 });
    expect(scope.getState($windowProduct)).toMatchObject({ productId: 641, title: 'Bookshelf speaker', price: 600 });
    expect(scope.getState($openModal)).toBe(PRODUCT_WINDOWS.one_click);
    // Started again (a remount), nothing is taken twice.
    await allSettled(productWindowsStarted, { scope });
    expect(paths(calls)).toEqual(['general/product-filter']);
  });

  it('opens its own window at once and goes to that window only', async () => {
    const calls = shop();
    const scope = pageScope();
    await allSettled(productWindowRequested, {
      scope,
      params: { productId: 7, window: 'pre_order', prescription: true },
    });
    expect(scope.getState($openModal)).toBe(PRODUCT_WINDOWS.pre_order);
    expect(scope.getState(preOrder.$subject)).toEqual({ productId: 7, prescription: true });
    expect(scope.getState(oneClick.$subject)).toBeNull();
    expect(scope.getState($pendingProductWindow)).toBeNull();

    await allSettled(productWindowRequested, { scope, params: { productId: 641, window: 'credit' } });
    expect(scope.getState($openModal)).toBe(PRODUCT_WINDOWS.credit);
    expect(scope.getState($creditSubject)).toEqual({ productId: 641 });
    expect(scope.getState($windowProduct)?.productId).toBe(641);

    await allSettled(productWindowRequested, { scope, params: { productId: 641, window: 'store_availability' } });
    expect(scope.getState($openModal)).toBe(PRODUCT_WINDOWS.store_availability);
    expect(paths(calls)).toEqual([
      'general/product-filter',
      'general/product-filter',
      'general/credits',
      'calculator/filials',
      'general/stores',
    ]);
    // The same product's next window keeps the card it has.
    expect(calls.at(-1)!.url).toBe('general/stores?product_ids=641');
  });
});
