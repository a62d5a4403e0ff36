// Spec, sections 4 and 9: the personal and company forms' loading flags stay on 3 s after a save
// (the shopper sees the save land, and a second press cannot send it again). One home for the time.
import { createEffect } from 'effector';

export const FORM_HOLD_MS = 3_000;

/**
 * A wait of `ms`, an effect of its own for each form (a shared one would end every form's hold at
 * once). A test puts its own handler on it, so nothing waits for a real clock.
 */
export const createHoldFx = () =>
  createEffect(
    (ms: number) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, ms);
      }),
  );
