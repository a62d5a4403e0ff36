// Seeds the adverts module of each demo shop whose brand seed turns it on (doors and doors-2): the
// setting, the shop's categories, attributes, complaint categories, currency rates and terms, and a
// few dozen published adverts (a few drafts and an inactive one among them) of one demo agency.
import { randomBytes } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import { foldToLatin } from '@vitrina/domain';

import { demoImageKey, DEMO_IMAGE_SIZE } from '../../adverts/demo-pictures.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import {
  advertAttributes,
  advertAttributeValues,
  advertCategories,
  advertContacts,
  advertImages,
  adverts,
  complaintCategories,
  currencyRates,
  sectors,
  sites,
  staticContents,
  users,
} from '../../db/schema/index.ts';
import { BRAND_SEEDS } from '../brands/index.ts';
import { createRandom, slugify } from '../random.ts';
import { demoAdverts, type DemoAdvert } from './demo-adverts.ts';
import {
  ADVERT_ATTRIBUTE_SEEDS,
  ADVERT_CATEGORY_SEEDS,
  ADVERT_TERMS,
  COMPLAINT_CATEGORY_SEEDS,
  RATES_TO,
} from './reference.ts';

const ADVERTS_PER_SHOP = 30;
const HOUR = 3_600_000;

/** A shop's reference rows (tests seed their own shop with them); the ids of its categories and attributes by key. */
export async function seedAdvertReference(db: Db, site: { id: number; currency: string }) {
  const categories = await db
    .insert(advertCategories)
    .values(ADVERT_CATEGORY_SEEDS.map((c, position) => ({ siteId: site.id, slug: c.slug, title: c.title, position })))
    .returning({ id: advertCategories.id, slug: advertCategories.slug });
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const attributeRows = ADVERT_ATTRIBUTE_SEEDS.flatMap((a, position) =>
    (a.categories ?? [null]).map((category) => ({
      siteId: site.id,
      categoryId: category === null ? null : categoryId.get(category)!,
      key: a.key,
      title: a.title,
      kind: a.kind,
      unit: a.unit ?? '',
      options: (a.options ?? []) as { value: string; title: Record<string, string> }[],
      position,
    })),
  );
  const attributes = await db
    .insert(advertAttributes)
    .values(attributeRows)
    .returning({ id: advertAttributes.id, key: advertAttributes.key, categoryId: advertAttributes.categoryId });
  await db
    .insert(complaintCategories)
    .values(COMPLAINT_CATEGORY_SEEDS.map((title, position) => ({ siteId: site.id, title, position })));
  const rates = RATES_TO[site.currency as 'MDL' | 'USD'];
  await db
    .insert(currencyRates)
    .values(Object.entries(rates).map(([currency, rate]) => ({ siteId: site.id, currency, rate })));
  await db.insert(staticContents).values({ siteId: site.id, number: 2, ...ADVERT_TERMS });
  /** The attribute of `key` an advert of the category may have. */
  const attributeOf = (key: string, category: number) =>
    attributes.find((a) => a.key === key && (a.categoryId === category || a.categoryId === null))?.id;
  return { categoryId, attributeOf };
}

/** The header's link to the adverts list, in the four languages of the shell's texts. */
const ADVERTS_MENU_LINK = {
  title: { ro: 'Imobiliare', ru: 'Недвижимость', uk: 'Нерухомість', en: 'Property' },
  link: '/adverts',
};

