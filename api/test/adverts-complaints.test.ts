// Reporting an advert (api/complaint/) and favourite adverts (api/my-favorite-adverts/). A complaint,
// a guest's or a shopper's, is kept for the moderators and limited per address and per account; a
// favourite is a published advert of the shop, listed by category while it stays published.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  complaintAcceptedResponse,
  errorSchema,
  favoriteAdvertIdsResponse,
  favoriteAdvertsResponse,
} from '@vitrina/contract';

import { advertComplaints } from '../src/db/schema/index.ts';
import { bearer } from './auth-support.ts';
import { site } from './app.ts';
import { author, buildAdvertsApp, formIds, newAdvert, patchAdvert, validForm } from './adverts-support.ts';

const HOUR = 3_600_000;
const PER_ADDRESS = 3;
const PER_ACCOUNT = 2;
const ctx = await buildAdvertsApp({
  rateLimit: {
    limits: { 'POST /api/complaint': { max: PER_ADDRESS, windowMs: HOUR } },
    userLimits: { 'POST /api/complaint': { max: PER_ACCOUNT, windowMs: HOUR } },
  },
});
const { app } = ctx;
const [ana, ion] = [await author(ctx), await author(ctx)];
const ids = await formIds(app, 'doors');
const advert = await newAdvert(app, ana, validForm(ids));
const land = await newAdvert(app, ana, validForm(ids, { category: ids.land, default_area_unit: 'ari' }));
const [category] = (await app.inject({ url: '/api/complaint-categories', headers: site('doors') })).json() as {
  id: number;
}[];

let addresses = 0;
const complain = (
  payload: object,
  headers: Record<string, string> = site('doors', 'ru'),
  remoteAddress = `203.0.113.${++addresses}`,
) => app.inject({ method: 'POST', url: '/api/complaint/', headers, payload, remoteAddress });
const stored = async (id: number) =>
  (await app.db.select().from(advertComplaints).where(eq(advertComplaints.id, id)))[0]!;

describe('api/complaint/', () => {
  it("keeps a guest's complaint for moderation, with the shop's language and no account", async () => {
    const res = await complain({ category: category!.id, body: 'Просят предоплату', advert: advert.id });
    expect(res.statusCode, res.body).toBe(201);
    const { id, status } = complaintAcceptedResponse.parse(res.json());
    expect(status).toBe('new');
    expect(await stored(id)).toMatchObject({
      advertId: advert.id,
      categoryId: category!.id,
      userId: null,
      lang: 'ru',
      status: 'new',
      body: 'Просят предоплату',
    });
  });

  it("keeps a signed-in shopper's account with the complaint", async () => {
    const res = await complain(
      { category: category!.id, body: 'Sold already', advert: advert.id },
      bearer('doors', ion.access),
    );
    expect(res.statusCode).toBe(201);
    expect((await stored(complaintAcceptedResponse.parse(res.json()).id)).userId).toBe(ion.id);
  });

  it.each([
    ['no reason', { body: ' ' }, 'body', 'required'],
    ['a reason of 2001 characters', { body: 'x'.repeat(2001) }, 'body', 'too_long'],
    ['no category', { category: undefined }, 'category', 'invalid'],
    ['a category the shop does not have', { category: 2_000_000_000 }, 'category', 'invalid'],
    ['an advert id in words', { advert: 'this one' }, 'advert', 'invalid'],
  ])('refuses %s at its field and keeps nothing', async (_, change, field, code) => {
    const kept = () => app.db.$count(advertComplaints, eq(advertComplaints.advertId, advert.id));
    const before = await kept();
    const res = await complain({ category: category!.id, body: 'Reason', advert: advert.id, ...change });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors[field]).toContain(code);
    expect(await kept()).toBe(before);
  });

  it('answers 404 for an advert that does not exist or is not published', async () => {
    const draft = await newAdvert(app, ana, validForm(ids, { is_draft: true }));
    for (const id of [2_000_000_000, draft.id]) {
      expect((await complain({ category: category!.id, body: 'Reason', advert: id })).statusCode).toBe(404);
    }
  });

  it(`takes ${PER_ADDRESS} complaints an hour from one address, then 429 with Retry-After`, async () => {
    const address = '198.51.100.77';
    const payload = { category: category!.id, body: 'Spam', advert: advert.id };
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await complain(payload, site('doors'), address)).statusCode).toBe(201);
    const limited = await complain(payload, site('doors'), address);
    expect(limited.statusCode).toBe(429);
    expect(errorSchema.parse(limited.json()).code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await complain(payload, site('doors'), '198.51.100.78')).statusCode).toBe(201);
  });

  it(`takes ${PER_ACCOUNT} complaints an hour from one account, whatever its addresses`, async () => {
    const olga = await author(ctx);
    const payload = { category: category!.id, body: 'Spam', advert: advert.id };
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await complain(payload, bearer('doors', olga.access))).statusCode).toBe(201);
    expect((await complain(payload, bearer('doors', olga.access))).statusCode).toBe(429);
  });
});

