import { Suspense, useState } from 'react';
import { useUnit } from 'effector-react';
import { $openModal, $pendingProductWindow, PRODUCT_WINDOWS } from '@vitrina/events';
import { lazyComponent } from '@vitrina/mf-kit/runtime';

const WINDOW_IDS: readonly string[] = Object.values(PRODUCT_WINDOWS);

/** Their code is a chunk of its own: most pages never open one, and the cart widget is on every page. */
const LazyProductWindows = lazyComponent(() => import('./ProductWindows.tsx').then((m) => m.ProductWindows));

/**
 * Loads the product windows the first time one is asked for (a press waits on the bus meanwhile),
 * then keeps them, so their success windows and forms outlive the window that opened them. Its own
 * Suspense, so the cart's drawer beside it never waits for this chunk.
 */
export function ProductWindowsSlot() {
  const [pending, open] = useUnit([$pendingProductWindow, $openModal]);
  const [wanted, setWanted] = useState(false);
  if (!wanted && (pending !== null || (open !== null && WINDOW_IDS.includes(open)))) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyProductWindows />
    </Suspense>
  );
}
