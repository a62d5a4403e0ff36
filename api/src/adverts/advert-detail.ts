// One advert by slug: its card, texts in both languages, position, attributes and pictures. Anyone
// sees a published advert; a draft, an inactive or a deleted one only its owner (anyone else: 404, as
// an advert that does not exist). Contacts are the owner's to see here; others reveal them one
// advert at a time (advertContacts), a call limited per address, so no list leaks phone numbers.
import { asc, eq, sql } from 'drizzle-orm';

import type { Advert } from '@vitrina/contract';

import { t } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { advertContacts as contactsTable } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import { notFound } from '../plugins/errors.ts';
import { inLang, LISTED, readCards, type CardScope } from './card-query.ts';
import { advertImageUrl } from './image-storage.ts';

interface DetailRow {
  user_id: number;
  title_ro: string;
  title_ru: string;
  description: string;
  description_ro: string;
  description_ru: string;
  lat: number | null;
  lon: number | null;
  cadastral_number: string | null;
  images: { id: number; key: string; width: number; height: number; is_preview: boolean }[];
  attributes: {
    attribute: number;
    key: string;
    title: unknown;
    kind: string;
    options: { value: string; title: unknown }[];
    unit: string;
    value: string;
  }[];
  contacts_count: string | number;
}

/** Who may see which adverts: everyone the published ones, the signed-in owner all of theirs. */
export const visibleTo = (userId: number | null) =>
  userId === null ? LISTED : sql`(${LISTED} OR a.user_id = ${userId})`;

export async function readAdvert(db: Db, scope: CardScope, slug: string, userId: number | null): Promise<Advert> {
  const { cards } = await readCards(db, scope, sql`a.slug = ${slug} AND ${visibleTo(userId)}`, sql`a.id`, {
    limit: 1,
    offset: 0,
  });
  const card = cards[0];
  if (!card) throw notFound('Advert');
  const [row] = rowsOf<DetailRow>(
    await db.execute(sql`SELECT a.user_id, a.title_ro, a.title_ru, a.description_ro, a.description_ru,
        ${inLang(scope.ctx.lang, sql`a.description_ro`, sql`a.description_ru`)} AS description,
        a.lat, a.lon, a.cadastral_number,
        (SELECT coalesce(json_agg(json_build_object('id', i.id, 'key', i.storage_key, 'width', i.width,
            'height', i.height, 'is_preview', i.is_preview) ORDER BY i.position, i.id), '[]')
           FROM advert_images i WHERE i.advert_id = a.id) AS images,
        (SELECT coalesce(json_agg(json_build_object('attribute', d.id, 'key', d.key, 'title', d.title, 'kind', d.kind,
            'options', d.options, 'unit', d.unit, 'value', v.value) ORDER BY d.position, d.id), '[]')
           FROM advert_attribute_values v JOIN advert_attributes d ON d.id = v.attribute_id WHERE v.advert_id = a.id) AS attributes,
        (SELECT count(*) FROM advert_contacts k WHERE k.advert_id = a.id) AS contacts_count
      FROM adverts a WHERE a.id = ${card.id}`),
  );
  const detail = row!;
  const isOwner = detail.user_id === userId;
  return {
    ...card,
    title_ro: detail.title_ro,
    title_ru: detail.title_ru,
    description: detail.description,
    description_ro: detail.description_ro,
    description_ru: detail.description_ru,
    lat: detail.lat,
    lon: detail.lon,
    cadastral_number: detail.cadastral_number,
    attributes: detail.attributes.map((a) => ({
      attribute: a.attribute,
      key: a.key,
      title: t(a.title, scope.ctx),
      value: a.value,
      value_title:
        a.kind === 'choice'
          ? t(a.options.find((o) => o.value === a.value)?.title ?? {}, scope.ctx) || a.value
          : a.value,
      unit: a.unit,
    })),
    images: detail.images.map((image) => ({
      id: image.id,
      url: advertImageUrl(image.key),
      width: image.width,
      height: image.height,
      is_preview: image.is_preview,
    })),
    has_contacts: Number(detail.contacts_count) > 0,
    is_owner: isOwner,
    contacts: isOwner ? await contactsOf(db, card.id) : null,
  };
}

export async function contactsOf(db: Db, advertId: number) {
  return db
    .select({ id: contactsTable.id, type: contactsTable.type, value: contactsTable.value, name: contactsTable.name })
    .from(contactsTable)
    .where(eq(contactsTable.advertId, advertId))
    .orderBy(asc(contactsTable.position), asc(contactsTable.id)) as Promise<NonNullable<Advert['contacts']>>;
}

/** The id of an advert the caller may see (published, or theirs), or a 404. */
export async function visibleAdvertId(db: Db, siteId: number, slug: string, userId: number | null): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT a.id FROM adverts a WHERE a.site_id = ${siteId} AND a.slug = ${slug} AND ${visibleTo(userId)}`,
    ),
  );
  if (!row) throw notFound('Advert');
  return row.id;
}

/** api/advert-title/{slug}: what the language switch needs, for a visible advert. */
export async function advertTitles(db: Db, siteId: number, slug: string, userId: number | null) {
  const [row] = rowsOf<{ slug: string; title_ro: string; title_ru: string }>(
    await db.execute(sql`SELECT a.slug, a.title_ro, a.title_ru FROM adverts a
      WHERE a.site_id = ${siteId} AND a.slug = ${slug} AND ${visibleTo(userId)}`),
  );
  if (!row) throw notFound('Advert');
  return row;
}
