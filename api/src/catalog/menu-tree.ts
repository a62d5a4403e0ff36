// The category tree of a site: top categories with their subcategories, in position order.
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { categories } from '../db/schema/index.ts';
import { t, type LangContext } from './localise.ts';

export async function loadMenuTree(db: Db, siteId: number, ctx: LangContext) {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.siteId, siteId))
    .orderBy(asc(categories.position), asc(categories.id));
  const top = rows.filter((row) => row.parentId === null);
  return top.map((category) => ({
    id: category.id,
    categoryTitle: t(category.title, ctx),
    categoryUrl: t(category.slug, ctx),
    categoryIcon: category.icon,
    subcategories: rows
      .filter((row) => row.parentId === category.id)
      .map((sub) => ({ id: sub.id, subCategoryTitle: t(sub.title, ctx), subCategoryUrl: t(sub.slug, ctx) })),
  }));
}
