// Every operation of the OpenAPI document gives real answers that are as documented: each 2xx it
// documents and at least one 4xx, on the seeded demo shops. A new route without such a case fails
// the first test; a handler or schema that drifts from the document fails its case.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { productReviewSchema } from '@vitrina/contract';

import { products, sites } from '../src/db/schema/index.ts';
import { memoryCodeSender } from '../src/accounts/code-sender.ts';
import { memoryMailer } from '../src/mail/mailer.ts';
import { buildTestApp } from './app.ts';
import { addSite } from './forms-support.ts';
import { accountCases } from './openapi/account-cases.ts';
import { advertCases } from './openapi/adverts-cases.ts';
import { answerChecker, documentedStatuses, operationsOf, type OpenapiDocument } from './openapi/answers.ts';
import { authCases } from './openapi/auth-cases.ts';
import { cartCases } from './openapi/cart-cases.ts';
import { reader, type AnswerCase, type CaseContext } from './openapi/cases.ts';
import { catalogCases } from './openapi/catalog-cases.ts';
import { contactCases } from './openapi/contact-cases.ts';
import { contentCases } from './openapi/content-cases.ts';
import { deliveryCases } from './openapi/delivery-cases.ts';
import { formCases } from './openapi/form-cases.ts';
import { paymentCases } from './openapi/payment-cases.ts';
import { orderCases } from './openapi/order-cases.ts';
import { creditCases } from './openapi/credit-cases.ts';
import { actCases } from './openapi/act-cases.ts';
import { quoteCases } from './openapi/quote-cases.ts';
import { socialCases } from './openapi/social-cases.ts';

const SERVICE_KEY = 'openapi-answers-service-key-0123456789abcdef';
// As in production (rate limits listed as 429, a service key), with a reCAPTCHA that passes everyone
// and account mail kept in memory for the account cases to read.
const mailer = memoryMailer();
const sms = memoryCodeSender();
const { app, database } = await buildTestApp({
  auth: { mailer },
  accounts: { codeSender: sms },
  rateLimit: {},
  serviceKey: SERVICE_KEY,
  forms: { captchaVerifier: { verify: async () => ({ success: true }) } },
});
await app.ready();
const document = app.swagger() as unknown as OpenapiDocument;
const check = answerChecker(document);

// The writes go to a shop of the test's own, with one product copied from a demo shop.
const token = await addSite(database, { provider: 'recaptcha', version: 'v2', site_key: 'k', secret_key: 's' });
const [[ownSite], [sample]] = await Promise.all([
  database.db.select({ id: sites.id }).from(sites).where(eq(sites.token, token)),
  database.db.select().from(products).limit(1),
]);
const [product] = await database.db
  .insert(products)
  .values({ ...sample!, id: undefined, siteId: ownSite!.id })
  .returning({ id: products.id });
async function reviewId() {
  const res = await app.inject({
    method: 'POST',
    url: '/general/product-review',
    headers: { 'x-site-token': token },
    payload: { product_id: product!.id, author: 'Ana', rating: 4, text: 'Bun, livrare rapidă.', captcha: 'ok' },
  });
  return productReviewSchema.parse(res.json()).id;
}

const context: CaseContext = {
  app,
  read: reader(app),
  own: { token, productId: product!.id, reviewId },
  serviceKey: SERVICE_KEY,
};
const cases: AnswerCase[] = [
  ...catalogCases(context),
  ...contentCases(context),
  ...formCases(context),
  ...authCases(context, mailer),
  ...accountCases(context, mailer),
  ...cartCases(context, mailer),
  ...quoteCases(context),
  ...deliveryCases(context),
  ...orderCases(context),
  ...creditCases(context),
  ...actCases(context, mailer),
  ...paymentCases(context),
  ...contactCases(context, mailer, sms),
  ...(await socialCases(context)),
  ...advertCases(context, mailer),
];

/** The request is one of the operation's: its method, and a URL its path template matches. */
function asks(operation: string, request: InjectOptions) {
  const [method, path] = operation.split(' ') as [string, string];
  const template = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+').replaceAll('.', '\\.')}(\\?|$)`);
  return (request.method ?? 'GET') === method && typeof request.url === 'string' && template.test(request.url);
}

describe('documented answers', () => {
  it('asks every operation for each 2xx it documents and for a 4xx, and nothing undocumented', () => {
    const missing = operationsOf(document).flatMap((operation) => {
      const asked = new Set(cases.filter((c) => c.operation === operation).map((c) => c.status));
      const statuses = documentedStatuses(document, operation);
      const success = statuses.filter((s) => s < 300 && !asked.has(s)).map((s) => `${operation} ${s}`);
      return [...asked].some((s) => s >= 400 && s < 500) ? success : [...success, `${operation} 4xx`];
    });
    expect(missing).toEqual([]);
    const undocumented = cases.filter((c) => !documentedStatuses(document, c.operation).includes(c.status));
    expect(undocumented.map((c) => `${c.operation} ${c.status}`)).toEqual([]);
  });

  it.each(cases.map((c, i) => [`${c.operation} ${c.status} (#${i})`, c] as const))(
    '%s is as documented',
    async (_, c) => {
      const request = await c.request();
      expect(asks(c.operation, request), JSON.stringify(request.url)).toBe(true);
      const res = await app.inject(request);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(c.status);
      expect(check(c.operation, res)).toEqual([]);
    },
  );
});

describe('the answer checker', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  it('reports a body, a status or a media type the document does not give', () => {
    const faq = (statusCode: number, headers: Record<string, string>, body: string) =>
      check('GET /base/faq', { statusCode, headers, body });
    expect(faq(200, json, '[{"id":1,"question":"Q?","answer":"A."}]')).toEqual([]);
    const broken = faq(200, json, '[{"id":"1","question":"Q?"}]').join('\n');
    expect(broken).toContain('/0/id must be integer');
    expect(broken).toContain("must have required property 'answer'");
    expect(faq(418, json, '{}')).toEqual(['GET /base/faq answered 418, which it does not document']);
    expect(faq(200, { 'content-type': 'text/plain' }, '[]')[0]).toMatch(/answered text\/plain/);
  });
});
