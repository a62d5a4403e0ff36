// The advert as the API's multipart bodies (api/adverts/ POST and api/adverts/{slug}/ PATCH): each
// field as text (lists as JSON), images and contacts only when non-empty (spec 5). A new advert's
// pictures go first-the-preview (the API makes the first one its preview); an edit sends what changed,
// its lists (new_contacts, new_attributes, attributes_to_delete, new_images, images_to_delete) and
// image_preview when the preview is another picture.
import type { Advert } from '../../../entities/advert/index.ts';
import { IMAGES_FIELD, NEW_IMAGES_FIELD } from '../../../shared/config/advert-rules.ts';
import { advertFields } from './form-fields.ts';
import type { AdvertFields } from './form-fields.ts';
import { valuesOfAdvert } from './form-values.ts';
import type { AdvertFormValues } from './form-values.ts';
import { keptKey, previewOf } from './pictures.ts';
import type { NewPicture, Picture } from './pictures.ts';

type Scalar = Exclude<keyof AdvertFields, 'attributes' | 'contacts'>;
/** The form's one-value fields, in the spec's order. */
const SCALARS = [
  'type',
  'title_ro',
  'title_ru',
  'description_ro',
  'description_ru',
  'price',
  'default_currency',
  'area',
  'default_area_unit',
  'lat',
  'lon',
  'is_active',
  'is_draft',
  'is_negotiable_price',
  'region',
  'location',
  'sector',
  'address',
  'category',
  'cadastral_number',
] as const satisfies readonly Scalar[];

/** A field's text in a multipart body: '' is null (the API reads it so for the fields that allow null). */
const asText = (value: string | number | boolean | null) => (value === null ? '' : String(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const newOnes = (pictures: readonly Picture[]) => pictures.filter((p): p is NewPicture => p.kind === 'new');

export function createBody(
  values: AdvertFormValues,
  pictures: readonly Picture[],
  chosenPreview: string | null,
): FormData {
  const fields = advertFields(values);
  const body = new FormData();
  for (const name of SCALARS) if (fields[name] !== null) body.append(name, asText(fields[name]));
  if (fields.attributes.length) body.append('attributes', JSON.stringify(fields.attributes));
  if (fields.contacts.length) body.append('contacts', JSON.stringify(fields.contacts));
  const preview = previewOf(pictures, chosenPreview);
  const ordered = [...newOnes(pictures)].sort((a, b) => Number(b.key === preview) - Number(a.key === preview));
  for (const picture of ordered) body.append(IMAGES_FIELD, picture.file, picture.file.name);
  return body;
}

export function updateBody(
  advert: Advert,
  values: AdvertFormValues,
  pictures: readonly Picture[],
  chosenPreview: string | null,
): FormData {
  const before = advertFields(valuesOfAdvert(advert));
  const now = advertFields(values);
  const body = new FormData();
  for (const name of SCALARS) {
    if (name === 'is_draft' || !same(before[name], now[name])) body.append(name, asText(now[name]));
  }
  if (now.contacts.length && !same(before.contacts, now.contacts))
    body.append('new_contacts', JSON.stringify(now.contacts));
  const was = new Map(before.attributes.map((a) => [a.attribute, a.value]));
  const changed = now.attributes.filter((a) => was.get(a.attribute) !== a.value);
  const kept = new Set(now.attributes.map((a) => a.attribute));
  const dropped = before.attributes.map((a) => a.attribute).filter((id) => !kept.has(id));
  if (changed.length) body.append('new_attributes', JSON.stringify(changed));
  if (dropped.length) body.append('attributes_to_delete', JSON.stringify(dropped));
  const stays = new Set(pictures.filter((p) => p.kind === 'kept').map((p) => p.key));
  const removed = advert.images.filter((image) => !stays.has(keptKey(image.id))).map((image) => image.id);
  if (removed.length) body.append('images_to_delete', JSON.stringify(removed));
  const added = newOnes(pictures);
  for (const picture of added) body.append(NEW_IMAGES_FIELD, picture.file, picture.file.name);
  const preview = previewOf(pictures, chosenPreview);
  const wasPreview = advert.images.find((image) => image.is_preview);
  const addedAt = added.findIndex((p) => p.key === preview);
  const keptPreview = pictures.find((p) => p.key === preview && p.kind === 'kept');
  if (addedAt >= 0) body.append('image_preview', `new:${addedAt}`);
  else if (keptPreview?.kind === 'kept' && keptPreview.id !== wasPreview?.id)
    body.append('image_preview', String(keptPreview.id));
  return body;
}
