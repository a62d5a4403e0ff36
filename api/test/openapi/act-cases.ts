// The act calls, as a company buyer of the test's own shop whose order for the company was paid: the
// list (200) and without a bearer (401), the act (200) and another buyer asking for it (404).
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { actListSchema, companySchema, orderCreatedSchema } from '@vitrina/contract';

import { orders, products, stores } from '../../src/db/schema/index.ts';
import type { MemoryMailer } from '../../src/mail/mailer.ts';
import { caseAccounts } from './auth-cases.ts';
import { ownProduct, type AnswerCase, type CaseContext } from './cases.ts';

export function actCases(context: CaseContext, mailer: MemoryMailer): AnswerCase[] {
  const { app, own } = context;
  const { headers, signedIn } = caseAccounts(context, mailer, 'openapi-acts', '192.0.2.21');
  const productId = ownProduct(context, { code: 'OPENAPI-ACT', stock: 10_000 });
  let made: Promise<{ access: string; actId: number }> | undefined;
  /** A buyer with a company whose pickup order was paid: made once. */
  const buyer = () =>
    (made ??= (async () => {
      const { id, access } = await signedIn();
      const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
        app.inject({ method, url, headers: headers(access), ...(payload ? { payload } : {}) });
      const company = companySchema.parse(
        (
          await call('PATCH', `/users/user-group/${id}/create-company`, {
            name: 'SRL Act',
            fiscal_code: '1003600012345',
          })
        ).json(),
      );
      await call('POST', '/general/cart/add-item', { product_id: await productId() });
      const [sample] = await app.db.select().from(products).where(eq(products.id, own.productId));
      const [store] = await app.db
        .insert(stores)
        .values({
          siteId: sample!.siteId,
          name: { ro: 'Magazin' },
          address: { ro: 'str. Test 1' },
          openingHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '18:00' })),
        })
        .returning({ id: stores.id });
      const order = orderCreatedSchema.parse(
        (
          await call('POST', '/general/v3/order', {
            contact: { name: 'Ana Popescu', email: `act-${randomUUID()}@example.md`, phone: '+37369123456' },
            delivery: { method: 'pickup', store_id: store!.id },
            payment_method: 'cash',
            company_id: company.id,
          })
        ).json(),
      );
      await app.db.update(orders).set({ status: 'completed', updatedAt: new Date() }).where(eq(orders.id, order.id));
      const list = actListSchema.parse((await call('GET', '/base/act-view')).json());
      return { access, actId: list.data[0]!.id };
    })());
  const get = (
    operation: string,
    status: number,
    url: (actId: number) => string,
    as: 'buyer' | 'nobody' | 'other',
  ) => ({
    operation,
    status,
    request: async () => {
      const { access, actId } = await buyer();
      const token = as === 'buyer' ? access : as === 'other' ? (await signedIn()).access : undefined;
      return { method: 'GET' as const, url: url(actId), headers: headers(token) };
    },
  });
  return [
    get('GET /base/act-view', 200, () => '/base/act-view', 'buyer'),
    get('GET /base/act-view', 401, () => '/base/act-view', 'nobody'),
    get('GET /base/act-view/{id}', 200, (id) => `/base/act-view/${id}`, 'buyer'),
    get('GET /base/act-view/{id}', 404, (id) => `/base/act-view/${id}`, 'other'),
  ];
}
