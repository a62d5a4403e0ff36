// Typed content lists kept in content_blocks: FAQ and vacancies so far.
import { and, asc, eq } from 'drizzle-orm';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { contentBlocks, pages } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

async function blocks(db: Db, siteId: number, kind: string) {
  return db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.siteId, siteId), eq(contentBlocks.kind, kind)))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
}

export async function listFaq(db: Db, siteId: number, ctx: LangContext) {
  const rows = await blocks(db, siteId, 'faq');
  return rows.map((row) => {
    const body = row.body as { question: unknown; answer: unknown };
    return { id: row.id, question: t(body.question, ctx), answer: t(body.answer, ctx) };
  });
}

export async function listVacancies(db: Db, siteId: number, ctx: LangContext) {
  const rows = await blocks(db, siteId, 'vacancy');
  return rows.map((row) => {
    const body = row.body as { title: unknown; description: unknown };
    return { id: row.id, title: t(body.title, ctx), description: t(body.description, ctx) };
  });
}

export async function loadVacancy(db: Db, siteId: number, ctx: LangContext, id: number) {
  const found = (await listVacancies(db, siteId, ctx)).find((vacancy) => vacancy.id === id);
  if (!found) throw notFound('Vacancy');
  return found;
}

/** A content page by slug, and its id (the answer's cache tag names it; the answer does not). */
export async function loadPage(db: Db, siteId: number, ctx: LangContext, slug: string) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.slug, slug)))
    .limit(1);
  if (!row) throw notFound('Page');
  const page = {
    slug: row.slug,
    title: t(row.title, ctx),
    html: t(row.html, ctx),
    ignore_layout: row.ignoreLayout === 1,
    show_breadcrumbs: row.showBreadcrumbs === 1,
  };
  return { id: row.id, page };
}

/** base/advantage/{main_page,product_page,category_page}: the demo shows one list on all three. */
export async function listAdvantages(db: Db, siteId: number, ctx: LangContext) {
  const rows = await blocks(db, siteId, 'advantage');
  return rows.map((row) => ({
    id: row.id,
    title: t((row.body as { title: unknown }).title, ctx),
    icon: `/media/illustrations/advantage-${row.position + 1}.svg`,
  }));
}
