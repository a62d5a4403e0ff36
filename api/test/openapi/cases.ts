// The calls of the documented-answers test: per operation, requests that should give each
// documented 2xx and a 4xx, built from the seeded demo shops (reads) and the test's own shop
// (writes, so no other test file sees them).
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';

import type { App } from '../../src/app.ts';
import { products } from '../../src/db/schema/index.ts';
import { site } from '../app.ts';

export interface AnswerCase {
  /** As in the document: `GET /general/product/{slug}`. */
  operation: string;
  status: number;
  request: () => InjectOptions | Promise<InjectOptions>;
}

export interface CaseContext {
  app: App;
  /** A demo shop's JSON answer to a GET, to find a slug or an id worth asking about. */
  read: <T = unknown>(url: string, brand?: string) => Promise<T>;
  /** The test's own shop: reCAPTCHA with a verifier that passes everyone, one product, one review. */
  own: { token: string; productId: number; reviewId: () => Promise<number> };
  serviceKey: string;
}

type Url = string | (() => Promise<string>);
const resolve = async (url: Url) => (typeof url === 'string' ? url : url());

/** A GET on a demo shop (pharmacy unless named). */
export const getCase = (operation: string, status: number, url: Url, brand = 'pharmacy'): AnswerCase => ({
  operation,
  status,
  request: async () => ({ method: 'GET', url: await resolve(url), headers: site(brand) }),
});

/** A GET without a site token: every shop call answers 401. */
export const anonymousCase = (operation: string, url: string): AnswerCase => ({
  operation,
  status: 401,
  request: () => ({ method: 'GET', url }),
});

/** A POST of a JSON body with the given site token. */
export const postCase = (
  operation: string,
  status: number,
  url: Url,
  payload: object | (() => Promise<object>),
  token = 'demo-pharmacy',
): AnswerCase => ({
  operation,
  status,
  request: async () => ({
    method: 'POST',
    url: await resolve(url),
    headers: { 'x-site-token': token },
    payload: typeof payload === 'function' ? await payload() : payload,
  }),
});

/** Every answer a case file needs from the shop is read once. */
export function reader(app: App): CaseContext['read'] {
  const answers = new Map<string, Promise<unknown>>();
  return <T>(url: string, brand = 'pharmacy') => {
    const key = `${brand} ${url}`;
    if (!answers.has(key)) {
      answers.set(
        key,
        app.inject({ url, headers: site(brand) }).then((res) => {
          if (res.statusCode !== 200) throw new Error(`${key} answered ${res.statusCode}: ${res.body}`);
          return res.json();
        }),
      );
    }
    return answers.get(key) as Promise<T>;
  };
}

/**
 * A product of the own shop made once, when a case first needs it: a copy of the shop's product,
 * buyable, with `values` on top (a code of its own, stock).
 */
export function ownProduct(
  { app, own }: Pick<CaseContext, 'app' | 'own'>,
  values: Partial<typeof products.$inferInsert>,
): () => Promise<number> {
  let made: Promise<number> | undefined;
  return () =>
    (made ??= (async () => {
      const [sample] = await app.db.select().from(products).where(eq(products.id, own.productId));
      const [row] = await app.db
        .insert(products)
        .values({ ...sample!, id: undefined, active: true, available: true, ...values })
        .returning({ id: products.id });
      return row!.id;
    })());
}
