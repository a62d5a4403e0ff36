// The server cart, promo and product-check calls, in the test's own shop: a product of its own (on
// sale, in stock, earning points) and a promo code, guests with fresh tokens and one signed-in shopper.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';

import { products, promoCodes, sites } from '../../src/db/schema/index.ts';
import type { MemoryMailer } from '../../src/mail/mailer.ts';
import { caseAccounts } from './auth-cases.ts';
import type { AnswerCase, CaseContext } from './cases.ts';

type Method = 'GET' | 'POST';
type Who = 'guest' | 'user' | 'nobody';

export function cartCases(context: CaseContext, mailer: MemoryMailer): AnswerCase[] {
  const { app, own } = context;
  const { headers, signedIn } = caseAccounts(context, mailer, 'openapi-cart', '192.0.2.18');
  let shared: ReturnType<typeof signedIn> | undefined;
  const account = () => (shared ??= signedIn());

  let made: Promise<{ productId: number; code: string }> | undefined;
  /** A product that can be bought and a 10% code, made once in the own shop. */
  const stock = () =>
    (made ??= (async () => {
      const [site] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.token, own.token));
      const [sample] = await app.db.select().from(products).where(eq(products.id, own.productId));
      const flags = { active: true, available: true, stock: 100, multiplicity: 1, homeDelivery: true, isRecipe: false };
      const [row] = await app.db
        .insert(products)
        .values({ ...sample!, ...flags, id: undefined, code: 'OPENAPI-CART', loyaltyGive: 5 })
        .returning({ id: products.id });
      const code = 'OPENAPI10';
      await app.db
        .insert(promoCodes)
        .values({ siteId: site!.id, code, type: 'general', valueType: 'percent', value: 10 });
      return { productId: row!.id, code };
    })());

  /** A guest whose cart holds the product. */
  async function guestWithCart() {
    const token = `openapi-${randomUUID()}`;
    const { productId } = await stock();
    await app.inject({
      method: 'POST',
      url: '/general/cart/add-item',
      headers: headers(),
      payload: { product_id: productId, no_user_id: token },
    });
    return token;
  }

  /** A call as a guest with a cart (no_user_id in the body or query), the shopper, or nobody. */
  const as =
    (operation: string, status: number, who: Who, url: string, payload?: (product: number, code: string) => object) =>
    (): AnswerCase => ({
      operation,
      status,
      request: async (): Promise<InjectOptions> => {
        const { productId, code } = await stock();
        const method = operation.split(' ')[0] as Method;
        const token = who === 'guest' ? await guestWithCart() : undefined;
        const access = who === 'user' ? (await account()).access : undefined;
        const query = token && method === 'GET' ? `${url.includes('?') ? '&' : '?'}no_user_id=${token}` : '';
        const body = payload ? { ...payload(productId, code), ...(token ? { no_user_id: token } : {}) } : undefined;
        return { method, url: url + query, headers: headers(access), ...(body ? { payload: body } : {}) };
      },
    });
  const product = (id: number) => ({ product_id: id });

  return [
    as('POST /general/cart/add-item', 200, 'guest', '/general/cart/add-item', product),
    as('POST /general/cart/add-item', 400, 'nobody', '/general/cart/add-item', product),
    as('POST /general/cart/bulk-add', 200, 'guest', '/general/cart/bulk-add', () => ({
      items: [{ code: 'OPENAPI-CART', count: 2 }, { code: 'NO-SUCH-CODE' }],
    })),
    as('POST /general/cart/bulk-add', 400, 'guest', '/general/cart/bulk-add', () => ({ items: [] })),
    as('POST /general/cart/reduce-item', 200, 'guest', '/general/cart/reduce-item', product),
    as('POST /general/cart/reduce-item', 404, 'guest', '/general/cart/reduce-item', () => product(2_000_000_000)),
    as('POST /general/cart/remove-item', 200, 'guest', '/general/cart/remove-item', (id) => ({ product_ids: [id] })),
    as('POST /general/cart/remove-item', 400, 'guest', '/general/cart/remove-item', () => ({ product_ids: [] })),
    {
      operation: 'POST /general/cart/set-loyalty-item',
      status: 200,
      request: async () => {
        const { productId } = await stock();
        const { access } = await account();
        await app.inject({
          method: 'POST',
          url: '/general/cart/add-item',
          headers: headers(access),
          payload: product(productId),
        });
        return {
          method: 'POST',
          url: '/general/cart/set-loyalty-item',
          headers: headers(access),
          payload: { product_id: productId, active: true },
        };
      },
    },
    as('POST /general/cart/set-loyalty-item', 401, 'guest', '/general/cart/set-loyalty-item', (id) => ({
      product_id: id,
      active: true,
    })),
    as('GET /general/cart/fetch-all', 200, 'guest', '/general/cart/fetch-all'),
    as('GET /general/cart/fetch-all', 400, 'nobody', '/general/cart/fetch-all'),
    as('GET /general/cart/validate-products', 200, 'guest', '/general/cart/validate-products'),
    as('GET /general/cart/validate-products', 400, 'user', '/general/cart/validate-products?delivery=drone'),
    as('POST /general/cart/merge-cart', 200, 'user', '/general/cart/merge-cart', () => ({
      no_user_id: `openapi-${randomUUID()}`,
    })),
    as('POST /general/cart/merge-cart', 401, 'nobody', '/general/cart/merge-cart', () => ({
      no_user_id: `openapi-${randomUUID()}`,
    })),
    as('POST /general/promo-code/update_prices', 200, 'guest', '/general/promo-code/update_prices', (_, code) => ({
      code,
    })),
    as('POST /general/promo-code/update_prices', 400, 'guest', '/general/promo-code/update_prices', () => ({
      code: 'NO-SUCH-CODE',
    })),
    as('POST /general/order/preview-promo', 200, 'nobody', '/general/order/preview-promo', (id, code) => ({
      promo_code: code,
      products: [{ product_id: id, count: 2 }],
    })),
    as('POST /general/order/preview-promo', 400, 'nobody', '/general/order/preview-promo', (id) => ({
      promo_code: 'NO-SUCH-CODE',
      products: [{ product_id: id, count: 2 }],
    })),
    {
      operation: 'GET /general/product_checkout_status',
      status: 200,
      request: async () => ({
        method: 'GET',
        url: `/general/product_checkout_status?productIds=${(await stock()).productId}&productIds=${own.productId}`,
        headers: headers(),
      }),
    },
    as('GET /general/product_checkout_status', 400, 'nobody', '/general/product_checkout_status?productIds=x'),
    as('POST /general/product-availability', 200, 'nobody', '/general/product-availability', (id) => ({
      products: [id],
    })),
    as('POST /general/product-availability', 400, 'nobody', '/general/product-availability', () => ({
      products: [],
    })),
    {
      operation: 'GET /general/associated-products',
      status: 200,
      request: async () => ({
        method: 'GET',
        url: `/general/associated-products?product_id=${(await stock()).productId}`,
        headers: headers(),
      }),
    },
    as('GET /general/associated-products', 404, 'nobody', '/general/associated-products?product_id=2000000000'),
    as(
      'GET /general/v2/associated-products',
      200,
      'nobody',
      `/general/v2/associated-products?product_ids=${own.productId}`,
    ),
    as('GET /general/v2/associated-products', 400, 'nobody', '/general/v2/associated-products?product_ids=x'),
  ].map((make) => (typeof make === 'function' ? make() : make));
}
