// The adverts module's reference data in the request's language: the shop's categories, attribute
// definitions, complaint categories, currency rates and terms, and the places of the shared map
// (delivery's regions, localities and sectors), with how many published adverts each region has.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';

import type { Currency } from '@vitrina/domain';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import {
  advertAttributes,
  advertCategories,
  complaintCategories,
  currencyRates,
  localities,
  regions,
  sectors,
  staticContents,
} from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import { notFound } from '../plugins/errors.ts';

export async function listCategories(db: Db, siteId: number, ctx: LangContext) {
  const rows = await db
    .select()
    .from(advertCategories)
    .where(eq(advertCategories.siteId, siteId))
    .orderBy(asc(advertCategories.position), asc(advertCategories.id));
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: t(row.title, ctx) }));
}

export async function listAttributes(db: Db, siteId: number, ctx: LangContext, categoryId: number | undefined) {
  const rows = await db
    .select()
    .from(advertAttributes)
    .where(
      and(
        eq(advertAttributes.siteId, siteId),
        categoryId === undefined
          ? undefined
          : or(isNull(advertAttributes.categoryId), eq(advertAttributes.categoryId, categoryId)),
      ),
    )
    .orderBy(asc(advertAttributes.position), asc(advertAttributes.id));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: t(row.title, ctx),
    kind: row.kind,
    unit: row.unit,
    category: row.categoryId,
    options: row.options.map((option) => ({ value: option.value, title: t(option.title, ctx) })),
  }));
}

export async function listComplaintCategories(db: Db, siteId: number, ctx: LangContext) {
  const rows = await db
    .select()
    .from(complaintCategories)
    .where(eq(complaintCategories.siteId, siteId))
    .orderBy(asc(complaintCategories.position), asc(complaintCategories.id));
  return rows.map((row) => ({ id: row.id, title: t(row.title, ctx) }));
}

export async function listRates(db: Db, siteId: number, currency: Currency) {
  const rows = await db
    .select({ currency: currencyRates.currency, rate: currencyRates.rate })
    .from(currencyRates)
    .where(eq(currencyRates.siteId, siteId))
    .orderBy(asc(currencyRates.currency));
  return {
    currency,
    rates: rows.map((row) => ({ currency: row.currency as 'EUR' | 'USD' | 'MDL', rate: Number(row.rate) })),
  };
}

/** Every region with the shop's published adverts in it; `onlyAdverts` keeps those that have some. */
export async function listRegions(db: Db, siteId: number, ctx: LangContext, onlyAdverts: boolean) {
  const rows = rowsOf<{ id: number; key: string; label: unknown; adverts_count: string | number }>(
    await db.execute(sql`SELECT r.id, r.key, r.label, count(a.id) AS adverts_count FROM regions r
      LEFT JOIN adverts a ON a.region_id = r.id AND a.site_id = ${siteId}
        AND NOT a.is_draft AND a.is_active AND NOT a.is_deleted
      GROUP BY r.id ${onlyAdverts ? sql`HAVING count(a.id) > 0` : sql``}
      ORDER BY r.position, r.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: t(row.label, ctx),
    adverts_count: Number(row.adverts_count),
  }));
}

export async function listLocations(db: Db, ctx: LangContext, regionId: number) {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!region) throw notFound('Region');
  const rows = await db
    .select()
    .from(localities)
    .where(eq(localities.regionId, regionId))
    .orderBy(asc(localities.position), asc(localities.id));
  return rows.map((row) => ({ id: row.id, key: row.key, title: t(row.label, ctx), region: row.regionId }));
}

export async function listSectors(db: Db, ctx: LangContext, localityId: number) {
  const rows = await db
    .select()
    .from(sectors)
    .where(eq(sectors.localityId, localityId))
    .orderBy(asc(sectors.position), asc(sectors.id));
  return rows.map((row) => ({ id: row.id, title: t(row.label, ctx), location: row.localityId }));
}

export async function readStaticContent(db: Db, siteId: number, ctx: LangContext, number: number) {
  const [row] = await db
    .select()
    .from(staticContents)
    .where(and(eq(staticContents.siteId, siteId), eq(staticContents.number, number)));
  if (!row) throw notFound('Content');
  return { id: row.number, title: t(row.title, ctx), content: t(row.content, ctx) };
}
