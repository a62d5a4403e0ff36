// The quote request calls in the test's own shop: a guest sends a product of the shop (201), nobody
// names an owner (400), the guest reads it back (200) and another guest asks for it (404).
import { randomUUID } from 'node:crypto';

import { quoteRequestSchema } from '@vitrina/contract';

import { ownProduct, type AnswerCase, type CaseContext } from './cases.ts';

export function quoteCases({ app, own }: CaseContext): AnswerCase[] {
  const headers = { 'x-site-token': own.token };
  const guest = () => `openapi-quote-${randomUUID()}`;
  const productId = ownProduct({ app, own }, { code: 'OPENAPI-QUOTE', multiplicity: 1 });
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
