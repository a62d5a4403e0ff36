// Bounded waits: every wait of a page ends at its deadline, whatever the work it waits on does.
export class TimeoutError extends Error {}

/** Rejects after `ms`: a slow remote must not hold the page (its area falls back instead). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The work's answer, or a rejection as soon as the caller's signal fires. The work itself goes
 * on: it is shared by other callers (one site lookup or frame load for many pages).
 */
export function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new TimeoutError('the page budget ran out'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
