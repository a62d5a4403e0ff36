// Posting an advert (api/adverts/ POST): the form as multipart with pictures or as JSON, the spec's
// defaults, pictures judged by content and kept as WebP, and every bad field refused at its name in
// the one error shape with nothing stored: no advert row and no picture file.
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { ADVERT_BODY_MAX_BYTES, ADVERT_IMAGE_MAX_BYTES, advertSchema, errorSchema } from '@vitrina/contract';

import { adverts } from '../src/db/schema/index.ts';
import { bearer } from './auth-support.ts';
import {
  author,
  buildAdvertsApp,
  formBody,
  formIds,
  MULTIPART,
  newAdvert,
  photo,
  postAdvert,
  validForm,
} from './adverts-support.ts';

const ctx = await buildAdvertsApp();
const { app } = ctx;
const ana = await author(ctx);
const ids = await formIds(app, 'doors');
const otherShop = await formIds(app, 'doors-2');
const flatAttributes = (
  await app.inject({ url: `/api/adverts-attributes?category=${ids.flats}`, headers: bearer('doors', ana.access) })
).json() as {
  id: number;
  key: string;
}[];
const landAttributes = (
  await app.inject({ url: `/api/adverts-attributes?category=${ids.land}`, headers: bearer('doors', ana.access) })
).json() as {
  id: number;
  key: string;
}[];
const attribute = (key: string) => flatAttributes.find((a) => a.key === key)!.id;

const storedAdverts = async () =>
  (await app.db.select({ n: count() }).from(adverts).where(eq(adverts.userId, ana.id)))[0]!.n;
const storedFiles = async () => (await readdir(ctx.imageDir)).length;

