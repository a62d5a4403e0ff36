// Where a cart save's time goes, measured inside the server process: from a request's arrival to
// its answer's last byte ("in the server"), and the cart store's save alone. Set beside the
// latency autocannon sees, they split a request into waiting (the client's queue, the event loop
// busy with other requests), the gateway's own steps, and the store (for Redis, one EVALSHA).
import type { Server } from 'node:http';

import type { CartRecordStore } from '../../gateway/src/cart-sync/cart-record-store.ts';
import { summarise } from './latency.ts';

/** The bench's questions: forget what was timed (before the measured run), or summarise it. */
export type TimingsRequest = { type: 'reset' } | { type: 'report' };
export type TimingsReport = Record<string, ReturnType<typeof summarise> & { count: number }>;

export class Timings {
  private readonly samples = new Map<string, number[]>();

  recorder(label: string): (ms: number) => void {
    return (ms) => {
      let list = this.samples.get(label);
      if (!list) this.samples.set(label, (list = []));
      list.push(ms);
    };
  }

  answer(request: TimingsRequest): TimingsReport {
    const report: TimingsReport = {};
    if (request.type === 'report') {
      for (const [label, list] of this.samples) report[label] = { count: list.length, ...summarise(list) };
    }
    this.samples.clear();
    return report;
  }
}

/** Times every request a server answers, from its arrival to the answer's last byte. */
export function timeRequests(server: Server, record: (ms: number) => void) {
  server.prependListener('request', (_request, response) => {
    const start = performance.now();
    response.once('finish', () => record(performance.now() - start));
  });
}

/** The same store with each save timed (encoding the order and the store's round trip). */
export function timeSaves(store: CartRecordStore, record: (ms: number) => void): CartRecordStore {
  const save = store.save.bind(store);
  store.save = async (...args) => {
    const start = performance.now();
    try {
      return await save(...args);
    } finally {
      record(performance.now() - start);
    }
  };
  return store;
}
