// The advert rules the contract's schema cannot check alone: the fields together (a title in one
// language at least, both coordinates or none, what publishing needs) and what the shop has (its
// category, places that belong to each other, its attributes with values of their kind). Judged on
// the advert as it would be after the call, so an edit is held to the same rules as a new advert.
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { advertAttributes } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';

export interface AdvertState {
  titleRo: string;
  titleRu: string;
  lat: number | null;
  lon: number | null;
  isDraft: boolean;
  categoryId: number;
  regionId: number | null;
  localityId: number | null;
  sectorId: number | null;
}

export interface AttributeInput {
  attribute: number;
  value: string;
}

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, code: string) => void (errors[field] ??= []).push(code);

/** Rules between the fields, without the database. */
export function fieldRuleErrors(state: AdvertState): Errors {
  const errors: Errors = {};
  if (!state.titleRo && !state.titleRu) add(errors, 'title_ro', 'required');
  if ((state.lat === null) !== (state.lon === null)) add(errors, state.lat === null ? 'lat' : 'lon', 'required');
  if (!state.isDraft) {
    // A draft may wait for its place; a published advert is found by it.
    if (state.regionId === null) add(errors, 'region', 'required_to_publish');
    if (state.localityId === null) add(errors, 'location', 'required_to_publish');
  }
  return errors;
}

/** The category is the shop's; the location is in the region, the sector in the location. */
export async function placeErrors(db: Db, siteId: number, state: AdvertState): Promise<Errors> {
  const [row] = rowsOf<{
    category: number | null;
    region: number | null;
    location_region: number | null;
    sector_location: number | null;
  }>(
    await db.execute(sql`SELECT
      (SELECT id FROM advert_categories WHERE id = ${state.categoryId} AND site_id = ${siteId}) AS category,
      (SELECT id FROM regions WHERE id = ${state.regionId}) AS region,
      (SELECT region_id FROM localities WHERE id = ${state.localityId}) AS location_region,
      (SELECT locality_id FROM sectors WHERE id = ${state.sectorId}) AS sector_location`),
  );
  const errors: Errors = {};
  if (row?.category == null) add(errors, 'category', 'invalid');
  if (state.regionId !== null && row?.region == null) add(errors, 'region', 'invalid');
  if (state.localityId !== null) {
    if (row?.location_region == null) add(errors, 'location', 'invalid');
    else if (row.location_region !== state.regionId) add(errors, 'location', 'mismatch');
  }
  if (state.sectorId !== null) {
    if (row?.sector_location == null) add(errors, 'sector', 'invalid');
    else if (row.sector_location !== state.localityId) add(errors, 'sector', 'mismatch');
  }
  return errors;
}

const NUMBER = /^-?\d{1,12}(\.\d{1,4})?$/;

/** Each value names an attribute of the shop for the advert's category and is of its kind. */
export async function attributeErrors(
  db: Db,
  siteId: number,
  categoryId: number,
  values: AttributeInput[],
  field: string,
): Promise<Errors> {
  const errors: Errors = {};
  if (!values.length) return errors;
  const ids = [...new Set(values.map((v) => v.attribute))];
  const found = await db
    .select()
    .from(advertAttributes)
    .where(and(eq(advertAttributes.siteId, siteId), inArray(advertAttributes.id, ids)));
  const byId = new Map(found.map((row) => [row.id, row]));
  const seen = new Set<number>();
  values.forEach(({ attribute, value }, i) => {
    const definition = byId.get(attribute);
    if (!definition) return add(errors, `${field}.${i}.attribute`, 'invalid');
    if (seen.has(attribute)) return add(errors, `${field}.${i}.attribute`, 'mismatch');
    seen.add(attribute);
    if (definition.categoryId !== null && definition.categoryId !== categoryId)
      return add(errors, `${field}.${i}.attribute`, 'mismatch');
    const fits =
      definition.kind === 'number'
        ? NUMBER.test(value)
        : definition.kind === 'boolean'
          ? value === 'true' || value === 'false'
          : definition.kind === 'choice'
            ? definition.options.some((option) => option.value === value)
            : true;
    if (!fits) add(errors, `${field}.${i}.value`, 'invalid');
  });
  return errors;
}

/** Attribute ids among `ids` that the shop has: the others cannot be deleted from any advert. */
export async function shopAttributeIds(db: Db, siteId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: advertAttributes.id })
    .from(advertAttributes)
    .where(and(eq(advertAttributes.siteId, siteId), inArray(advertAttributes.id, ids)));
  return new Set(rows.map((row) => row.id));
}
