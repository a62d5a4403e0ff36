// The adverts tests' app and calls: shoppers of the two demo shops with adverts, the advert form as
// the browser sends it (multipart with pictures, or JSON), and a shop of a test's own with adverts on,
// so the list's counts and orders are exact whatever other files write.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';

import { advertSchema, type Advert } from '@vitrina/contract';

import type { App, BuildOptions } from '../src/app.ts';
import { sites } from '../src/db/schema/index.ts';
import { seedAdvertReference } from '../src/seed/adverts/index.ts';
import { activeAccount, bearer, buildAuthApp, type AuthTestContext } from './auth-support.ts';

export interface AdvertsContext extends AuthTestContext {
  imageDir: string;
}

/** The auth tests' app, with the advert pictures in a folder of the test's own. */
export async function buildAdvertsApp(options: Partial<BuildOptions> = {}): Promise<AdvertsContext> {
  const imageDir = await mkdtemp(join(tmpdir(), 'vitrina-advert-images-test-'));
  afterAll(() => rm(imageDir, { recursive: true, force: true }));
  const ctx = await buildAuthApp({ adverts: { imageDir }, ...options });
  return { ...ctx, imageDir };
}

export interface Author {
  brand: string;
  id: number;
  access: string;
}

let accounts = 0;
export async function author(ctx: AuthTestContext, brand = 'doors'): Promise<Author> {
  const { id, access } = await activeAccount(ctx, brand, `advert-author-${process.pid}-${++accounts}@example.md`);
  return { brand, id, access };
}

/** A shop of the test's own with the adverts module on (token `demo-<key>`, so site() names it). */
export async function advertShop(app: App, currency: 'MDL' | 'USD' = 'MDL'): Promise<string> {
  const key = `adverts-test-${process.pid}-${Date.now()}-${++accounts}`;
  const [row] = await app.db
    .insert(sites)
    .values({
      token: `demo-${key}`,
      brandKey: key,
      hosts: [`${key}.localhost`],
      publicOrigin: `http://${key}.localhost`,
      theme: 'light',
      langs: ['ro', 'ru'],
      mainLang: 'ro',
      currency,
      settings: { adverts_enabled: true },
    })
    .returning({ id: sites.id });
  await seedAdvertReference(app.db, { id: row!.id, currency });
  afterAll(() => app.db.delete(sites).where(eq(sites.id, row!.id)));
  return key;
}

export const BOUNDARY = 'vitrina-advert-boundary';
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

export interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart body: text fields (objects and lists as JSON, as the form sends them) and files. */
export function formBody(fields: Record<string, unknown>, files: FilePart[] = []): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  for (const { field = 'images', filename = 'photo.jpg', type = 'image/jpeg', bytes } of files) {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    parts.push(Buffer.from(head), bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** A photo of one colour, to encode as any format. */
export const photo = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });

/** The ids the form needs, read as the browser reads them. */
export async function formIds(app: App, brand: string) {
  const read = async <T>(url: string) =>
    (await app.inject({ url, headers: { 'x-site-token': `demo-${brand}` } })).json() as T;
  const categories = await read<{ id: number; slug: string }[]>('/api/adverts-categories');
  const sectors = await read<{ id: number; title: string }[]>('/api/sectors?location=301');
  const category = (slug: string) => categories.find((c) => c.slug === slug)!.id;
  return { category, flats: category('apartamente'), land: category('terenuri'), sector: sectors[0]!.id };
}

/** A complete advert form for Chisinau (region 3, locality 301), published. */
export const validForm = (ids: { flats: number; sector: number }, extra: Record<string, unknown> = {}) => ({
  type: 'sale',
  title_ro: 'Apartament cu 2 camere, Botanica',
  title_ru: 'Двухкомнатная квартира, Ботаника',
  description_ro: 'Apartament luminos, etajul 3.',
  description_ru: 'Светлая квартира, 3 этаж.',
  price: 65000,
  area: 54.5,
  default_area_unit: 'm2',
  lat: 46.9961,
  lon: 28.8573,
  region: 3,
  location: 301,
  sector: ids.sector,
  address: 'bd. Dacia 23',
  category: ids.flats,
  contacts: [{ type: 'phone', value: '+373 69 123 456', name: 'Ana' }],
  ...extra,
});

export const postAdvert = (app: App, who: Author, fields: Record<string, unknown>, files: FilePart[] = []) =>
  app.inject({
    method: 'POST',
    url: '/api/adverts/',
    headers: { ...bearer(who.brand, who.access), 'content-type': MULTIPART },
    payload: formBody(fields, files),
  });

export const patchAdvert = (
  app: App,
  who: Author,
  slug: string,
  fields: Record<string, unknown>,
  files: FilePart[] = [],
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/adverts/${slug}/`,
    headers: { ...bearer(who.brand, who.access), 'content-type': MULTIPART },
    payload: formBody(fields, files),
  });

/** Posts a valid advert (JSON, no pictures) and answers it. */
export async function newAdvert(app: App, who: Author, fields: Record<string, unknown>): Promise<Advert> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/adverts/',
    headers: bearer(who.brand, who.access),
    payload: fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return advertSchema.parse(res.json());
}
