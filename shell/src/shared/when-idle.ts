/** What `whenIdle` needs of the browser's window (a test passes its own). */
export interface IdleHost {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/** Longest wait: a page that never goes idle still gets the work done. */
export const IDLE_TIMEOUT_MS = 4000;
/** Where requestIdleCallback is missing (Safari), a delay that lands after hydration. */
const NO_IDLE_CALLBACK_DELAY_MS = 1500;

/**
 * Runs `work` once the browser has nothing more urgent to do (after the page has hydrated and
 * become interactive), and returns a cancel function. For work a shopper does not wait for, so it
 * never lengthens the tasks that block the first interaction.
 */
export function whenIdle(work: () => void, host: IdleHost = window as unknown as IdleHost): () => void {
  if (host.requestIdleCallback && host.cancelIdleCallback) {
    const handle = host.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => host.cancelIdleCallback!(handle);
  }
  const handle = host.setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
  return () => host.clearTimeout(handle as never);
}
