// Services, shop reviews and regional partners. The demo builds them from the brand's own data
// (advantages; makers as partners, seeded) and fixed translated texts; deterministic per site.
import { asc, and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { regionPartnersResponse } from '@vitrina/contract';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { contentBlocks } from '../db/schema/index.ts';
import type { PartnerBody } from '../seed/country-content.ts';
import { createRandom } from '../seed/random.ts';

type RegionPartners = z.infer<typeof regionPartnersResponse>;

export const REVIEWS_PER_PAGE = 10;
const REVIEW_COUNT = 24;

/** base/services: the shop's advantages, each offered as a service. */
export async function listServices(db: Db, siteId: number, ctx: LangContext) {
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.siteId, siteId), eq(contentBlocks.kind, 'advantage')))
    .orderBy(asc(contentBlocks.position));
  const description = {
    ro: 'Disponibil pentru fiecare comandă.',
    ru: 'Доступно для каждого заказа.',
    uk: 'Доступно для кожного замовлення.',
    en: 'Available with every order.',
  };
  return rows.map((row) => ({
    id: row.id,
    title: t((row.body as { title: unknown }).title, ctx),
    description: t(description, ctx),
    icon: `/media/illustrations/service-${row.position + 1}.svg`,
  }));
}

export const AUTHORS = ['Ana M.', 'Ion C.', 'Elena R.', 'Victor P.', 'Olga S.', 'Dmitri V.', 'Mariana L.', 'Sergiu T.'];
export const REVIEW_TEXTS = [
  {
    rating: 5,
    text: {
      ro: 'Livrare rapidă, totul conform descrierii.',
      ru: 'Быстрая доставка, всё как в описании.',
      uk: 'Швидка доставка, усе як в описі.',
      en: 'Fast delivery, everything as described.',
    },
  },
  {
    rating: 5,
    text: {
      ro: 'Consultanții m-au ajutat să aleg.',
      ru: 'Консультанты помогли с выбором.',
      uk: 'Консультанти допомогли з вибором.',
      en: 'The staff helped me choose.',
    },
  },
  {
    rating: 4,
    text: {
      ro: 'Calitate bună, ambalaj ar putea fi mai bun.',
      ru: 'Качество хорошее, упаковку можно лучше.',
      uk: 'Якість добра, пакування могло б бути кращим.',
      en: 'Good quality; the packaging could be better.',
    },
  },
  {
    rating: 4,
    text: {
      ro: 'Prețuri corecte, voi reveni.',
      ru: 'Честные цены, вернусь ещё.',
      uk: 'Чесні ціни, повернуся ще.',
      en: 'Fair prices, I will be back.',
    },
  },
  {
    rating: 3,
    text: {
      ro: 'Curierul a întârziat, dar produsul e bun.',
      ru: 'Курьер опоздал, но товар хороший.',
      uk: 'Кур’єр запізнився, але товар добрий.',
      en: 'The courier was late but the product is good.',
    },
  },
];

/** base/reviews: shop reviews, newest first, with the average rating over all of them. */
export function listShopReviews(siteId: number, ctx: LangContext, page: number) {
  const random = createRandom(siteId * 7_919);
  const all = Array.from({ length: REVIEW_COUNT }, (_, i) => {
    const sample = random.pick(REVIEW_TEXTS);
    return {
      id: siteId * 1000 + i + 1,
      author: random.pick(AUTHORS),
      rating: sample.rating,
      text: t(sample.text, ctx),
      created_at: new Date(Date.UTC(2026, 10, 20) - i * 4 * 86_400_000).toISOString(),
    };
  });
  const average = Math.round((all.reduce((sum, r) => sum + r.rating, 0) / all.length) * 10) / 10;
  return {
    data: all.slice((page - 1) * REVIEWS_PER_PAGE, page * REVIEWS_PER_PAGE),
    totalCount: all.length,
    pages: Math.ceil(all.length / REVIEWS_PER_PAGE),
    average,
  };
}

/**
 * base/partners/region_partners: the shop's dealers (seeded per the shop's country, see
 * seed/country-content.ts), grouped by region in the order they were written.
 */
export async function listRegionPartners(db: Db, siteId: number, ctx: LangContext) {
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.siteId, siteId), eq(contentBlocks.kind, 'partner')))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  const regions = new Map<string, RegionPartners[number]>();
  for (const row of rows) {
    const body = row.body as PartnerBody;
    const region = t(body.region, ctx);
    const group = regions.get(region) ?? { region, partners: [] };
    group.partners.push({ id: row.id, name: body.name, phone: body.phone, address: t(body.address, ctx) });
    regions.set(region, group);
  }
  return [...regions.values()];
}
