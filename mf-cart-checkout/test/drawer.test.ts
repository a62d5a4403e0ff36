// The cart drawer (spec, section 4): opening sets it open and animating in (and loads the cart);
// its own close and the shell frame's (Escape, the backdrop) animate out and hide it only after
// 300 ms; another window, or a close by code, hides it at once.
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $openModal, CART_DRAWER, LOGIN_MODAL, modalClosed, modalDismissed, modalOpened } from '@vitrina/events';
import { $cart, cartStarted } from '../src/entities/cart/index.ts';
import { DRAWER_ANIMATION_MS } from '../src/shared/config/timings.ts';
import { $drawerPhase, drawerCloseRequested } from '../src/widgets/cart-drawer/index.ts';
import { byPath, cart, fakeBackEnd, line } from './fake-back-end.ts';
import { pageScope } from './scope.ts';

beforeEach(() => {
  vi.useFakeTimers();
  fakeBackEnd(
    byPath({
      'general/cart/fetch-all': () => Response.json([cart([line(1)])]),
      'general/cart/validate-products': () => Response.json({ valid: true }),
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openedDrawer(started = false) {
  const scope = pageScope([], 'real');
  // The widget on the page (it registers the drawer as a window that animates out).
  if (started) await allSettled(cartStarted, { scope });
  const opening = allSettled(modalOpened, { scope, params: CART_DRAWER });
  expect(scope.getState($drawerPhase)).toBe('opening');
  await vi.advanceTimersByTimeAsync(DRAWER_ANIMATION_MS);
  await opening;
  return scope;
}

describe('the cart drawer', () => {
  it('opens animating in, is open after the animation, and loads the cart', async () => {
    const scope = await openedDrawer();
    expect(scope.getState($drawerPhase)).toBe('open');
    expect(scope.getState($cart)?.products).toHaveLength(1);
  });

  it("opens animating in when the header's link opened it before the remote's code arrived", async () => {
    const scope = pageScope([[$openModal, CART_DRAWER]], 'real');
    const starting = allSettled(cartStarted, { scope });
    expect(scope.getState($drawerPhase)).toBe('opening');
    await vi.advanceTimersByTimeAsync(DRAWER_ANIMATION_MS);
    await starting;
    expect(scope.getState($drawerPhase)).toBe('open');
  });

  it('closes by its own button only after animating out for 300 ms', async () => {
    const scope = await openedDrawer();
    const closing = allSettled(drawerCloseRequested, { scope });
    expect(scope.getState($drawerPhase)).toBe('closing');
    await vi.advanceTimersByTimeAsync(DRAWER_ANIMATION_MS - 1);
    expect(scope.getState($openModal)).toBe(CART_DRAWER);
    await vi.advanceTimersByTimeAsync(1);
    await closing;
    expect(scope.getState($openModal)).toBeNull();
    expect(scope.getState($drawerPhase)).toBe('closed');
  });

  it("animates out for 300 ms when the shell's frame is asked to close it (Escape, the backdrop)", async () => {
    const scope = await openedDrawer(true);
    const closing = allSettled(modalDismissed, { scope });
    expect(scope.getState($drawerPhase)).toBe('closing');
    await vi.advanceTimersByTimeAsync(DRAWER_ANIMATION_MS - 1);
    expect(scope.getState($openModal)).toBe(CART_DRAWER);
    await vi.advanceTimersByTimeAsync(1);
    await closing;
    expect(scope.getState($openModal)).toBeNull();
  });

  it('leaves other windows to close at once when the frame is asked to close them', async () => {
    const scope = pageScope([], 'real');
    await allSettled(cartStarted, { scope });
    await allSettled(modalOpened, { scope, params: LOGIN_MODAL });
    await allSettled(modalDismissed, { scope });
    expect(scope.getState($openModal)).toBeNull();
  });

  it('is gone at once when code closes it or another window opens', async () => {
    const scope = await openedDrawer();
    await allSettled(modalClosed, { scope });
    expect(scope.getState($drawerPhase)).toBe('closed');
    const again = await openedDrawer();
    await allSettled(modalOpened, { scope: again, params: LOGIN_MODAL });
    expect(again.getState($drawerPhase)).toBe('closed');
  });

  it('does not close another window when its animation ends after that window took the place', async () => {
    const scope = await openedDrawer();
    const closing = allSettled(drawerCloseRequested, { scope });
    // Settles only with the close's own timer, so the timers run before it is awaited.
    const other = allSettled(modalOpened, { scope, params: LOGIN_MODAL });
    await vi.advanceTimersByTimeAsync(DRAWER_ANIMATION_MS);
    await Promise.all([closing, other]);
    expect(scope.getState($openModal)).toBe(LOGIN_MODAL);
  });
});
