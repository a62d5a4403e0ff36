// The adverts module as a shopper drives it (issue 20): a page object over mf-adverts' pages (the
// list, an advert, my adverts, the form, favourites) and its windows. Form fields are found by their
// names (the API's, the same in every language), buttons and windows by their test ids.
import { deflateSync, crc32 } from 'node:zlib';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pageCall } from './page-call.ts';

/** A window of the adverts by its spec name (`draftSave`, `reportUser`...), in the shell's modal host. */
export const advertWindow = (page: Page, name: string) => page.getByTestId(`window-${name}`);

export const field = (page: Page, name: string) => page.locator(`[data-testid=advert-form] [name="${name}"]`);

/** A PNG of one colour, made here (no image library): signature, IHDR, one IDAT of RGB rows, IEND. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  // Each row: filter byte 0, then the pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

export interface NewAdvert {
  titleRo: string;
  titleRu: string;
  price: string;
  area: string;
  contact: string;
}

/** The form's first three steps as a shopper fills them: a flat for sale in a sector of Chisinau. */
export async function fillWhatWhereDetails(page: Page, advert: NewAdvert, check: (state: string) => Promise<void>) {
  await field(page, 'category').selectOption({ index: 1 });
  await field(page, 'title_ro').fill(advert.titleRo);
  await field(page, 'title_ru').fill(advert.titleRu);
  await field(page, 'description_ro').fill('Apartament luminos, etajul 3, reparație nouă.');
  await field(page, 'description_ru').fill('Светлая квартира, 3 этаж, новый ремонт.');
  await check('form, what');
  await nextStep(page, 'where');
  // Region 3 is Chisinau (its localities, the first being the city, have sectors).
  await field(page, 'region').selectOption('3');
  await expect.poll(() => field(page, 'location').locator('option').count()).toBeGreaterThan(1);
  await field(page, 'location').selectOption({ index: 1 });
  await expect.poll(() => field(page, 'sector').locator('option').count()).toBeGreaterThan(1);
  await field(page, 'sector').selectOption({ index: 1 });
  await field(page, 'address').fill('bd. Dacia 23');
  await check('form, where');
  await nextStep(page, 'details');
  await field(page, 'price').fill(advert.price);
  await field(page, 'area').fill(advert.area);
  await field(page, 'default_area_unit').selectOption('m2');
  await check('form, details');
  await nextStep(page, 'media');
}

/** "Next": the step's fields pass the check and the form shows `step`. */
export async function nextStep(page: Page, step: string): Promise<void> {
  await page.getByTestId('next').click();
  await expect.poll(() => page.getByTestId('advert-form').getAttribute('data-step')).toBe(step);
}

/** Two photos chosen: each shows at once from its object URL (the page's CSP allows blob: images). */
export async function choosePhotos(page: Page): Promise<void> {
  await page.getByTestId('pictures-input').setInputFiles([
    { name: 'living-room.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 160, 90]) },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: solidPng(48, 64, [60, 120, 200]) },
  ]);
  const previews = page.locator('[data-testid=pictures] img');
  await expect.poll(() => previews.count()).toBe(2);
  await expect
    .poll(() => previews.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)))
    .toEqual([64, 48]);
}

export interface OwnAdvert {
  id: number;
  slug: string;
  title: string;
  price: number | null;
  /** In the shop's currency, which the list's price range is in. */
  shop_price: { price: number; currency: string } | null;
  is_draft: boolean;
  is_deleted: boolean;
}

/** The signed-in shopper's advert whose title has this word, as the API answers it to them. */
export async function ownAdvert(page: Page, word: string): Promise<OwnAdvert | undefined> {
  const answer = await pageCall(page, '/api/api/my-adverts');
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { data: OwnAdvert[] }).data.find((advert) => advert.title.includes(word));
}

/**
 * The list's filters (in the page on wide screens, in the filtersAnnouncements window on phones):
 * words, the category and a price range in the shop's currency; applying them navigates.
 */
export async function filterList(
  page: Page,
  filters: { search: string; category: string; priceMin: number; priceMax: number },
  phone: boolean,
  check: (state: string) => Promise<void>,
): Promise<void> {
  if (phone) await page.getByTestId('open-filters').click();
  const form = phone ? advertWindow(page, 'filtersAnnouncements') : page.locator('aside [data-testid=filters-form]');
  await form.locator('[name="search"]').fill(filters.search);
  await form.locator('[name="category"]').selectOption(filters.category);
  await form.locator('[name="price_min"]').fill(String(filters.priceMin));
  await form.locator('[name="price_max"]').fill(String(filters.priceMax));
  if (phone) await check('filters window');
  await form.getByTestId('filters-apply').click();
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toMatchObject({
      search: filters.search,
      category: filters.category,
      price_min: String(filters.priceMin),
      price_max: String(filters.priceMax),
    });
}

/** The advert ids the list shows now. */
export const listedIds = (page: Page) =>
  page
    .locator('[data-testid=advert-card]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-advert-id')));

/**
 * The contrast of an element's text with its own background (WCAG's ratio, 1 to 21). Axe cannot always
 * tell it on a link drawn as a button, whose colours come from two rules that compete.
 */
export const textContrast = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      const luminance = (colour: string) => {
        const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
          const c = Number(part) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    });

/** What the shell's header draws after an element (a count bubble on its own .badge), `none` for none. */
export const drawnAfter = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element, '::after').content);
