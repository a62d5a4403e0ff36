// The loyalty box's tooltip (spec 4: a tooltip hides after 8 s): one line's at a time, hidden by its
// button, by Escape, or by itself 8 s after the last time it was shown.
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $loyaltyHint, loyaltyHintHidden, loyaltyHintToggled } from '../src/features/loyalty-toggle/index.ts';
import { TOOLTIP_MS } from '../src/shared/config/timings.ts';
import { pageScope } from './scope.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loyalty tooltip', () => {
  it('hides by itself 8 s after it was shown, not before', async () => {
    const scope = pageScope([], 'real');
    const showing = allSettled(loyaltyHintToggled, { scope, params: 7 });
    expect(scope.getState($loyaltyHint)).toBe(7);
    await vi.advanceTimersByTimeAsync(TOOLTIP_MS - 1);
    expect(scope.getState($loyaltyHint)).toBe(7);
    await vi.advanceTimersByTimeAsync(1);
    await showing;
    expect(scope.getState($loyaltyHint)).toBeNull();
  });

  it('counts the 8 s from the last show: an earlier show’s timer does not hide a later one', async () => {
    const scope = pageScope([], 'real');
    const first = allSettled(loyaltyHintToggled, { scope, params: 7 });
    await vi.advanceTimersByTimeAsync(5_000);
    const second = allSettled(loyaltyHintToggled, { scope, params: 9 });
    expect(scope.getState($loyaltyHint)).toBe(9);
    await vi.advanceTimersByTimeAsync(TOOLTIP_MS - 5_000);
    expect(scope.getState($loyaltyHint)).toBe(9);
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all([first, second]);
    expect(scope.getState($loyaltyHint)).toBeNull();
  });

  it('hides at once when its button is pressed again or on Escape', async () => {
    const scope = pageScope([], 'real');
    // Each press settles only with the first show's timer, so the timers run before they are awaited.
    const presses = [allSettled(loyaltyHintToggled, { scope, params: 7 })];
    presses.push(allSettled(loyaltyHintToggled, { scope, params: 7 }));
    expect(scope.getState($loyaltyHint)).toBeNull();
    presses.push(allSettled(loyaltyHintToggled, { scope, params: 7 }));
    expect(scope.getState($loyaltyHint)).toBe(7);
    presses.push(allSettled(loyaltyHintHidden, { scope }));
    expect(scope.getState($loyaltyHint)).toBeNull();
    await vi.advanceTimersByTimeAsync(TOOLTIP_MS);
    await Promise.all(presses);
    expect(scope.getState($loyaltyHint)).toBeNull();
  });
});
