// Each shop takes phones in its own mask (its settings: the Romanian flag, its currency), on every
// form: what does not fit is a 400 in the one error shape naming the phone, before the bot check
// spends the shopper's proof of work.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { errorSchema, formAcceptedResponse } from '@vitrina/contract';

import { formRequests } from '../src/db/schema/index.ts';
import { altchaFor, buildFormsApp } from './forms-support.ts';

const { app, database } = await buildFormsApp();

const request = async (brand: string, phone: string, altcha?: string) =>
  app.inject({
    method: 'POST',
    url: '/base/book-consultation',
    headers: { 'x-site-token': `demo-${brand}`, 'accept-language': 'en' },
    payload: { name: 'Ana Popescu', phone, altcha: altcha ?? (await altchaFor(app, brand)) },
  });

describe("a form's phone and the shop's mask", () => {
  it.each([
    ['pharmacy', 'MDL', '+(373) 69-123-456', '+(373)69-123-456'],
    ['plastics', 'RON and Romanian', '+40 712-345-678', '+40712-345-678'],
    ['tech', 'UAH', '+38 067 123-45-67', '+38067123-45-67'],
    ['pharmacy', 'MDL', '+373 69 123 456', '+37369123456'],
  ])('%s (%s) takes %j and keeps it without whitespace', async (brand, _, phone, stored) => {
    const res = await request(brand, phone);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await database.db
      .select()
      .from(formRequests)
      .where(eq(formRequests.id, formAcceptedResponse.parse(res.json()).id));
    expect(row!.payload).toMatchObject({ phone: stored });
  });

  it.each([
    ['pharmacy', '+40 712-345-678', 'a Romanian number in a Moldovan shop'],
    ['plastics', '+(373) 69-123-456', 'a Moldovan number in a Romanian shop'],
    ['tech', '+38 067 123-45', 'a slot left empty'],
    ['pharmacy', '069123456', 'a national number without the code'],
  ])('%s refuses %j (%s) with 400 naming the phone', async (brand, phone) => {
    const before = await database.db.$count(formRequests);
    const res = await request(brand, phone);
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json())).toEqual({
      code: 'validation_failed',
      message: 'Invalid body: phone',
      fieldErrors: { phone: ['invalid_phone'] },
    });
    expect(await database.db.$count(formRequests)).toBe(before);
  });

  it('keeps the proof of work for the corrected number: a refused phone does not spend it', async () => {
    const altcha = await altchaFor(app, 'tech');
    expect((await request('tech', '+40 712-345-678', altcha)).statusCode).toBe(400);
    expect((await request('tech', '+38 067 123-45-67', altcha)).statusCode).toBe(201);
  });
});
