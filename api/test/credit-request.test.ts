// A credit request on a product (calculator/credit-request): stored for the shop with the terms and
// the payments computed here (an amount in the body is not read), 201 with its number; refused in
// the one error shape and stored not at all for bad input, a term not offered, an amount out of
// range or another shop's store; the confirming letter goes to a signed-in shopper's own address
// only, in every storefront language.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { creditRequestCreatedSchema } from '@vitrina/contract';
import { LOCALES } from '@vitrina/domain';

import { creditRequestLetter } from '../src/credit/request-letter.ts';
import { CREDIT_MAIL_TEXTS } from '../src/credit/request-texts.ts';
import { creditApplications } from '../src/db/schema/index.ts';
import { addProduct, buildCartShop, guest, signedIn } from './cart-support.ts';
import { addProgram, refusal, requestCredit } from './credit-support.ts';
import { CONTACT, storeOf } from './orders-support.ts';

const shop = await buildCartShop();
const { app, ctx } = shop;
const program = await addProgram(shop);
const product = await addProduct(shop, { priceMinor: 1_000_000, title: { ro: 'Boxă', ru: 'Колонка', en: 'Speaker' } });

const stored = (id: number) => app.db.select().from(creditApplications).where(eq(creditApplications.id, id));
const applicationsOfShop = async () =>
  (await app.db.select().from(creditApplications).where(eq(creditApplications.siteId, shop.siteId))).length;

const body = (extra: object = {}) => ({
  product_id: product,
  program_id: program,
  months: 12,
  contact: { name: CONTACT.name, phone: CONTACT.phone },
  ...extra,
});

function created(res: Awaited<ReturnType<typeof requestCredit>>) {
  expect(res.statusCode, res.body).toBe(201);
  return creditRequestCreatedSchema.parse(res.json());
}

describe('a credit request', () => {
  it('is stored with the terms and payments computed here, whatever amounts the body names', async () => {
    const filial = await storeOf(shop);
    const tampered = body({ filial_id: filial, comment: 'Sun după 18', price: 1, monthly_payment: 1, total: 1 });
    const answer = created(await requestCredit(shop, guest(), tampered));
    expect(answer).toEqual({ id: answer.id, status: 'received', monthly_payment: 974.88, total: 11_698.42 });
    const [row] = await stored(answer.id);
    expect(row).toMatchObject({
      siteId: shop.siteId,
      kind: 'product',
      productId: product,
      count: 1,
      programId: program,
      lender: 'iute',
      months: 12,
      monthlyRateBp: 250,
      currency: 'MDL',
      principalMinor: 1_000_000,
      monthlyMinor: 97_488,
      lastPaymentMinor: 97_474,
      totalMinor: 1_169_842,
      userId: null,
      contact: { name: CONTACT.name, phone: CONTACT.phone },
      storeId: filial,
      comment: 'Sun după 18',
      status: 'received',
      lang: 'en',
    });
  });

  it("mails a signed-in shopper at the account's own address, in the request's language", async () => {
    const who = await signedIn(shop);
    const answer = created(
      await requestCredit(shop, who, body({ contact: { ...body().contact, email: who.email } }), {
        'accept-language': 'ru',
      }),
    );
    const letter = await ctx.inbox.next(who.email);
    expect(letter.subject).toBe(`Заявка на кредит № ${answer.id} в ${shop.brand}`);
    expect(letter.text).toContain('Товар: Колонка');
    expect(letter.text).toContain('Кредитор: Iute Credit');
    expect(letter.text).toContain('Срок: 12 мес.');
    expect(letter.text).toMatch(/Ежемесячный платёж: 974,88 лей/);
    expect((await stored(answer.id))[0]!.userId).toBe(who.id);
  });

  it('mails nobody at an address that is not the signed-in account’s own', async () => {
    const who = await signedIn(shop);
    const before = ctx.inbox.received.length;
    const stranger = { ...body().contact, email: 'stranger@example.md' };
    created(await requestCredit(shop, who, body({ contact: stranger })));
    created(await requestCredit(shop, guest(), body({ contact: stranger })));
    await app.auth.postbox.settled();
    expect(ctx.inbox.received.length).toBe(before);
  });

  it.each([
    ['no contact', { contact: undefined }, 400, ['contact']],
    [
      'an empty name and a phone that is no phone',
      { contact: { name: ' ', phone: 'call me' } },
      400,
      ['contact.name', 'contact.phone'],
    ],
    ["another country's phone", { contact: { name: 'Ana', phone: '+380671234567' } }, 400, ['contact.phone']],
    ['a bad e-mail', { contact: { name: 'Ana', phone: CONTACT.phone, email: 'ana@' } }, 400, ['contact.email']],
    ['a term the program does not offer', { months: 9 }, 400, ['months']],
    ['a program that is not the shop’s', { program_id: 2_000_000_000 }, 404, ['program_id']],
    ['a store that is not the shop’s', { filial_id: 2_000_000_000 }, 404, ['filial_id']],
    ['an amount over the program’s maximum', { count: 6 }, 409, ['program_id']],
  ])('refuses %s and stores nothing', async (_, change, status, fields) => {
    const before = await applicationsOfShop();
    const error = refusal(await requestCredit(shop, guest(), { ...body(), ...change }), status);
    expect(error.fields.sort()).toEqual([...fields].sort());
    expect(await applicationsOfShop()).toBe(before);
  });
});

describe('the credit request letter', () => {
  const request = {
    answer: { id: 42, status: 'received' as const, monthly_payment: 974.88, total: 11_698.42 },
    letter: {
      productTitle: 'Boxă {total} $&',
      lenderName: 'Iute Credit',
      months: 12,
      monthly: 974.88,
      last: 974.74,
      total: 11_698.42,
    },
  };
  const brand = {
    name: 'Sound & Co',
    colors: { primary: '#123456', background: '#ffffff', surface: '#eeeeee', text: '#000000' },
  };

  it.each(LOCALES)('is written in %s with every value filled and escaped', (lang) => {
    const letter = creditRequestLetter(lang, brand, 'MDL', request);
    expect(letter.subject).toContain('42');
    expect(letter.subject).toContain('Sound & Co');
    for (const part of [letter.subject, letter.text, letter.html])
      expect(part).not.toMatch(/\{(shop|number|months|monthly|last|lender)\}/);
    // A product's own text stays as it is: `{total}` in a title is not a placeholder, `$&` not a pattern.
    expect(letter.text).toContain('Boxă {total} $&');
    expect(letter.text).toContain(CREDIT_MAIL_TEXTS[lang].note);
    expect(letter.html).toContain('Sound &#38; Co');
    expect(letter.html).not.toContain('Sound & Co');
  });
});
