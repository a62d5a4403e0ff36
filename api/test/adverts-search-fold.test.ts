// An advert's Latin spelling (search_folded) is the database's (migration 0030): the adverts_tsv
// trigger folds the texts as foldToLatin does, whoever writes them, so a title changed by plain SQL is
// found by its Latin spelling at once, and nothing written to the column itself can make it stale.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { advertListResponse } from '@vitrina/contract';
import { foldToLatin } from '@vitrina/domain';

import { rowsOf } from '../src/db/rows.ts';
import { site } from './app.ts';
import { author, buildAdvertsApp, formIds, newAdvert, patchAdvert, validForm } from './adverts-support.ts';

const ctx = await buildAdvertsApp();
const { app } = ctx;

interface TextRow {
  id: number;
  title_ro: string;
  title_ru: string;
  description_ro: string;
  description_ru: string;
  search_folded: string;
}
const textsOf = async (where = sql`true`) =>
  rowsOf<TextRow>(
    await app.db.execute(
      sql`SELECT id, title_ro, title_ru, description_ro, description_ru, search_folded FROM adverts WHERE ${where} ORDER BY id`,
    ),
  );
const folded = (row: TextRow) =>
  foldToLatin([row.title_ro, row.title_ru, row.description_ro, row.description_ru].join(' '));
const foldedBy = async (id: number) => (await textsOf(sql`id = ${id}`))[0]!;

const search = async (words: string) =>
  advertListResponse
    .parse(
      (
        await app.inject({ url: `/general/v2/product?search=${encodeURIComponent(words)}`, headers: site('doors') })
      ).json(),
    )
    .data.map((advert) => advert.id);

describe('fold_to_latin, the SQL twin of foldToLatin', () => {
  it('folds every seeded advert (written by the seed without a Latin spelling) as foldToLatin does', async () => {
    const rows = await textsOf();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((row) => row.search_folded !== folded(row))).toEqual([]);
  });

  it.each([
    'Apartament cu 2 camere, Botanica',
    'ȘCOALĂ, ŢARĂ, Ăâî: Şi ţi (cedilla and comma)',
    'ЖИЛОЙ ДОМ ЩУКИНА, ЁЛКА, ЮГ, ЯР, ЦЕХ, ЧАЙ, ШАХ',
    'Київ, Ґанок, Єнот, Їжак, їжак, ґанок',
    'Подъезд, ОБЪЁМ, мягкий знак — ь',
    'Café «Élan» — 100 m², 3½ camere',
    '  tabs\tand\nlines  ',
    'İstanbul, the Kelvin sign K, ﬁ ligature',
    'Straße ẞ Ærø Łódź Αθήνα 🏠 Casă',
    'apt.5/12, et. 3-4',
    '!!! ???',
    '',
  ])('folds %j as foldToLatin does', async (text) => {
    const [row] = rowsOf<{ fold: string }>(await app.db.execute(sql`SELECT fold_to_latin(${text}) AS fold`));
    expect(row!.fold).toBe(foldToLatin(text));
  });
});

describe('the trigger keeps the Latin spelling, whoever writes', () => {
  it('finds an advert by the Latin spelling of a Russian title written with plain SQL', async () => {
    const advert = await newAdvert(app, await author(ctx), validForm(await formIds(app, 'doors')));
    expect(await search('zhuzhelitsa')).not.toContain(advert.id);
    await app.db.execute(sql`UPDATE adverts SET title_ru = 'Дача у пруда Жужелица' WHERE id = ${advert.id}`);
    expect(await search('zhuzhelitsa')).toContain(advert.id);
    const row = await foldedBy(advert.id);
    expect(row.search_folded).toBe(folded(row));
  });

  it('overwrites a spelling written to the column itself', async () => {
    const advert = await newAdvert(app, await author(ctx), validForm(await formIds(app, 'doors')));
    await app.db.execute(sql`UPDATE adverts SET search_folded = 'stale words' WHERE id = ${advert.id}`);
    const row = await foldedBy(advert.id);
    expect(row.search_folded).toBe(folded(row));
    expect(row.search_folded).toContain('dvuhkomnatnaia kvartira');
  });

  it('folds what the API writes: a new advert, a new Russian title, a change of price alone', async () => {
    const ana = await author(ctx);
    const advert = await newAdvert(app, ana, validForm(await formIds(app, 'doors')));
    expect((await foldedBy(advert.id)).search_folded).toContain('apartament cu 2 camere botanica');
    const renamed = await patchAdvert(app, ana, advert.slug, { title_ru: 'Квартира у Комсомольского озера' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await foldedBy(advert.id)).search_folded).toContain('kvartira u komsomolskogo ozera');
    expect(await search('komsomolskogo')).toContain(advert.id);
    const repriced = await patchAdvert(app, ana, advert.slug, { price: 61000 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const row = await foldedBy(advert.id);
    expect(row.search_folded).toBe(folded(row));
  });
});
