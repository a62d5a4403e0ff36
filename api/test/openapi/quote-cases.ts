// The quote request calls in the test's own shop: a guest sends a product of the shop (201), nobody
// names an owner (400), the guest reads it back (200) and another guest asks for it (404).
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { quoteRequestSchema } from '@vitrina/contract';

import { products } from '../../src/db/schema/index.ts';
import type { AnswerCase, CaseContext } from './cases.ts';

export function quoteCases({ app, own }: CaseContext): AnswerCase[] {
  const headers = { 'x-site-token': own.token };
  const guest = () => `openapi-quote-${randomUUID()}`;
  let made: Promise<number> | undefined;
  /** A product that can be quoted, made once in the own shop. */
  const productId = () =>
    (made ??= (async () => {
      const [sample] = await app.db.select().from(products).where(eq(products.id, own.productId));
      const [row] = await app.db
        .insert(products)
        .values({ ...sample!, id: undefined, code: 'OPENAPI-QUOTE', active: true, available: true, multiplicity: 1 })
        .returning({ id: products.id });
      return row!.id;
    })());
  const body = async (token?: string) => ({
    items: [{ product_id: await productId(), count: 2, target_price: 9.5 }],
    contact: { name: 'Ana Popescu', email: 'ana.quote@example.md' },
    ...(token ? { no_user_id: token } : {}),
  });
  /** A request a fresh guest made, and that guest's token. */
  async function sent() {
    const token = guest();
    const res = await app.inject({
      method: 'POST',
      url: '/general/quote-requests',
      headers,
      payload: await body(token),
    });
    return { token, id: quoteRequestSchema.parse(res.json()).id };
  }
  const read = (status: number, asOwner: boolean): AnswerCase => ({
    operation: 'GET /general/quote-requests/{id}',
    status,
    request: async () => {
      const { token, id } = await sent();
      return { method: 'GET', url: `/general/quote-requests/${id}?no_user_id=${asOwner ? token : guest()}`, headers };
    },
  });
  const create = (status: number, token?: string): AnswerCase => ({
    operation: 'POST /general/quote-requests',
    status,
    request: async () => ({ method: 'POST', url: '/general/quote-requests', headers, payload: await body(token) }),
  });
  return [create(201, guest()), create(400), read(200, true), read(404, false)];
}
