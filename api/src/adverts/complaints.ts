// api/complaint/: a shopper or a guest reports a published advert of the shop under one of the shop's
// complaint categories. Kept for the shop's moderators (status new); the advert stays as it is until
// they decide. Calls are limited per address and per account (rate-limits.ts).
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { advertComplaints, complaintCategories } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import { notFound } from '../plugins/errors.ts';
import { LISTED } from './card-query.ts';
import { refuse } from './refusal.ts';

export interface ComplaintInput {
  siteId: number;
  lang: string;
  userId: number | null;
  category: number;
  body: string;
  advert: number;
}

export async function fileComplaint(db: Db, input: ComplaintInput) {
  const [category] = await db
    .select({ id: complaintCategories.id })
    .from(complaintCategories)
    .where(and(eq(complaintCategories.id, input.category), eq(complaintCategories.siteId, input.siteId)));
  if (!category) refuse({ category: ['invalid'] });
  // Only what the reporter can see: another shop's advert or someone's draft does not exist for them.
  const [advert] = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT a.id FROM adverts a WHERE a.id = ${input.advert} AND a.site_id = ${input.siteId} AND ${LISTED}`,
    ),
  );
  if (!advert) throw notFound('Advert');
  const [row] = await db
    .insert(advertComplaints)
    .values({
      siteId: input.siteId,
      advertId: advert.id,
      categoryId: category.id,
      userId: input.userId,
      body: input.body,
      lang: input.lang,
    })
    .returning({ id: advertComplaints.id });
  return { id: row!.id, status: 'new' as const };
}
