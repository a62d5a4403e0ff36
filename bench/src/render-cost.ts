// What one uncached render costs a server, measured cheaply beside each page's Lighthouse runs:
// renders asked for one after another (no load, so no queueing in the figures), the server's CPU per
// render from its process tree in /proc (steady on a shared machine, where wall time is not) and the
// median wall time. bench:pages and bench:peers measure the same under load, with throughput.
import { median } from './latency.ts';
import { fetchPage } from './peer-page.ts';

export interface RenderCost {
  'CPU ms/render': number;
  'render p50 ms': number;
}

/** Renders before the measured ones: the first of a page loads its remote's chunks and is compiled cold. */
const WARM_UP = 3;

/** The page at `url` with a query of its own (the `i`th): the page cache stores none of them. */
export const uncachedUrl = (url: string, i: number) => `${url}${url.includes('?') ? '&' : '?'}bench=${i}`;

/**
 * The cost of `samples` renders, the `i`th of `urlAt(i)`, on the server whose CPU `cpuMs` reads;
 * `headers` go with each request. Any answer but a 200 stops the bench: it would not be this page's cost.
 */
export async function renderCost(
  urlAt: (i: number) => string,
  samples: number,
  cpuMs: () => number,
  headers: Record<string, string> = {},
): Promise<RenderCost> {
  const render = async (i: number) => {
    const page = await fetchPage(urlAt(i), headers);
    if (page.status !== 200) throw new Error(`${urlAt(i)} answered ${page.status}`);
  };
  for (let i = 0; i < WARM_UP; i++) await render(i);
  const times: number[] = [];
  const before = cpuMs();
  for (let i = WARM_UP; i < WARM_UP + samples; i++) {
    const started = performance.now();
    await render(i);
    times.push(performance.now() - started);
  }
  return {
    'CPU ms/render': Number(((cpuMs() - before) / samples).toFixed(1)),
    'render p50 ms': Number(median(times).toFixed(1)),
  };
}
