// The order calls in the test's own shop: a guest with a product in the cart orders it (201) under
// both names, a body without a contact is refused (400), the guest lists (200) and reads (200) the
// order, a bad filter is refused (400) and another guest asks for it (404). The cart's reservation
// (204, or 400 for an unknown delivery), one-click and pre-order (201, or 400 without a contact) and
// first-to-know (201 for a product sold out, or 400 for a bad address).
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { orderCreatedSchema } from '@vitrina/contract';

import { products, stores } from '../../src/db/schema/index.ts';
import { ownProduct, type AnswerCase, type CaseContext } from './cases.ts';

export function orderCases({ app, own }: CaseContext): AnswerCase[] {
  const headers = { 'x-site-token': own.token };
  const guest = () => `openapi-order-${randomUUID()}`;
  const productId = ownProduct({ app, own }, { code: 'OPENAPI-ORDER', stock: 10_000 });
  let store: Promise<number> | undefined;
  /** A store of the own shop to pick the orders up from, made once. */
  const storeId = () =>
    (store ??= (async () => {
      const [sample] = await app.db.select().from(products).where(eq(products.id, own.productId));
      const [row] = await app.db
        .insert(stores)
        .values({
          siteId: sample!.siteId,
          name: { ro: 'Magazin' },
          address: { ro: 'str. Test 1' },
          openingHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '18:00' })),
        })
        .returning({ id: stores.id });
      return row!.id;
    })());
  const body = async (token: string) => ({
    contact: { name: 'Ana Popescu', email: 'ana.order@example.md', phone: '+37369123456' },
    delivery: { method: 'pickup', store_id: await storeId() },
    payment_method: 'cash',
    no_user_id: token,
  });
  /** A fresh guest with one product in the cart. */
  async function filled() {
    const token = guest();
    await app.inject({
      method: 'POST',
      url: '/general/cart/add-item',
      headers,
      payload: { product_id: await productId(), no_user_id: token },
    });
    return token;
  }
  async function ordered() {
    const token = await filled();
    const res = await app.inject({ method: 'POST', url: '/general/v3/order', headers, payload: await body(token) });
    return { token, id: orderCreatedSchema.parse(res.json()).id };
  }
  const create = (url: string, status: number): AnswerCase => ({
    operation: `POST ${url}`,
    status,
    request: async () => {
      const token = await filled();
      const payload = status === 201 ? await body(token) : { ...(await body(token)), contact: {} };
      return { method: 'POST', url, headers, payload };
    },
  });
  const read = (status: number, asOwner: boolean): AnswerCase => ({
    operation: 'GET /general/v2/order/{id}',
    status,
    request: async () => {
      const { token, id } = await ordered();
      return { method: 'GET', url: `/general/v2/order/${id}?no_user_id=${asOwner ? token : guest()}`, headers };
    },
  });
  const payment = (status: number, asOwner: boolean): AnswerCase => ({
    operation: 'GET /general/v2/order/{id}/check-payment-status',
    status,
    request: async () => {
      const { token, id } = await ordered();
      const owner = asOwner ? token : guest();
      return { method: 'GET', url: `/general/v2/order/${id}/check-payment-status?no_user_id=${owner}`, headers };
    },
  });
  const list = (status: number): AnswerCase => ({
    operation: 'GET /general/v2/order',
    status,
    request: async () => {
      const { token } = await ordered();
      const filter = status === 200 ? '' : '&status=lost';
      return { method: 'GET', url: `/general/v2/order?no_user_id=${token}${filter}`, headers };
    },
  });
  const soldOut = ownProduct({ app, own }, { code: 'OPENAPI-SOLD-OUT', stock: 0 });
  const contact = { name: 'Ion Rusu', phone: '+37369555111' };
  /** One-click and pre-order: a fresh guest orders one product (201), or sends no contact (400). */
  const quick = (path: 'one-click' | 'pre-order', status: number): AnswerCase => ({
    operation: `POST /general/v2/order/${path}`,
    status,
    request: async () => {
      const product_id = path === 'one-click' ? await productId() : await soldOut();
      const payload = { product_id, contact: status === 201 ? contact : {}, no_user_id: guest() };
      return { method: 'POST', url: `/general/v2/order/${path}`, headers, payload };
    },
  });
  const reservation = (status: number): AnswerCase => ({
    operation: 'POST /general/cart/create-reservation',
    status,
    request: async () => {
      const token = await filled();
      const payload = status === 204 ? { no_user_id: token } : { no_user_id: token, delivery_method: 'teleport' };
      return { method: 'POST', url: '/general/cart/create-reservation', headers, payload };
    },
  });
  const firstToKnow = (status: number): AnswerCase => ({
    operation: 'POST /general/first-to-know',
    status,
    request: async () => ({
      method: 'POST',
      url: '/general/first-to-know',
      headers,
      payload: { product_id: await soldOut(), email: status === 201 ? 'ana.first@example.md' : 'no' },
    }),
  });
  return [
    reservation(204),
    reservation(400),
    quick('one-click', 201),
    quick('one-click', 400),
    quick('pre-order', 201),
    quick('pre-order', 400),
    firstToKnow(201),
    firstToKnow(400),
    create('/general/v3/order', 201),
    create('/general/v3/order', 400),
    create('/general/v2/order/create-order', 201),
    create('/general/v2/order/create-order', 400),
    list(200),
    list(400),
    read(200, true),
    read(404, false),
    payment(200, true),
    payment(404, false),
  ];
}
