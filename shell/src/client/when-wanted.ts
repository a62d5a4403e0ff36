import { whenIdle } from '../shared/when-idle.ts';
import type { IdleHost } from '../shared/when-idle.ts';

/** What a shopper does first with a part of the page: the events that come before a click or a key's effect. */
const FIRST_TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Runs `work` once: when the browser is next idle, or as soon as the shopper reaches into one of
 * `areas`, whichever comes first. The frames hydrate this way: after the page area, off the tasks
 * that block the first interaction, but in time for a click on them (React hydrates a root at once
 * for a click that lands on it while it waits).
 */
export function whenWanted(areas: readonly EventTarget[], work: () => void, host?: IdleHost): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelIdle();
    for (const area of areas) for (const type of FIRST_TOUCHES) area.removeEventListener(type, run, true);
    work();
  };
  const cancelIdle = host ? whenIdle(run, host) : whenIdle(run);
  for (const area of areas) for (const type of FIRST_TOUCHES) area.addEventListener(type, run, true);
}
