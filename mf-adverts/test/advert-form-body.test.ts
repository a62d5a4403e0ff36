// The advert form's values as the API receives them: the spec's defaults, the browser's check against
// the contract's own schema (the codes the API answers, at the same fields), and the multipart bodies
// of a new advert (images and contacts only when non-empty, the preview first) and of an edit (what
// changed, and the lists new_contacts, new_attributes, attributes_to_delete, new_images,
// images_to_delete, image_preview).
import { describe, expect, it } from 'vitest';
import {
  advertFields,
  checkFields,
  createBody,
  defaultValues,
  updateBody,
  valuesOfAdvert,
} from '../src/features/advert-form/index.ts';
import type { AdvertFormValues } from '../src/features/advert-form/index.ts';
import { advert } from './advert-support.ts';

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
const newPicture = (n: number) => ({
  key: `file:${n}`,
  kind: 'new' as const,
  file: photo(`p${n}.jpg`),
  url: `blob:${n}`,
});
const kept = (id: number) => ({ key: `kept:${id}`, kind: 'kept' as const, id, url: `/media/adverts/${id}.webp` });

const filled = (change: Partial<AdvertFormValues> = {}): AdvertFormValues => ({
  ...defaultValues(),
  title_ro: 'Casă cu grădină',
  category: 2,
  region: 3,
  location: 301,
  price: '120 000,50',
  area: '6',
  ...change,
});

const entries = (body: FormData) =>
  [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);

describe('the form', () => {
  it('starts with the spec defaults: EUR, ari, negotiable, active, a sale, one empty contact', () => {
    expect(defaultValues()).toMatchObject({
      default_currency: 'EUR',
      default_area_unit: 'ari',
      is_negotiable_price: true,
      is_active: true,
      is_draft: false,
      type: 'sale',
      price: '',
      contacts: [{ type: 'phone', value: '', name: '' }],
      attributes: {},
    });
  });

  it('reads an advert back for editing, contacts and attributes included', () => {
    const values = valuesOfAdvert(
      advert({ is_owner: true, contacts: [{ id: 1, type: 'email', value: 'ana@example.md', name: 'Ana' }] }),
    );
    expect(values).toMatchObject({
      price: '65000',
      area: '54.5',
      default_area_unit: 'm2',
      region: 3,
      location: 301,
      sector: 7,
      category: 1,
      attributes: { 11: '2', 14: 'autonomous' },
      contacts: [{ type: 'email', value: 'ana@example.md', name: 'Ana' }],
      cadastral_number: '0100415.123.01.045',
    });
  });

  it('reads numbers as typed with spaces and a decimal comma; empty optional ones are null', () => {
    expect(advertFields(filled())).toMatchObject({
      price: 120000.5,
      area: 6,
      lat: null,
      lon: null,
      cadastral_number: null,
    });
  });
});

describe("the browser's check (the contract's schema)", () => {
  it('passes a complete form', async () => {
    expect(
      await checkFields(advertFields(filled({ contacts: [{ type: 'phone', value: '+373 69 123 456', name: '' }] }))),
    ).toEqual({});
  });

  it('names each refused field with the code the API answers', async () => {
    const errors = await checkFields(
      advertFields(
        filled({
          category: null,
          price: '1000000000',
          area: 'big',
          lat: '91',
          lon: '28.8',
          cadastral_number: '12-34',
          contacts: [{ type: 'email', value: 'not-an-address', name: '' }],
        }),
      ),
    );
    expect(errors).toEqual({
      category: ['required'],
      price: ['too_big'],
      area: ['invalid'],
      lat: ['too_big'],
      cadastral_number: ['invalid'],
      'contacts.0.value': ['invalid_email'],
    });
  });

  it('does not judge an empty list: contacts left blank are not sent', async () => {
    expect(
      await checkFields(advertFields(filled({ contacts: [{ type: 'phone', value: '  ', name: 'Ana' }] }))),
    ).toEqual({});
  });
});

