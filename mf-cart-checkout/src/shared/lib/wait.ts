// Waiting inside the model: an effect, so a model's timers are units a test can run under fake
// timers (vi.useFakeTimers) or replace in a forked scope, and the model stays declarative.
import { createEffect } from 'effector';

export const waitFx = createEffect(
  (ms: number) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, ms);
    }),
);
