// Writing an advert's rows: its slug and its lists (pictures, contacts, attribute values); the texts'
// search forms are the database's (the adverts_tsv trigger). Each function takes `db` so a caller
// passes its transaction; pictures are put in the storage before it and removed if it fails (putImages).
import { randomBytes } from 'node:crypto';

import { and, eq, inArray, sql } from 'drizzle-orm';

import type { AdvertContactInput } from '@vitrina/contract';
import { foldToLatin } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { advertAttributeValues, advertContacts, advertImages, adverts } from '../db/schema/index.ts';
import type { EncodedPicture } from '../media/picture.ts';
import { slugify } from '../seed/random.ts';
import { newImageKey, type AdvertImageStorage } from './image-storage.ts';
import type { AttributeInput } from './rules.ts';

export interface AdvertTexts {
  titleRo: string;
  titleRu: string;
  descriptionRo: string;
  descriptionRu: string;
}

/** The title's words in Latin and a random tail: readable, unique in the shop, never reused. */
export function newSlug(texts: Pick<AdvertTexts, 'titleRo' | 'titleRu'>): string {
  const words = slugify(foldToLatin(texts.titleRo || texts.titleRu))
    .slice(0, 60)
    .replace(/-+$/, '');
  // 40 random bits: a clash needs about a million adverts in one shop, and then costs a retry.
  const tail = randomBytes(5).readUIntBE(0, 5).toString(36).padStart(8, '0');
  return `${words || 'advert'}-${tail}`;
}

export interface StoredImage extends Omit<EncodedPicture, 'webp'> {
  key: string;
}

/** Puts the pictures in the storage; if one fails, the ones already put are removed. */
export async function putImages(storage: AdvertImageStorage, images: EncodedPicture[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const { webp, width, height } of images) {
      const key = newImageKey();
      await storage.put(key, webp);
      stored.push({ key, width, height });
    }
  } catch (error) {
    await removeImages(
      storage,
      stored.map((image) => image.key),
    );
    throw error;
  }
  return stored;
}

export async function removeImages(storage: AdvertImageStorage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key)));
}

/** Adds pictures after the advert's last one; `preview` (an index of `images`) becomes the only preview. */
export async function addImageRows(
  db: Db,
  advertId: number,
  images: StoredImage[],
  from: number,
  preview: number | null,
) {
  if (!images.length) return [];
  if (preview !== null)
    await db.update(advertImages).set({ isPreview: false }).where(eq(advertImages.advertId, advertId));
  return db
    .insert(advertImages)
    .values(
      images.map((image, i) => ({
        advertId,
        storageKey: image.key,
        width: image.width,
        height: image.height,
        position: from + i,
        isPreview: i === preview,
      })),
    )
    .returning({ id: advertImages.id });
}

export async function replaceContacts(db: Db, advertId: number, contacts: AdvertContactInput[]) {
  await db.delete(advertContacts).where(eq(advertContacts.advertId, advertId));
  if (!contacts.length) return;
  await db
    .insert(advertContacts)
    .values(contacts.map((c, position) => ({ advertId, type: c.type, value: c.value, name: c.name ?? '', position })));
}

/** Sets these attribute values (a value again replaces the old one). */
export async function setAttributes(db: Db, advertId: number, values: AttributeInput[]) {
  if (!values.length) return;
  // One statement; the rules refuse an attribute named twice, which it could not update twice.
  await db
    .insert(advertAttributeValues)
    .values(values.map(({ attribute, value }) => ({ advertId, attributeId: attribute, value })))
    .onConflictDoUpdate({
      target: [advertAttributeValues.advertId, advertAttributeValues.attributeId],
      set: { value: sql`excluded.value` },
    });
}

export async function deleteAttributes(db: Db, advertId: number, attributeIds: number[]) {
  if (!attributeIds.length) return;
  await db
    .delete(advertAttributeValues)
    .where(and(eq(advertAttributeValues.advertId, advertId), inArray(advertAttributeValues.attributeId, attributeIds)));
}

/** The advert's id by slug in the shop, only for its owner and while it is not deleted (else null: a 404). */
export async function ownAdvert(db: Db, siteId: number, userId: number, slug: string) {
  const [row] = await db
    .select()
    .from(adverts)
    .where(
      and(eq(adverts.siteId, siteId), eq(adverts.slug, slug), eq(adverts.userId, userId), eq(adverts.isDeleted, false)),
    )
    .limit(1);
  return row ?? null;
}
