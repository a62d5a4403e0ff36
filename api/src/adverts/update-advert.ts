// api/adverts/{slug}/ PATCH: the owner changes any form field and the advert's lists (new_contacts
// replaces the contacts, new_attributes and attributes_to_delete, new_images, images_to_delete and
// image_preview). The advert is judged as it would be after the change; a refused call changes nothing.
import { and, eq, inArray, sql } from 'drizzle-orm';

import { ADVERT_IMAGES_MAX, advertUpdateRequest, type AdvertUpdateRequest } from '@vitrina/contract';
import { toMinor } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { advertAttributes, advertAttributeValues, advertImages, adverts } from '../db/schema/index.ts';
import type { Site } from '../plugins/site.ts';
import {
  addImageRows,
  deleteAttributes,
  putImages,
  removeImages,
  replaceContacts,
  setAttributes,
} from './advert-rows.ts';
import type { AdvertDeps } from './create-advert.ts';
import { fieldErrorsOf, typedFields } from './form-fields.ts';
import type { AdvertBody } from './form-upload.ts';
import { refuse, withoutErrors } from './refusal.ts';
import { attributeErrors, fieldRuleErrors, placeErrors, shopAttributeIds, type AdvertState } from './rules.ts';

type AdvertRow = typeof adverts.$inferSelect;
type Errors = Record<string, string[]>;

/** The row's columns a change sets: only the fields the call sends. */
function changedColumns(row: AdvertRow, change: AdvertUpdateRequest): Partial<typeof adverts.$inferInsert> {
  const set: Partial<typeof adverts.$inferInsert> = {
    type: change.type,
    titleRo: change.title_ro,
    titleRu: change.title_ru,
    descriptionRo: change.description_ro,
    descriptionRu: change.description_ru,
    priceMinor: change.price === undefined ? undefined : change.price === null ? null : toMinor(change.price),
    currency: change.default_currency,
    area: change.area,
    areaUnit: change.default_area_unit,
    lat: change.lat,
    lon: change.lon,
    isActive: change.is_active,
    isDraft: change.is_draft,
    isNegotiablePrice: change.is_negotiable_price,
    regionId: change.region,
    localityId: change.location,
    sectorId: change.sector,
    address: change.address,
    categoryId: change.category,
    cadastralNumber: change.cadastral_number,
  };
  // The texts' Latin spelling is the database's (the adverts_tsv trigger, migration 0030).
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
}

const stateAfter = (row: AdvertRow, set: Partial<typeof adverts.$inferInsert>): AdvertState => ({
  titleRo: set.titleRo ?? row.titleRo,
  titleRu: set.titleRu ?? row.titleRu,
  lat: set.lat === undefined ? row.lat : set.lat,
  lon: set.lon === undefined ? row.lon : set.lon,
  isDraft: set.isDraft ?? row.isDraft,
  categoryId: set.categoryId ?? row.categoryId,
  regionId: set.regionId === undefined ? row.regionId : set.regionId,
  localityId: set.localityId === undefined ? row.localityId : set.localityId,
  sectorId: set.sectorId === undefined ? row.sectorId : set.sectorId,
});

/** The picture rules: ids of this advert, at most ADVERT_IMAGES_MAX after the call, a preview it will have. */
function imageErrors(current: { id: number }[], change: AdvertUpdateRequest, added: number): Errors {
  const errors: Errors = {};
  const ids = new Set(current.map((image) => image.id));
  const dropped = new Set(change.images_to_delete ?? []);
  (change.images_to_delete ?? []).forEach((id, i) => {
    if (!ids.has(id)) errors[`images_to_delete.${i}`] = ['invalid'];
  });
  if (current.length - [...dropped].filter((id) => ids.has(id)).length + added > ADVERT_IMAGES_MAX)
    errors.new_images = ['too_many'];
  const preview = change.image_preview;
  if (preview !== undefined) {
    const fresh = /^new:(\d+)$/.exec(preview);
    const fits = fresh ? Number(fresh[1]) < added : ids.has(Number(preview)) && !dropped.has(Number(preview));
    if (!fits) errors.image_preview = ['invalid'];
  }
  return errors;
}

