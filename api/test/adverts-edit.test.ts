// Editing and deleting one's advert (api/adverts/{slug}/ PATCH and DELETE): any field, the lists'
// changes (new_contacts, new_attributes, attributes_to_delete, new_images, images_to_delete,
// image_preview), the same rules as a new advert, and a soft delete answered 204. A refused edit
// changes nothing, not even a picture file.
import { readdir } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { advertListResponse, advertSchema, errorSchema, type Advert } from '@vitrina/contract';

import { bearer } from './auth-support.ts';
import { site } from './app.ts';
import {
  author,
  buildAdvertsApp,
  formIds,
  newAdvert,
  patchAdvert,
  photo,
  postAdvert,
  validForm,
} from './adverts-support.ts';

const ctx = await buildAdvertsApp();
const { app } = ctx;
const ana = await author(ctx);
const ids = await formIds(app, 'doors');
const attributes = (await app.inject({ url: '/api/adverts-attributes', headers: site('doors') })).json() as {
  id: number;
  key: string;
  category: number | null;
}[];
const attributeOf = (key: string, category: number) =>
  attributes.find((a) => a.key === key && (a.category === category || a.category === null))!.id;

const picture = async (colour: string) => ({
  bytes: await photo(64, 48, colour).png().toBuffer(),
  filename: 'p.png',
  type: 'image/png',
});
async function withPictures(n: number): Promise<Advert> {
  const files = await Promise.all(
    Array.from({ length: n }, (_, i) => picture(`#${(i * 40 + 16).toString(16).padStart(2, '0')}3366`)),
  );
  const res = await postAdvert(app, ana, validForm(ids), files);
  expect(res.statusCode, res.body).toBe(201);
  return advertSchema.parse(res.json());
}
const read = async (slug: string) =>
  advertSchema.parse((await app.inject({ url: `/api/adverts/${slug}`, headers: bearer('doors', ana.access) })).json());
const edited = async (res: Awaited<ReturnType<typeof patchAdvert>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return advertSchema.parse(res.json());
};
const stable = ({ updated_at: _updated, ...advert }: Advert) => advert;

