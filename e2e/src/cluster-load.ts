// Virtual shoppers for the cluster's fault and soak runs: a fixed number of them, each browsing the
// shop's pages (cached and uncached) through the balancer and, every few pages, checking out as a
// guest (two products into the server cart, then an order with an Idempotency-Key, retried until
// it is answered). Every request is bounded in time and the whole run in count; each answer is
// kept with its time, so a fault's effect can be read off the samples taken while it lasted.
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';

export interface Sample {
  /** When it was sent, ms since the load started. */
  at: number;
  ms: number;
  kind: 'page' | 'cart' | 'order';
  /** 0: no answer (connection refused or reset, timeout). */
  status: number;
}

export interface Checkout {
  guest: string;
  key: string;
  /** The order's number once an answer said it was made. */
  orderId: number | null;
  attempts: number;
}

export interface LoadOptions {
  /** The balancer's URL. */
  base: string;
  /** The shop's Host (brand.localhost:port). */
  host: string;
  shoppers: number;
  products: number[];
  storeId: number;
  /** Pages each shopper browses between two checkouts. */
  pagesPerCheckout?: number;
  /** Upper bound on all requests of the run. */
  maxRequests: number;
  /** A pause after each page, so the load is a steady rate below capacity (the soak); 0: flat out. */
  thinkMs?: number;
  requestTimeoutMs?: number;
}

/** Cached (same path each time) and uncached (a query) pages of the shop. */
const PAGES = ['/ro', '/ro/about', '/ro/contacts', '/ro/articles', '/ro/faq', '/ro/search?query=vit'];

export interface Answer {
  status: number;
  body: string;
}

export function send(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: init.method ?? 'GET',
        headers: init.headers,
        timeout: init.timeoutMs ?? 10_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(init.body);
  });
}

export class ShopperLoad {
  readonly samples: Sample[] = [];
  readonly checkouts: Checkout[] = [];
  /** Orders being sent right now (a fault "mid-checkout" waits for one). */
  ordersInFlight = 0;
  private readonly started = performance.now();
  private running = false;
  private loops: Promise<void>[] = [];
  private sent = 0;

  constructor(private readonly options: LoadOptions) {}

  now(): number {
    return performance.now() - this.started;
  }

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: this.options.shoppers }, (_, i) => this.shopper(i));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Resolves once an order is being sent (bounded: false after `ms`). */
  async orderInFlight(ms = 20_000): Promise<boolean> {
    const until = this.now() + ms;
    while (this.now() < until && this.running) {
      if (this.ordersInFlight > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return false;
  }

  private get more(): boolean {
    return this.running && this.sent < this.options.maxRequests;
  }

  private async timed(kind: Sample['kind'], path: string, init: Parameters<typeof send>[2]): Promise<Answer> {
    this.sent += 1;
    const at = this.now();
    const answer = await send(this.options.base, path, { timeoutMs: this.options.requestTimeoutMs ?? 10_000, ...init });
    this.samples.push({ at, ms: this.now() - at, kind, status: answer.status });
    return answer;
  }

  private async shopper(index: number): Promise<void> {
    const every = this.options.pagesPerCheckout ?? 4;
    for (let turn = 0; this.more; turn += 1) {
      const path = PAGES[(index + turn) % PAGES.length]!;
      await this.timed('page', path, { headers: { host: this.options.host } });
      if (turn % every === every - 1 && this.more) await this.checkout(index, turn);
      if (this.options.thinkMs) await new Promise((resolve) => setTimeout(resolve, this.options.thinkMs));
    }
  }

  /** A guest's checkout, retried as a shopper would until it is answered (bounded). */
  private async checkout(index: number, turn: number): Promise<void> {
    const guest = randomBytes(18).toString('base64url');
    const headers = {
      host: this.options.host,
      origin: `http://${this.options.host}`,
      cookie: `user_token=${guest}`,
      'content-type': 'application/json',
    };
    const { products } = this.options;
    for (const product of [
      products[(index + turn) % products.length]!,
      products[(index + turn + 1) % products.length]!,
    ]) {
      for (let attempt = 0; attempt < 30 && this.more; attempt += 1) {
        const body = JSON.stringify({ product_id: product, count: 1 });
        const added = await this.timed('cart', '/api/general/cart/add-item', { method: 'POST', headers, body });
        if (added.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const checkout: Checkout = { guest, key: randomUUID(), orderId: null, attempts: 0 };
    this.checkouts.push(checkout);
    const body = JSON.stringify({
      contact: { name: 'Load Shopper', email: 'load@example.com', phone: '+37369123456' },
      delivery: { method: 'pickup', store_id: this.options.storeId },
      payment_method: 'cash',
    });
    for (let attempt = 0; attempt < 60 && this.more; attempt += 1) {
      checkout.attempts += 1;
      this.ordersInFlight += 1;
      const made = await this.timed('order', '/api/general/v3/order', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': checkout.key },
        body,
      }).finally(() => (this.ordersInFlight -= 1));
      if (made.status === 201 || made.status === 200) {
        checkout.orderId = (JSON.parse(made.body) as { id?: number; order_id?: number }).id ?? -1;
        return;
      }
      // A refusal that a retry cannot change (the cart was empty: its adds all failed) ends it.
      if (made.status >= 400 && made.status < 500 && made.status !== 409 && made.status !== 429) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