describe('api/my-favorite-adverts/', () => {
  const favourites = async (query = '') => {
    const res = await app.inject({ url: `/api/my-favorite-adverts/${query}`, headers: bearer('doors', ion.access) });
    expect(res.statusCode, res.body).toBe(200);
    return favoriteAdvertsResponse.parse(res.json());
  };
  const add = (id: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/my-favorite-adverts/',
      headers: bearer('doors', ion.access),
      payload: { advert: id },
    });

  it('adds published adverts once, lists them by category, and removes one', async () => {
    expect((await add(advert.id)).statusCode).toBe(200);
    expect(favoriteAdvertIdsResponse.parse((await add(land.id)).json()).advert_ids).toEqual([land.id, advert.id]);
    expect(favoriteAdvertIdsResponse.parse((await add(land.id)).json()).advert_ids).toEqual([land.id, advert.id]);
    expect((await favourites()).data.map((a) => a.id)).toEqual([land.id, advert.id]);
    expect((await favourites(`?category=${ids.land}`)).data.map((a) => a.id)).toEqual([land.id]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/my-favorite-adverts/${land.id}/`,
      headers: bearer('doors', ion.access),
    });
    expect(favoriteAdvertIdsResponse.parse(removed.json()).advert_ids).toEqual([advert.id]);
  });

  it('keeps a favourite whose advert is paused, but lists it only while it is published', async () => {
    const paused = await newAdvert(app, ana, validForm(ids));
    await add(paused.id);
    await patchAdvert(app, ana, paused.slug, { is_active: false });
    const list = await favourites();
    expect(list.advert_ids).toContain(paused.id);
    expect(list.data.map((a) => a.id)).not.toContain(paused.id);
  });

  it("answers 404 for another shop's advert and for removing what is not a favourite; 401 signed out", async () => {
    const olga = await author(ctx, 'doors-2');
    const elsewhere = await newAdvert(app, olga, validForm(await formIds(app, 'doors-2')));
    expect((await add(elsewhere.id)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/my-favorite-adverts/2000000000/',
          headers: bearer('doors', ion.access),
        })
      ).statusCode,
    ).toBe(404);
    expect((await add('first')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/my-favorite-adverts/', headers: site('doors') })).statusCode).toBe(401);
  });
});

describe('api/support on a shop with adverts', () => {
  it("takes the spec's support message (name, email_address, body) from a signed-in shopper", async () => {
    const message = { name: 'Ion Rusu', email_address: 'ion@example.md', body: 'Cum public un anunț?' };
    const sent = await app.inject({
      method: 'POST',
      url: '/api/support/',
      headers: bearer('doors', ion.access),
      payload: message,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/support/',
      headers: bearer('doors', ion.access),
      payload: { ...message, email_address: 'not an address' },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorSchema.parse(refused.json()).fieldErrors).toEqual({ email_address: ['invalid_email'] });
  });
});
