// The frames hydrate after the page area: when the browser is idle, or at once when the shopper
// reaches for them first, and only once.
import { describe, expect, it } from 'vitest';
import { whenWanted } from '../../src/client/when-wanted.ts';
import type { IdleHost } from '../../src/shared/when-idle.ts';

function idleHost() {
  let idle: (() => void) | null = null;
  let cancelled = false;
  const host: IdleHost = {
    requestIdleCallback: (run) => ((idle = run), 1),
    cancelIdleCallback: () => void (cancelled = true),
    setTimeout: () => 0,
    clearTimeout: () => undefined,
  };
  return { host, goIdle: () => idle?.(), cancelled: () => cancelled };
}

describe('whenWanted', () => {
  it('runs the work when the browser goes idle, once, and stops listening to the areas', () => {
    const { host, goIdle } = idleHost();
    const [top, bottom] = [new EventTarget(), new EventTarget()];
    let runs = 0;
    whenWanted([top, bottom], () => void (runs += 1), host);
    expect(runs).toBe(0);
    goIdle();
    top.dispatchEvent(new Event('pointerdown'));
    expect(runs).toBe(1);
  });

  it('runs it at once when the shopper reaches into an area first (a pointer, a touch, focus or a key), and not again when idle', () => {
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']) {
      const { host, goIdle, cancelled } = idleHost();
      const bottom = new EventTarget();
      let runs = 0;
      whenWanted([new EventTarget(), bottom], () => void (runs += 1), host);
      bottom.dispatchEvent(new Event(type));
      goIdle();
      expect([type, runs, cancelled()]).toEqual([type, 1, true]);
    }
  });
});
