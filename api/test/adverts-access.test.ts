// Who sees and changes which adverts. Only the owner edits or deletes one: another shopper of the
// shop, one of another shop and a guest get 404, as for an advert that does not exist, and the advert
// is untouched. A draft, an inactive and a deleted advert exist for their owner only: not in the list,
// the search, the titles, the contacts, the favourites or the complaints of anyone else. And a shop
// without the module answers 404 to every adverts call.
import { describe, expect, it } from 'vitest';

import { advertListResponse, advertSchema, errorSchema, type Advert } from '@vitrina/contract';

import { bearer } from './auth-support.ts';
import { site } from './app.ts';
import { author, buildAdvertsApp, formIds, newAdvert, patchAdvert, validForm, type Author } from './adverts-support.ts';

const ctx = await buildAdvertsApp();
const { app } = ctx;
const [ana, ion, olga] = [await author(ctx), await author(ctx), await author(ctx, 'doors-2')];
const ids = await formIds(app, 'doors');
const word = `vizibilitate${process.pid}`;
const form = (extra: object = {}) => validForm(ids, { title_ro: `Apartament ${word}`, ...extra });
const published = await newAdvert(app, ana, form());
const draft = await newAdvert(app, ana, form({ is_draft: true }));
const inactive = await newAdvert(app, ana, form({ is_active: false }));
const deleted = await newAdvert(app, ana, form());
await app.inject({ method: 'DELETE', url: `/api/adverts/${deleted.slug}/`, headers: bearer('doors', ana.access) });
const hidden: [string, Advert][] = [
  ['a draft', draft],
  ['an inactive advert', inactive],
  ['a deleted advert', deleted],
];

type Who = [string, Author | null];
const others: Who[] = [
  ['another shopper of the shop', ion],
  ['a shopper of another shop', olga],
  ['a guest', null],
];
/** Each shopper calls their own shop; a guest calls the advert's. */
const headersOf = (who: Author | null) => (who ? bearer(who.brand, who.access) : site('doors'));
const ownerRead = async (slug: string) =>
  advertSchema.parse((await app.inject({ url: `/api/adverts/${slug}`, headers: bearer('doors', ana.access) })).json());

