// base/region, base/locality, base/sector and base/address: the places an address is made of, in
// the request's language. Shared by every shop; ordered as the shop lists them (Chisinau first).
import { and, asc, eq, sql } from 'drizzle-orm';

import { STREET_LIST_MAX, type regionListResponse } from '@vitrina/contract';
import { foldToLatin } from '@vitrina/domain';
import type { z } from 'zod';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { localities, regions, sectors, streets } from '../db/schema/index.ts';

type RegionEntry = z.infer<typeof regionListResponse>[number];

export async function listRegions(db: Db, ctx: LangContext): Promise<RegionEntry[]> {
  const rows = await db
    .select({ region: regions, locality: localities })
    .from(regions)
    .innerJoin(localities, eq(localities.regionId, regions.id))
    .orderBy(asc(regions.position), asc(localities.position));
  const byRegion = new Map<number, RegionEntry>();
  for (const { region, locality } of rows) {
    let entry = byRegion.get(region.id);
    if (!entry) {
      entry = { regionId: region.id, key: region.key, label: t(region.label, ctx), localities: [] };
      byRegion.set(region.id, entry);
    }
    entry.localities.push({
      localityId: locality.id,
      key: locality.key,
      label: t(locality.label, ctx),
      is_suburb: locality.isSuburb,
    });
  }
  return [...byRegion.values()];
}

/** The localities of one region, or of all of them (the default region first). */
export async function listLocalities(db: Db, ctx: LangContext, regionId: number | undefined) {
  const rows = await db
    .select({ localityId: localities.id, regionId: localities.regionId, label: localities.label })
    .from(localities)
    .innerJoin(regions, eq(regions.id, localities.regionId))
    .where(regionId === undefined ? undefined : eq(localities.regionId, regionId))
    .orderBy(asc(regions.position), asc(localities.position));
  return rows.map((row) => ({ ...row, label: t(row.label, ctx) }));
}

export async function listSectors(db: Db, ctx: LangContext, localityId: number | undefined) {
  const rows = await db
    .select({ sectorId: sectors.id, localityId: sectors.localityId, label: sectors.label })
    .from(sectors)
    .where(localityId === undefined ? undefined : eq(sectors.localityId, localityId))
    .orderBy(asc(sectors.localityId), asc(sectors.position));
  return rows.map((row) => ({ ...row, label: t(row.label, ctx) }));
}

/**
 * A locality's streets whose name, in any language, starts with `search` (case, diacritics and
 * alphabet aside: both sides are folded to lower-case Latin), at most STREET_LIST_MAX. starts_with
 * rather than LIKE, so a typed % or _ is a character, not a pattern.
 */
export async function listStreets(db: Db, ctx: LangContext, localityId: number, search: string | undefined) {
  const prefix = foldToLatin(search ?? '');
  const matches = prefix
    ? sql`EXISTS (SELECT 1 FROM unnest(${streets.searchKeys}) AS key WHERE starts_with(key, ${prefix}))`
    : undefined;
  const rows = await db
    .select({ id: streets.id, localityId: streets.localityId, label: streets.label })
    .from(streets)
    .where(and(eq(streets.localityId, localityId), matches))
    .orderBy(asc(streets.sortKey), asc(streets.id))
    .limit(STREET_LIST_MAX);
  return rows.map((row) => ({ ...row, label: t(row.label, ctx) }));
}