describe('a new advert as multipart', () => {
  it('sends the fields as text, leaves out empty optional ones and empty lists', () => {
    const body = createBody(filled(), [], null);
    expect(entries(body)).toEqual([
      ['type', 'sale'],
      ['title_ro', 'Casă cu grădină'],
      ['title_ru', ''],
      ['description_ro', ''],
      ['description_ru', ''],
      ['price', '120000.5'],
      ['default_currency', 'EUR'],
      ['area', '6'],
      ['default_area_unit', 'ari'],
      ['is_active', 'true'],
      ['is_draft', 'false'],
      ['is_negotiable_price', 'true'],
      ['region', '3'],
      ['location', '301'],
      ['address', ''],
      ['category', '2'],
    ]);
    expect(body.has('contacts')).toBe(false);
    expect(body.has('attributes')).toBe(false);
    expect(body.has('images')).toBe(false);
  });

  it('sends the filled contacts and attributes as JSON, and the pictures with the chosen preview first', () => {
    const values = filled({
      attributes: { 11: '3', 12: '' },
      contacts: [
        { type: 'phone', value: ' +373 69 123 456 ', name: 'Ana' },
        { type: 'email', value: '', name: '' },
      ],
    });
    const body = createBody(values, [newPicture(0), newPicture(1), newPicture(2)], 'file:1');
    expect(JSON.parse(body.get('attributes') as string)).toEqual([{ attribute: 11, value: '3' }]);
    expect(JSON.parse(body.get('contacts') as string)).toEqual([
      { type: 'phone', value: '+373 69 123 456', name: 'Ana' },
    ]);
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['p1.jpg', 'p0.jpg', 'p2.jpg']);
  });
});

describe('an edit as multipart', () => {
  const owned = advert({ is_owner: true, contacts: [{ id: 1, type: 'phone', value: '+373 69 123 456', name: 'Ana' }] });
  const pictures = [kept(501), kept(502)];

  it('sends only what changed, and is_draft always (the button pressed)', () => {
    const values = { ...valuesOfAdvert(owned), price: '60000', is_draft: false };
    expect(entries(updateBody(owned, values, pictures, null))).toEqual([
      ['price', '60000'],
      ['is_draft', 'false'],
    ]);
  });

  it('sends the lists: new contacts, changed and dropped attributes, new and removed pictures, the preview', () => {
    const values = {
      ...valuesOfAdvert(owned),
      attributes: { 11: '3', 14: '', 15: 'true' },
      contacts: [{ type: 'telegram' as const, value: '@ana_rusu', name: '' }],
    };
    const body = updateBody(owned, values, [kept(502), newPicture(0), newPicture(1)], 'file:1');
    expect(JSON.parse(body.get('new_contacts') as string)).toEqual([{ type: 'telegram', value: '@ana_rusu' }]);
    expect(JSON.parse(body.get('new_attributes') as string)).toEqual([
      { attribute: 11, value: '3' },
      { attribute: 15, value: 'true' },
    ]);
    expect(JSON.parse(body.get('attributes_to_delete') as string)).toEqual([14]);
    expect(JSON.parse(body.get('images_to_delete') as string)).toEqual([501]);
    expect(body.getAll('new_images').map((file) => (file as File).name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(body.get('image_preview')).toBe('new:1');
  });

  it('names a kept picture as the preview by its id, only when it changes; sends no empty list', () => {
    const same = updateBody(
      owned,
      { ...valuesOfAdvert(owned), contacts: [{ type: 'phone', value: '', name: '' }] },
      pictures,
      'kept:501',
    );
    expect(same.has('image_preview')).toBe(false);
    expect(same.has('new_contacts')).toBe(false);
    expect(same.has('images_to_delete')).toBe(false);
    expect(updateBody(owned, valuesOfAdvert(owned), pictures, 'kept:502').get('image_preview')).toBe('502');
  });
});