export async function seedAdverts(db: Db, now = new Date()) {
  const chisinauSectors = (
    await db.select().from(sectors).where(eq(sectors.localityId, 301)).orderBy(sectors.position)
  ).map((s) => s.id);
  for (const [index, seed] of BRAND_SEEDS.entries()) {
    if (!seed.advertsEnabled) continue;
    const [site] = await db.select().from(sites).where(eq(sites.brandKey, seed.key));
    if (!site) continue;
    // The switch, and the menu's link to the list first among the header's links (the list is what
    // the module adds to the shop; the personal pages are reached from the header's account area).
    await db
      .update(sites)
      .set({
        settings: sql`${sites.settings} || jsonb_build_object(
          'adverts_enabled', true,
          'header_pages', ${JSON.stringify([ADVERTS_MENU_LINK])}::jsonb || coalesce(${sites.settings} -> 'header_pages', '[]'::jsonb)
        )`,
      })
      .where(eq(sites.id, site.id));
    const { categoryId, attributeOf } = await seedAdvertReference(db, site);
    // No one knows the agency's password: its adverts are the demo's, not an account to sign in to.
    const [owner] = await db
      .insert(users)
      .values({
        siteId: site.id,
        email: `agency@${seed.key}.example`,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        status: 'active',
        firstName: 'Agenția',
        lastName: 'Demo',
      })
      .returning({ id: users.id });
    const random = createRandom(7000 + index);
    const made = demoAdverts(random, ADVERTS_PER_SHOP);
    await insertAdverts(
      db,
      { siteId: site.id, ownerId: owner!.id, now, chisinauSectors, categoryId, attributeOf, random },
      made,
    );
  }
}

interface InsertContext {
  siteId: number;
  ownerId: number;
  now: Date;
  chisinauSectors: number[];
  categoryId: Map<string, number>;
  attributeOf: (key: string, category: number) => number | undefined;
  random: ReturnType<typeof createRandom>;
}

async function insertAdverts(db: Db, ctx: InsertContext, made: DemoAdvert[]) {
  const rows = made.map((advert, i) => {
    const texts = {
      titleRo: advert.titleRo,
      titleRu: advert.titleRu,
      descriptionRo: advert.descriptionRo,
      descriptionRu: advert.descriptionRu,
    };
    const locality = advert.address.localityId;
    return {
      siteId: ctx.siteId,
      userId: ctx.ownerId,
      slug: `${slugify(foldToLatin(advert.titleRo)).slice(0, 60)}-${(ctx.siteId * 1000 + i).toString(36)}`,
      type: advert.type,
      ...texts,
      priceMinor: advert.priceMinor,
      currency: advert.currency,
      isNegotiablePrice: advert.negotiable,
      area: advert.area,
      areaUnit: advert.areaUnit,
      lat: advert.address.lat,
      lon: advert.address.lon,
      regionId: Math.floor(locality / 100),
      localityId: locality,
      sectorId: advert.address.sector === undefined ? null : ctx.chisinauSectors[advert.address.sector]!,
      address: advert.address.ro,
      categoryId: ctx.categoryId.get(advert.category)!,
      // Every twelfth waits as a draft and one is paused: "my adverts" shows each state.
      isDraft: i % 12 === 11,
      isActive: i !== 7,
      createdAt: new Date(ctx.now.getTime() - i * 37 * HOUR),
    };
  });
  const inserted = await db.insert(adverts).values(rows).returning({ id: adverts.id, categoryId: adverts.categoryId });
  const images = inserted.flatMap(({ id }, i) =>
    Array.from({ length: made[i]!.pictures }, (_, view) => ({
      advertId: id,
      storageKey: demoImageKey(ctx.siteId * 1000 + i, view),
      ...DEMO_IMAGE_SIZE,
      position: view,
      isPreview: view === 0,
    })),
  );
  await db.insert(advertImages).values(images);
  const prefixes = ['69', '68', '79', '78', '60'];
  await db.insert(advertContacts).values(
    inserted.map(({ id }) => ({
      advertId: id,
      type: 'phone',
      value: `+373${ctx.random.pick(prefixes)}${ctx.random.int(100000, 999999)}`,
      name: ctx.random.pick(['Ana', 'Ion', 'Elena', 'Sergiu', 'Olga', 'Victor']),
    })),
  );
  const values = inserted.flatMap(({ id, categoryId }, i) =>
    Object.entries(made[i]!.attributes).flatMap(([key, value]) => {
      const attributeId = ctx.attributeOf(key, categoryId);
      return attributeId === undefined ? [] : [{ advertId: id, attributeId, value }];
    }),
  );
  if (values.length) await db.insert(advertAttributeValues).values(values);
}
