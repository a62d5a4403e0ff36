// general/brand: the site's makers grouped by first letter, and one maker by slug.
import { asc, count, eq, and } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { brands, products } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

const brandImage = (slug: string) => `/media/illustrations/brand-${slug}.svg`;

export async function loadBrandTree(db: Db, siteId: number, brandsPosition: number | null) {
  const rows = await db.select().from(brands).where(eq(brands.siteId, siteId)).orderBy(asc(brands.name));
  const groups = new Map<string, { id: number; name: string; slug: string; image: string }[]>();
  for (const row of rows) {
    // Digits and symbols share one group so the alphabet stays short.
    const first = row.name.slice(0, 1).toUpperCase();
    const letter = /\p{L}/u.test(first) ? first : '#';
    groups.set(letter, [
      ...(groups.get(letter) ?? []),
      { id: row.id, name: row.name, slug: row.slug, image: brandImage(row.slug) },
    ]);
  }
  return { brands_position: brandsPosition, groups: [...groups].map(([letter, list]) => ({ letter, brands: list })) };
}

export async function loadBrand(db: Db, siteId: number, slug: string) {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.siteId, siteId), eq(brands.slug, slug)))
    .limit(1);
  if (!row) throw notFound('Brand');
  const [total] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.brandId, row.id), eq(products.active, true)));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: brandImage(row.slug),
    productCount: Number(total?.n ?? 0),
  };
}