describe("another user's advert", () => {
  const writes = others.flatMap(([who, as]) => [
    [`${who}: PATCH`, as, 'PATCH'] as const,
    [`${who}: DELETE`, as, 'DELETE'] as const,
  ]);
  it.each(writes)('%s answers 404 (401 for a guest) and leaves it as it was', async (_, as, method) => {
    const before = await ownerRead(published.slug);
    const res =
      method === 'PATCH' && as
        ? await patchAdvert(app, as, published.slug, { price: 1, title_ro: 'Furat' })
        : await app.inject({
            method,
            url: `/api/adverts/${published.slug}/`,
            headers: headersOf(as),
            payload: method === 'PATCH' ? { price: 1 } : undefined,
          });
    expect(res.statusCode).toBe(as ? 404 : 401);
    expect(errorSchema.parse(res.json()).code).toBe(as ? 'not_found' : 'not_authenticated');
    expect(await ownerRead(published.slug)).toEqual(before);
  });

  it.each(
    hidden.flatMap(([what, advert]) => others.map(([who, as]) => [`${what}, read by ${who}`, advert, as] as const)),
  )('%s: 404 for the advert, its titles and its contacts', async (_, advert, as) => {
    for (const url of [
      `/api/adverts/${advert.slug}`,
      `/api/advert-title/${advert.slug}`,
      `/api/adverts/${advert.slug}/contacts`,
    ]) {
      const res = await app.inject({ url, headers: headersOf(as) });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it.each(hidden)('%s cannot be made a favourite or reported by anyone else', async (_, advert) => {
    const favourite = await app.inject({
      method: 'POST',
      url: '/api/my-favorite-adverts/',
      headers: bearer('doors', ion.access),
      payload: { advert: advert.id },
    });
    expect(favourite.statusCode).toBe(404);
    const categories = (await app.inject({ url: '/api/complaint-categories', headers: site('doors') })).json() as {
      id: number;
    }[];
    const complaint = await app.inject({
      method: 'POST',
      url: '/api/complaint/',
      headers: bearer('doors', ion.access),
      payload: { category: categories[0]!.id, body: 'Suspicious', advert: advert.id },
    });
    expect(complaint.statusCode).toBe(404);
  });
});

describe('what the owner sees', () => {
  it.each(hidden)('%s: the owner reads it, with its contacts', async (_, advert) => {
    const mine = await ownerRead(advert.slug);
    expect(mine).toMatchObject({ is_owner: true, contacts: [{ type: 'phone' }] });
    const titles = await app.inject({ url: `/api/advert-title/${advert.slug}`, headers: bearer('doors', ana.access) });
    expect(titles.json()).toEqual({ slug: advert.slug, title_ro: `Apartament ${word}`, title_ru: advert.title_ru });
  });

  it("lists the owner's drafts and inactive adverts in my adverts, never another's", async () => {
    const mine = advertListResponse.parse(
      (await app.inject({ url: '/api/my-adverts/', headers: bearer('doors', ana.access) })).json(),
    );
    expect(mine.data.map((a) => a.slug).sort()).toEqual([published.slug, draft.slug, inactive.slug].sort());
    const drafts = advertListResponse.parse(
      (await app.inject({ url: '/api/my-adverts/?status=draft', headers: bearer('doors', ana.access) })).json(),
    );
    expect(drafts.data.map((a) => a.slug)).toEqual([draft.slug]);
    const ions = advertListResponse.parse(
      (await app.inject({ url: '/api/my-adverts/', headers: bearer('doors', ion.access) })).json(),
    );
    expect(ions.totalCount).toBe(0);
  });

  it('shows everyone a published advert without its contacts, which a separate call reveals', async () => {
    const seen = advertSchema.parse(
      (await app.inject({ url: `/api/adverts/${published.slug}`, headers: site('doors') })).json(),
    );
    expect(seen).toMatchObject({ is_owner: false, contacts: null, has_contacts: true });
    const revealed = await app.inject({ url: `/api/adverts/${published.slug}/contacts/`, headers: site('doors') });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toMatchObject({ contacts: [{ type: 'phone', value: '+37369123456', name: 'Ana' }] });
    expect(revealed.headers['cache-control']).toContain('no-store');
  });
});

describe('drafts and hidden adverts stay out of the list and the search', () => {
  it('lists and finds only the published one, for anyone, its owner too', async () => {
    for (const headers of [site('doors'), bearer('doors', ana.access)]) {
      const found = advertListResponse.parse(
        (await app.inject({ url: `/general/v2/product?search=${word}`, headers })).json(),
      );
      expect(found.data.map((a) => a.slug)).toEqual([published.slug]);
      const all = advertListResponse.parse((await app.inject({ url: '/general/v2/product', headers })).json());
      expect(all.data.every((a) => !a.is_draft && a.is_active && !a.is_deleted)).toBe(true);
    }
  });

  it("keeps another shop's adverts out: doors-2 finds nothing of doors", async () => {
    const found = advertListResponse.parse(
      (await app.inject({ url: `/general/v2/product?search=${word}`, headers: site('doors-2') })).json(),
    );
    expect(found.totalCount).toBe(0);
    expect((await app.inject({ url: `/api/adverts/${published.slug}`, headers: site('doors-2') })).statusCode).toBe(
      404,
    );
  });
});

describe('the per-shop switch', () => {
  it('answers 404 to every adverts call of a shop without the module, signed in or not, whatever the input', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const calls = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('adverts'))
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(calls.length).toBeGreaterThanOrEqual(20);
    const shopper = await author(ctx, 'pharmacy');
    for (const { method, url } of calls) {
      for (const headers of [site('pharmacy'), bearer('pharmacy', shopper.access)]) {
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { price: -1 } }),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(errorSchema.parse(res.json()).code).toBe('not_found');
      }
    }
  });

  it('turns on with the setting: doors and doors-2 answer', async () => {
    for (const brand of ['doors', 'doors-2']) {
      expect((await app.inject({ url: '/api/adverts-categories', headers: site(brand) })).statusCode).toBe(200);
    }
  });
});
