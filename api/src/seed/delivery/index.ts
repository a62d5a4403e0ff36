// Seeds delivery: the places (regions, localities, sectors, streets; shared by every shop, written
// once) and, per demo shop, its delivery settings and methods, its stores and the own delivery prices
// of its bulky products.
import { eq, sql } from 'drizzle-orm';

import type { Currency, Locale, Translated } from '@vitrina/domain';
import { currencyLabel, foldToLatin, REGIONS, toMajor } from '@vitrina/domain';

import type { Db } from '../../db/client.ts';
import { localities, regions, sectors, sites, stores, streets } from '../../db/schema/index.ts';
import { placeLabel, SECTORS, STREETS } from './places.ts';
import { BULKY_EVERY, bulkyPrices, shopDeliverySeed, storedDeliverySettings } from './shops.ts';

/** Every spelling a shopper may start typing: each language's name, folded to lower-case Latin. */
const searchKeysOf = (label: Translated) => [...new Set(Object.values(label).map((name) => foldToLatin(name ?? '')))];

/** Writes the places unless they are there (a seed of one more shop leaves them alone). */
export async function seedDeliveryPlaces(db: Db) {
  const [present] = await db.select({ id: regions.id }).from(regions).limit(1);
  if (present) return;
  await db
    .insert(regions)
    .values(
      REGIONS.map((region, position) => ({ id: region.id, key: region.key, label: placeLabel(region.key), position })),
    );
  await db.insert(localities).values(
    REGIONS.flatMap((region) =>
      region.localities.map((locality, position) => ({
        id: locality.id,
        regionId: region.id,
        key: locality.key,
        label: placeLabel(locality.key),
        isSuburb: locality.isSuburb,
        position,
      })),
    ),
  );
  await db
    .insert(sectors)
    .values(
      Object.entries(SECTORS).flatMap(([localityId, labels]) =>
        labels.map((label, position) => ({ localityId: Number(localityId), label, position })),
      ),
    );
  await db.insert(streets).values(
    Object.entries(STREETS).flatMap(([localityId, labels]) =>
      labels.map((label) => ({
        localityId: Number(localityId),
        label,
        searchKeys: searchKeysOf(label),
        sortKey: foldToLatin(label.ro ?? ''),
      })),
    ),
  );
}

interface SeededSite {
  id: number;
  brandKey: string;
  currency: Currency;
  langs: Locale[];
}

/** One shop's delivery: settings merged into its site settings, stores, bulky products' prices. */
export async function seedShopDelivery(db: Db, site: SeededSite) {
  const seed = shopDeliverySeed(site.brandKey);
  const amount = (minor: number, lang: string) => `${toMajor(minor)} ${currencyLabel(site.currency, lang as Locale)}`;
  const stored = storedDeliverySettings(seed, site.currency, site.langs, amount);
  await db
    .update(sites)
    .set({
      settings: sql`${sites.settings} || ${JSON.stringify({ delivery: stored, delivery_methods: seed.methods })}::jsonb`,
    })
    .where(eq(sites.id, site.id));
  await db.insert(stores).values(
    seed.stores.map((store, position) => ({
      siteId: site.id,
      name: store.name,
      address: store.address,
      localityId: store.localityId,
      timeZone: store.timeZone,
      openingHours: store.hours,
      preparationHours: store.preparationHours,
      lat: store.lat,
      lon: store.lon,
      phone: store.phone,
      position,
    })),
  );
  const bulky = bulkyPrices(stored);
  // One statement whatever the catalogue's size (the benchmark's has 100 000 products).
  await db.execute(sql`INSERT INTO product_delivery_prices
      (product_id, standart_kishinev_minor, express_kishinev_minor, suburbs_minor, region_minor)
    SELECT id, ${bulky.standartKishinevMinor}, ${bulky.expressKishinevMinor}, ${bulky.suburbsMinor}, ${bulky.regionMinor}
    FROM products WHERE site_id = ${site.id} AND id % ${BULKY_EVERY} = 0`);
}