describe('api/adverts/ POST', () => {
  it('publishes a multipart advert with two pictures: WebP within 1600 px, the first one the preview', async () => {
    const wide = await photo(2400, 1200).png().toBuffer();
    const small = await photo(300, 200, '#cc3333').jpeg().toBuffer();
    const res = await postAdvert(app, ana, validForm(ids), [
      { bytes: wide, filename: 'wide.png', type: 'image/png' },
      { bytes: small },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const advert = advertSchema.parse(res.json());
    expect(advert).toMatchObject({
      title: 'Apartament cu 2 camere, Botanica',
      price: 65000,
      currency: 'EUR',
      is_negotiable_price: true,
      area: 54.5,
      area_unit: 'm2',
      is_draft: false,
      is_active: true,
      is_owner: true,
      has_contacts: true,
      contacts: [{ type: 'phone', value: '+37369123456', name: 'Ana' }],
      region: { id: 3 },
      location: { id: 301 },
      sector: { id: ids.sector },
    });
    expect(advert.images.map(({ width, height, is_preview }) => ({ width, height, is_preview }))).toEqual([
      { width: 1600, height: 800, is_preview: true },
      { width: 300, height: 200, is_preview: false },
    ]);
    expect(advert.image).toBe(advert.images[0]!.url);
    const served = await app.inject({ url: advert.images[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it("takes JSON too, with the spec's defaults: EUR, ari, negotiable, published and active, no price", async () => {
    const advert = await newAdvert(app, ana, {
      type: 'rent',
      title_ro: 'Teren lângă pădure',
      category: ids.land,
      region: 3,
      location: 301,
    });
    expect(advert).toMatchObject({
      currency: 'EUR',
      area_unit: 'ari',
      is_negotiable_price: true,
      is_draft: false,
      is_active: true,
      price: null,
      shop_price: null,
      title: 'Teren lângă pădure',
      title_ru: '',
      has_contacts: false,
    });
  });

  it("strips a photo's EXIF (the author's GPS position) and turns it upright", async () => {
    const sideways = await photo(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Vitrina test camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 1/1 0/1' } })
      .toBuffer();
    const res = await postAdvert(app, ana, validForm(ids), [{ bytes: sideways }]);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await app.inject({ url: advertSchema.parse(res.json()).images[0]!.url });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
  });

  it('saves a draft without a place: publishing one needs the region and the location', async () => {
    const draft = await newAdvert(app, ana, {
      type: 'sale',
      title_ro: 'Ciornă de anunț',
      category: ids.flats,
      is_draft: true,
    });
    expect(draft).toMatchObject({ is_draft: true, region: null, location: null });
    const res = await app.inject({
      method: 'POST',
      url: '/api/adverts/',
      headers: bearer('doors', ana.access),
      payload: { type: 'sale', title_ro: 'Anunț fără loc', category: ids.flats },
    });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({
      region: ['required_to_publish'],
      location: ['required_to_publish'],
    });
  });

  it('needs a signed-in author', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/adverts/',
      headers: { 'x-site-token': 'demo-doors' },
      payload: validForm(ids),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input is refused at its field, and nothing is stored', () => {
  const long = (n: number) => 'a'.repeat(n);
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a negative price', { price: -1 }, 'price', 'too_small'],
    ['a price over 999 999 999', { price: 1_000_000_000 }, 'price', 'too_big'],
    ['a price with three decimals', { price: 12.345 }, 'price', 'invalid'],
    ['a price in words', { price: 'cheap' }, 'price', 'invalid'],
    ['a latitude past the pole', { lat: 91 }, 'lat', 'too_big'],
    ['a longitude past the date line', { lon: -181 }, 'lon', 'too_small'],
    ['a latitude without its longitude', { lon: null }, 'lon', 'required'],
    ['an offer type of no list', { type: 'barter' }, 'type', 'invalid'],
    ['a currency other than EUR, USD or MDL', { default_currency: 'GBP' }, 'default_currency', 'invalid'],
    ['an area unit of no list', { default_area_unit: 'acre' }, 'default_area_unit', 'invalid'],
    ['a negative area', { area: -5 }, 'area', 'too_small'],
    ['a title of two letters', { title_ro: 'ab' }, 'title_ro', 'too_short'],
    ['no title in either language', { title_ro: '', title_ru: '' }, 'title_ro', 'required'],
    ['a title of 151 characters', { title_ru: long(151) }, 'title_ru', 'too_long'],
    ['a description of 5001 characters', { description_ro: long(5001) }, 'description_ro', 'too_long'],
    ['a category the shop does not have', { category: 2_000_000_000 }, 'category', 'invalid'],
    ["another shop's category", { category: otherShop.flats }, 'category', 'invalid'],
    ['a location outside the region', { location: 101 }, 'location', 'mismatch'],
    ['a sector outside the location', { region: 1, location: 101 }, 'sector', 'mismatch'],
    ['a region that does not exist', { region: 999, location: null, sector: null }, 'region', 'invalid'],
    ['an empty contact list', { contacts: [] }, 'contacts', 'required'],
    [
      'a phone that is no number',
      { contacts: [{ type: 'phone', value: 'call me' }] },
      'contacts.0.value',
      'invalid_phone',
    ],
    ['a kind of contact of no list', { contacts: [{ type: 'fax', value: '022123456' }] }, 'contacts.0.type', 'invalid'],
    [
      'words for a number attribute',
      { attributes: [{ attribute: attribute('rooms'), value: 'many' }] },
      'attributes.0.value',
      'invalid',
    ],
    [
      'a choice of no option',
      { attributes: [{ attribute: attribute('heating'), value: 'fireplace' }] },
      'attributes.0.value',
      'invalid',
    ],
    [
      "another category's attribute",
      { attributes: [{ attribute: landAttributes.find((a) => a.key === 'purpose')!.id, value: 'building' }] },
      'attributes.0.attribute',
      'mismatch',
    ],
    [
      'an attribute the shop does not have',
      { attributes: [{ attribute: 2_000_000_000, value: '1' }] },
      'attributes.0.attribute',
      'invalid',
    ],
    ['a cadastral number in words', { cadastral_number: 'lot nine' }, 'cadastral_number', 'invalid'],
    ['a field the form does not have', { owner_id: 1 }, 'owner_id', 'unknown_field'],
  ];

  it.each(cases)('%s', async (_, change, field, code) => {
    const [advertsBefore, filesBefore] = [await storedAdverts(), await storedFiles()];
    const res = await postAdvert(app, ana, validForm(ids, change), [{ bytes: await photo(40, 40).png().toBuffer() }]);
    expect(res.statusCode, res.body).toBe(400);
    const error = errorSchema.parse(res.json());
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors[field]).toContain(code);
    expect([await storedAdverts(), await storedFiles()]).toEqual([advertsBefore, filesBefore]);
  });

  it('names every bad field of a form at once', async () => {
    const res = await postAdvert(app, ana, validForm(ids, { price: -1, lat: 95, type: 'swap' }));
    expect(Object.keys(errorSchema.parse(res.json()).fieldErrors).sort()).toEqual(['lat', 'price', 'type']);
  });

  it('refuses a JSON body whose price is text and whose lists are not lists', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/adverts/',
      headers: bearer('doors', ana.access),
      payload: validForm(ids, { price: '100', contacts: 'phone' }),
    });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toMatchObject({ price: ['invalid'], contacts: ['invalid'] });
  });
  it('refuses a JSON body that is no object, and a body of another type with 415', async () => {
    for (const payload of ['null', '[1, 2]', '"flat"']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/adverts/',
        headers: { ...bearer('doors', ana.access), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(errorSchema.parse(res.json()).code).toBe('validation_failed');
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/adverts/',
      headers: { ...bearer('doors', ana.access), 'content-type': 'application/xml' },
      payload: '<flat/>',
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('pictures are judged by their content and size', () => {
  async function refusedPicture(files: Parameters<typeof postAdvert>[3], field: string, code: string) {
    const [advertsBefore, filesBefore] = [await storedAdverts(), await storedFiles()];
    const res = await postAdvert(app, ana, validForm(ids), files);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ [field]: [code] });
    expect([await storedAdverts(), await storedFiles()]).toEqual([advertsBefore, filesBefore]);
  }
  const good = async () => ({ bytes: await photo(40, 40).png().toBuffer(), filename: 'a.png', type: 'image/png' });

  it('refuses a text file named photo.jpg and sent as image/jpeg, at its place among the pictures', async () => {
    const fake = Buffer.from('This is not a photo of a flat, just words.');
    await refusedPicture(
      [await good(), { bytes: fake, filename: 'photo.jpg', type: 'image/jpeg' }],
      'images.1',
      'file_type',
    );
  });

  it('refuses an SVG (no vector decoder reads an author file), even named .png', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await refusedPicture([{ bytes: svg, filename: 'plan.png', type: 'image/png' }], 'images.0', 'file_type');
  });

  it(`refuses a picture over ${ADVERT_IMAGE_MAX_BYTES} bytes`, async () => {
    const png = await photo(10, 10).png().toBuffer();
    await refusedPicture(
      [{ bytes: Buffer.concat([png, Buffer.alloc(ADVERT_IMAGE_MAX_BYTES)]) }],
      'images.0',
      'file_too_big',
    );
  });

  it('refuses a picture that declares 100 megapixels in a few bytes, without decoding it', async () => {
    const bomb = Buffer.from(await photo(30, 20).png().toBuffer());
    // The IHDR chunk: width and height at bytes 16-23, its CRC (over type and data) after them.
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    await refusedPicture([{ bytes: bomb }], 'images.0', 'too_many_pixels');
  });

  it('refuses an eleventh picture and an empty file', async () => {
    const eleven = await Promise.all(Array.from({ length: 11 }, good));
    await refusedPicture(eleven, 'images.10', 'too_many');
    await refusedPicture([{ bytes: Buffer.alloc(0) }], 'images.0', 'required');
  });

  it('takes a JPEG named notes.txt and sent as text/plain: the content decides', async () => {
    const jpeg = await photo(50, 50).jpeg().toBuffer();
    const res = await postAdvert(app, ana, validForm(ids), [
      { bytes: jpeg, filename: 'notes.txt', type: 'text/plain' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(advertSchema.parse(res.json()).images).toHaveLength(1);
  });
});

describe('the whole body is bounded', () => {
  it(`refuses a body over ${ADVERT_BODY_MAX_BYTES} bytes (eleven pictures at the largest) with 413, storing nothing`, async () => {
    const [advertsBefore, filesBefore] = [await storedAdverts(), await storedFiles()];
    const largest = Buffer.alloc(ADVERT_IMAGE_MAX_BYTES, 1);
    const res = await postAdvert(
      app,
      ana,
      validForm(ids),
      Array.from({ length: 11 }, () => ({ bytes: largest })),
    );
    expect(res.statusCode).toBe(413);
    expect(errorSchema.parse(res.json())).toMatchObject({ code: 'payload_too_large', fieldErrors: {} });
    expect([await storedAdverts(), await storedFiles()]).toEqual([advertsBefore, filesBefore]);
  });

  it('refuses a multipart body that does not declare its length (411): its end could not be bounded', async () => {
    const body = formBody(validForm(ids), [{ bytes: await photo(20, 20).png().toBuffer() }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/adverts/',
      headers: { ...bearer('doors', ana.access), 'content-type': MULTIPART },
      payload: Readable.from([body]),
    });
    expect(res.statusCode, res.body).toBe(411);
    expect(errorSchema.parse(res.json()).code).toBe('length_required');
  });
});
