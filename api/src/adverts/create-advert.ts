// api/adverts/ POST: a signed-in shopper's new advert. The form is judged whole (fields, pictures,
// the shop's places and attributes) and refused at once with every field error; nothing is kept of
// a refused one. Then the pictures go to the storage and the rows are written in one transaction.
import { advertCreateRequest, type AdvertCreateRequest } from '@vitrina/contract';
import { toMinor } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { adverts } from '../db/schema/index.ts';
import type { Site } from '../plugins/site.ts';
import { addImageRows, newSlug, putImages, removeImages, replaceContacts, setAttributes } from './advert-rows.ts';
import { fieldErrorsOf, typedFields } from './form-fields.ts';
import type { AdvertBody } from './form-upload.ts';
import type { AdvertImageStorage } from './image-storage.ts';
import { refuse, withoutErrors } from './refusal.ts';
import { attributeErrors, fieldRuleErrors, placeErrors, type AdvertState } from './rules.ts';

export interface AdvertDeps {
  db: Db;
  images: AdvertImageStorage;
}

const stateOf = (form: AdvertCreateRequest): AdvertState => ({
  titleRo: form.title_ro,
  titleRu: form.title_ru,
  lat: form.lat,
  lon: form.lon,
  isDraft: form.is_draft,
  categoryId: form.category,
  regionId: form.region,
  localityId: form.location,
  sectorId: form.sector,
});

/** The form as the rules take it, or the refusal naming every bad field. */
async function validForm(db: Db, site: Site, body: AdvertBody): Promise<AdvertCreateRequest> {
  const raw = body.fields ? typedFields(advertCreateRequest, body.fields) : body.json;
  const parsed = advertCreateRequest.safeParse(raw);
  if (!parsed.success) refuse({ ...body.imageErrors, ...fieldErrorsOf(parsed.error) });
  const form = parsed.data;
  const state = stateOf(form);
  withoutErrors(
    body.imageErrors,
    fieldRuleErrors(state),
    await placeErrors(db, site.id, state),
    await attributeErrors(db, site.id, form.category, form.attributes ?? [], 'attributes'),
  );
  return form;
}

export async function createAdvert(deps: AdvertDeps, site: Site, userId: number, body: AdvertBody): Promise<string> {
  const form = await validForm(deps.db, site, body);
  const texts = {
    titleRo: form.title_ro,
    titleRu: form.title_ru,
    descriptionRo: form.description_ro,
    descriptionRu: form.description_ru,
  };
  const stored = await putImages(deps.images, body.images);
  try {
    return await deps.db.transaction(async (tx) => {
      const values = {
        siteId: site.id,
        userId,
        type: form.type,
        ...texts,
        priceMinor: form.price === null ? null : toMinor(form.price),
        currency: form.default_currency,
        isNegotiablePrice: form.is_negotiable_price,
        area: form.area,
        areaUnit: form.default_area_unit,
        lat: form.lat,
        lon: form.lon,
        regionId: form.region,
        localityId: form.location,
        sectorId: form.sector,
        address: form.address,
        categoryId: form.category,
        cadastralNumber: form.cadastral_number,
        isDraft: form.is_draft,
        isActive: form.is_active,
      };
      let row: { id: number; slug: string } | undefined;
      for (let tries = 0; !row && tries < 3; tries++) {
        [row] = await tx
          .insert(adverts)
          .values({ ...values, slug: newSlug(texts) })
          .onConflictDoNothing({ target: [adverts.siteId, adverts.slug] })
          .returning({ id: adverts.id, slug: adverts.slug });
      }
      if (!row) throw new Error('no free advert slug after 3 tries');
      const advertId = row.id;
      // The first picture is the preview until the author picks another (PATCH image_preview).
      await addImageRows(tx, advertId, stored, 0, stored.length ? 0 : null);
      await replaceContacts(tx, advertId, form.contacts ?? []);
      await setAttributes(tx, advertId, form.attributes ?? []);
      return row.slug;
    });
  } catch (error) {
    await removeImages(
      deps.images,
      stored.map((image) => image.key),
    );
    throw error;
  }
}