async function validChange(db: Db, site: Site, row: AdvertRow, body: AdvertBody, current: { id: number }[]) {
  const raw = body.fields ? typedFields(advertUpdateRequest, body.fields) : body.json;
  const parsed = advertUpdateRequest.safeParse(raw);
  if (!parsed.success) refuse({ ...body.imageErrors, ...fieldErrorsOf(parsed.error) });
  const change = parsed.data;
  const set = changedColumns(row, change);
  const state = stateAfter(row, set);
  const deletable = await shopAttributeIds(db, site.id, change.attributes_to_delete ?? []);
  const unknownDeletes: Errors = {};
  (change.attributes_to_delete ?? []).forEach((id, i) => {
    if (!deletable.has(id)) unknownDeletes[`attributes_to_delete.${i}`] = ['invalid'];
  });
  withoutErrors(
    body.imageErrors,
    fieldRuleErrors(state),
    await placeErrors(db, site.id, state),
    await attributeErrors(db, site.id, state.categoryId, change.new_attributes ?? [], 'new_attributes'),
    unknownDeletes,
    imageErrors(current, change, body.images.length),
  );
  return { change, set, categoryId: state.categoryId };
}

/** Makes `chosen` (or, when none, the first picture left) the one preview; two statements, as the unique index checks each row. */
async function settlePreview(db: Db, advertId: number, chosen: number | null) {
  const [first] = await db
    .select({ id: advertImages.id })
    .from(advertImages)
    .where(eq(advertImages.advertId, advertId))
    .orderBy(sql`${advertImages.isPreview} DESC`, advertImages.position, advertImages.id)
    .limit(1);
  const preview = chosen ?? first?.id;
  if (preview === undefined) return;
  await db
    .update(advertImages)
    .set({ isPreview: false })
    .where(and(eq(advertImages.advertId, advertId), sql`${advertImages.id} <> ${preview}`));
  await db.update(advertImages).set({ isPreview: true }).where(eq(advertImages.id, preview));
}

export async function updateAdvert(deps: AdvertDeps, site: Site, row: AdvertRow, body: AdvertBody): Promise<void> {
  const current = await deps.db
    .select({ id: advertImages.id, key: advertImages.storageKey, position: advertImages.position })
    .from(advertImages)
    .where(eq(advertImages.advertId, row.id));
  const { change, set, categoryId } = await validChange(deps.db, site, row, body, current);
  const stored = await putImages(deps.images, body.images);
  const dropped = current.filter((image) => change.images_to_delete?.includes(image.id));
  try {
    await deps.db.transaction(async (tx) => {
      // Written even when only the lists change: the advert changed, and the trigger moves updated_at.
      await tx
        .update(adverts)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(adverts.id, row.id));
      if (dropped.length)
        await tx.delete(advertImages).where(
          inArray(
            advertImages.id,
            dropped.map((image) => image.id),
          ),
        );
      const next = Math.max(-1, ...current.map((image) => image.position)) + 1;
      const fresh = /^new:(\d+)$/.exec(change.image_preview ?? '');
      const added = await addImageRows(tx, row.id, stored, next, fresh ? Number(fresh[1]) : null);
      const chosen = fresh ? added[Number(fresh[1])]!.id : change.image_preview ? Number(change.image_preview) : null;
      await settlePreview(tx, row.id, chosen);
      if (change.new_contacts) await replaceContacts(tx, row.id, change.new_contacts);
      await deleteAttributes(tx, row.id, change.attributes_to_delete ?? []);
      // Another category: the values of the old one's own attributes no longer describe the advert.
      if (categoryId !== row.categoryId) {
        await tx.execute(sql`DELETE FROM ${advertAttributeValues} v USING ${advertAttributes} a
          WHERE v.advert_id = ${row.id} AND a.id = v.attribute_id AND a.category_id IS NOT NULL AND a.category_id <> ${categoryId}`);
      }
      await setAttributes(tx, row.id, change.new_attributes ?? []);
    });
  } catch (error) {
    await removeImages(
      deps.images,
      stored.map((image) => image.key),
    );
    throw error;
  }
  await removeImages(
    deps.images,
    dropped.map((image) => image.key),
  );
}
