// api/my-adverts/: the signed-in owner's adverts, drafts and inactive ones too, newest first; a
// deleted advert is gone from here as from everywhere else (the page marks it after its 204).
import { sql, type SQL } from 'drizzle-orm';

import { ADVERTS_PAGE_SIZE, type AdvertList, type myAdvertsQuery } from '@vitrina/contract';
import type { z } from 'zod';

import type { Db } from '../db/client.ts';
import { countCards, readCards, type CardScope } from './card-query.ts';

const STATUS: Record<z.infer<typeof myAdvertsQuery>['status'], SQL> = {
  all: sql`TRUE`,
  published: sql`NOT a.is_draft AND a.is_active`,
  draft: sql`a.is_draft`,
  inactive: sql`NOT a.is_draft AND NOT a.is_active`,
};

export async function listMyAdverts(
  db: Db,
  scope: CardScope,
  userId: number,
  q: z.infer<typeof myAdvertsQuery>,
): Promise<AdvertList> {
  const where = sql`a.user_id = ${userId} AND NOT a.is_deleted AND ${STATUS[q.status]}`;
  const offset = (q.page - 1) * ADVERTS_PAGE_SIZE;
  // An owner's few adverts are counted beside the page, in the same statement.
  const total = sql`(SELECT count(*) FROM adverts a WHERE a.site_id = ${scope.siteId} AND ${where})`;
  const { cards, also } = await readCards(db, scope, where, sql`a.created_at DESC, a.id DESC`, {
    limit: ADVERTS_PAGE_SIZE,
    offset,
    also: total,
  });
  // A page past the end has no row to carry the count.
  const count = cards.length ? Number(also) : offset === 0 ? 0 : await countCards(db, scope.siteId, where);
  return {
    data: cards,
    totalCount: count,
    pages: Math.ceil(count / ADVERTS_PAGE_SIZE),
    page: q.page,
    page_size: ADVERTS_PAGE_SIZE,
  };
}