describe('api/adverts/{slug}/ PATCH', () => {
  it('changes the price and keeps every other field', async () => {
    const before = await withPictures(1);
    const after = await edited(await patchAdvert(app, ana, before.slug, { price: 70000 }));
    expect(after.price).toBe(70000);
    expect({ ...stable(after), price: before.price, shop_price: before.shop_price }).toEqual(stable(before));
  });

  it('adds a picture, deletes one and makes the new one the preview; the deleted file is gone', async () => {
    const before = await withPictures(2);
    const [first, second] = before.images;
    const after = await edited(
      await patchAdvert(app, ana, before.slug, { images_to_delete: [first!.id], image_preview: 'new:0' }, [
        { ...(await picture('#00aa00')), field: 'new_images' },
      ]),
    );
    expect(after.images.map((image) => [image.id === second!.id, image.is_preview])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(after.image).toBe(after.images[1]!.url);
    expect((await app.inject({ url: first!.url })).statusCode).toBe(404);
    expect((await readdir(ctx.imageDir)).some((file) => first!.url.endsWith(file))).toBe(false);
  });

  it('makes the first picture left the preview when the preview is deleted, and another one on request', async () => {
    const before = await withPictures(3);
    const [first, second, third] = before.images;
    const after = await edited(await patchAdvert(app, ana, before.slug, { images_to_delete: [first!.id] }));
    expect(after.images.find((image) => image.is_preview)?.id).toBe(second!.id);
    const picked = await edited(await patchAdvert(app, ana, before.slug, { image_preview: String(third!.id) }));
    expect(picked.images.filter((image) => image.is_preview).map((image) => image.id)).toEqual([third!.id]);
  });

  it('replaces the contacts, sets and drops attribute values', async () => {
    const rooms = attributeOf('rooms', ids.flats);
    const heating = attributeOf('heating', ids.flats);
    const before = await newAdvert(app, ana, validForm(ids, { attributes: [{ attribute: rooms, value: '2' }] }));
    const after = await edited(
      await patchAdvert(app, ana, before.slug, {
        new_contacts: [
          { type: 'email', value: 'Agent@Example.md' },
          { type: 'telegram', value: '@ana_flats' },
        ],
        new_attributes: [
          { attribute: rooms, value: '3' },
          { attribute: heating, value: 'central' },
        ],
      }),
    );
    expect(after.contacts?.map(({ type, value }) => ({ type, value }))).toEqual([
      { type: 'email', value: 'agent@example.md' },
      { type: 'telegram', value: '@ana_flats' },
    ]);
    expect(after.attributes.map(({ key, value, value_title }) => [key, value, value_title])).toEqual([
      ['rooms', '3', '3'],
      ['heating', 'central', 'Centralizată'],
    ]);
    const dropped = await edited(await patchAdvert(app, ana, before.slug, { attributes_to_delete: [rooms] }));
    expect(dropped.attributes.map((a) => a.key)).toEqual(['heating']);
  });

  it("drops the old category's own attributes when the category changes; those of every category stay", async () => {
    const before = await newAdvert(
      app,
      ana,
      validForm(ids, {
        attributes: [
          { attribute: attributeOf('rooms', ids.flats), value: '2' },
          { attribute: attributeOf('parking', ids.flats), value: 'true' },
        ],
      }),
    );
    const after = await edited(await patchAdvert(app, ana, before.slug, { category: ids.land }));
    expect(after.category.id).toBe(ids.land);
    expect(after.attributes.map((a) => a.key)).toEqual(['parking']);
  });

  it('publishes a draft only with its place, and takes JSON too', async () => {
    const draft = await newAdvert(app, ana, {
      type: 'sale',
      title_ru: 'Черновик',
      category: ids.flats,
      is_draft: true,
    });
    const refused = await patchAdvert(app, ana, draft.slug, { is_draft: false });
    expect(errorSchema.parse(refused.json()).fieldErrors).toEqual({
      region: ['required_to_publish'],
      location: ['required_to_publish'],
    });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/adverts/${draft.slug}/`,
      headers: bearer('doors', ana.access),
      payload: { is_draft: false, region: 1, location: 101 },
    });
    expect(await edited(res)).toMatchObject({ is_draft: false, location: { id: 101 } });
  });

  describe('refuses a bad change at its field and changes nothing', () => {
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      ['a negative price', { price: -1 }, 0, 'price', 'too_small'],
      ["another advert's picture", { images_to_delete: ['other'] }, 0, 'images_to_delete.0', 'invalid'],
      ['a preview among no new pictures', { image_preview: 'new:0' }, 0, 'image_preview', 'invalid'],
      [
        'a preview that is being deleted',
        { images_to_delete: ['own'], image_preview: 'own' },
        0,
        'image_preview',
        'invalid',
      ],
      ['the whole attribute list (edits name their changes)', { attributes: [] }, 0, 'attributes', 'unknown_field'],
      [
        'an attribute the shop does not have to delete',
        { attributes_to_delete: [2_000_000_000] },
        0,
        'attributes_to_delete.0',
        'invalid',
      ],
      ['an empty contact list', { new_contacts: [] }, 0, 'new_contacts', 'required'],
      ['an eleventh picture', {}, 10, 'new_images', 'too_many'],
      ['a location outside the region', { location: 101 }, 0, 'location', 'mismatch'],
    ];
    it.each(cases)('%s', async (_, change, pictures, field, code) => {
      const [other, own] = [await withPictures(1), await withPictures(1)];
      const resolved = JSON.parse(
        JSON.stringify(change)
          .replaceAll('"other"', String(other.images[0]!.id))
          .replaceAll('"own"', String(own.images[0]!.id)),
      ) as Record<string, unknown>;
      if (typeof resolved.image_preview === 'number') resolved.image_preview = String(resolved.image_preview);
      const files = await Promise.all(
        Array.from({ length: pictures }, async () => ({ ...(await picture('#123456')), field: 'new_images' })),
      );
      const filesBefore = (await readdir(ctx.imageDir)).length;
      const res = await patchAdvert(app, ana, own.slug, resolved, files);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorSchema.parse(res.json()).fieldErrors[field]).toContain(code);
      expect(stable(await read(own.slug))).toEqual(stable(own));
      expect(stable(await read(other.slug))).toEqual(stable(other));
      expect((await readdir(ctx.imageDir)).length).toBe(filesBefore);
    });
  });
});

describe('api/adverts/{slug}/ DELETE', () => {
  it('answers 204 and keeps the advert as deleted: gone from the list and my adverts, still readable by its owner', async () => {
    const advert = await newAdvert(app, ana, validForm(ids, { title_ro: 'Anunț de șters curând' }));
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/adverts/${advert.slug}/`,
      headers: bearer('doors', ana.access),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await read(advert.slug)).toMatchObject({ is_deleted: true });
    expect((await app.inject({ url: `/api/adverts/${advert.slug}`, headers: site('doors') })).statusCode).toBe(404);
    const mine = advertListResponse.parse(
      (await app.inject({ url: '/api/my-adverts/', headers: bearer('doors', ana.access) })).json(),
    );
    expect(mine.data.map((a) => a.slug)).not.toContain(advert.slug);
    const search = advertListResponse.parse(
      (
        await app.inject({
          url: `/general/v2/product?search=${encodeURIComponent('șters curând')}`,
          headers: site('doors'),
        })
      ).json(),
    );
    expect(search.data.map((a) => a.slug)).not.toContain(advert.slug);
  });

  it('is gone for edits too: a second DELETE and a PATCH answer 404', async () => {
    const advert = await newAdvert(app, ana, validForm(ids));
    const remove = () =>
      app.inject({ method: 'DELETE', url: `/api/adverts/${advert.slug}/`, headers: bearer('doors', ana.access) });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    expect((await patchAdvert(app, ana, advert.slug, { price: 1 })).statusCode).toBe(404);
  });
});
