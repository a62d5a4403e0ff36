// Work a shopper is not waiting for runs when the browser is idle (bounded by a timeout), or after
// a delay where the browser has no idle callback; either way it can be cancelled.
import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from '../../src/shared/when-idle.ts';
import type { IdleHost } from '../../src/shared/when-idle.ts';

function fakeHost(withIdle: boolean) {
  const queued: { run: () => void; kind: string; wait?: number; cancelled: boolean }[] = [];
  const host: IdleHost = {
    setTimeout: (run, ms) => queued.push({ run, kind: 'timeout', wait: ms, cancelled: false }) - 1,
    clearTimeout: (handle) => void (queued[handle as unknown as number]!.cancelled = true),
    ...(withIdle
      ? {
          requestIdleCallback: (run, options) =>
            queued.push({ run, kind: 'idle', wait: options?.timeout, cancelled: false }) - 1,
          cancelIdleCallback: (handle) => void (queued[handle]!.cancelled = true),
        }
      : {}),
  };
  return { host, queued };
}

describe('whenIdle', () => {
  it('waits for an idle moment, at most the idle timeout, and not before', () => {
    const { host, queued } = fakeHost(true);
    let ran = 0;
    whenIdle(() => (ran += 1), host);
    expect(ran).toBe(0);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'idle', wait: IDLE_TIMEOUT_MS });
    queued[0]!.run();
    expect(ran).toBe(1);
  });

  it('falls back to a delay without requestIdleCallback', () => {
    const { host, queued } = fakeHost(false);
    whenIdle(() => undefined, host);
    expect(queued[0]).toMatchObject({ kind: 'timeout' });
    expect(queued[0]!.wait).toBeGreaterThan(0);
  });

  it('cancels the wait when the widget goes away first', () => {
    for (const withIdle of [true, false]) {
      const { host, queued } = fakeHost(withIdle);
      whenIdle(() => undefined, host)();
      expect(queued[0]!.cancelled).toBe(true);
    }
  });
});
