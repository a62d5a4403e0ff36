// The category tree of a site: top categories with their subcategories, in position order.
import { asc, eq } from 'drizzle-orm';

import type { Locale } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { categories } from '../db/schema/index.ts';
import { t, type LangContext } from './localise.ts';

/**
 * The tree in the request's language. With `langs` (the shop's languages), each entry also names
 * its url in every one of them, read with the same fallback as the url itself, so it is the url
 * the menu of that language shows.
 */
export async function loadMenuTree(db: Db, siteId: number, ctx: LangContext, langs?: readonly Locale[]) {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.siteId, siteId))
    .orderBy(asc(categories.position), asc(categories.id));
  const alternatesOf = (slug: unknown) =>
    langs ? { alternates: Object.fromEntries(langs.map((lang) => [lang, t(slug, { ...ctx, lang })])) } : {};
  const top = rows.filter((row) => row.parentId === null);
  return top.map((category) => ({
    id: category.id,
    categoryTitle: t(category.title, ctx),
    categoryUrl: t(category.slug, ctx),
    categoryIcon: category.icon,
    subcategories: rows
      .filter((row) => row.parentId === category.id)
      .map((sub) => ({
        id: sub.id,
        subCategoryTitle: t(sub.title, ctx),
        subCategoryUrl: t(sub.slug, ctx),
        ...alternatesOf(sub.slug),
      })),
    ...alternatesOf(category.slug),
  }));
}
