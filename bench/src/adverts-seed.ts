// The adverts bench's database: the `doors` shop (adverts on, MDL) with BENCH_ADVERTS published and
// unpublished adverts of 2 000 authors, created, migrated and seeded on first use. The adverts are
// the demo seed's (seed/adverts/demo-adverts.ts: flats most, then houses, land, shops, garages, with
// their prices, areas, offer types and ro/ru texts), 40% of them moved to a locality anywhere in the
// country (Chisinau keeps the rest, as in real listings), spread over two years, with 1-4 pictures.
import { sql } from 'drizzle-orm';

import { openDatabase, type Database } from '@vitrina/api/db';
import { clearAll, seedDemo } from '@vitrina/api/seed';

import { demoImageKey, DEMO_IMAGE_SIZE } from '../../api/src/adverts/demo-pictures.ts';
import { advertImages, adverts } from '../../api/src/db/schema/index.ts';
import { demoAdverts } from '../../api/src/seed/adverts/demo-adverts.ts';
import { createRandom } from '../../api/src/seed/random.ts';
import { ensureDatabase } from './database.ts';

/** BENCH_ADVERTS (100 000): how many adverts the `doors` shop holds. */
export const BENCH_ADVERTS = Number(process.env.BENCH_ADVERTS ?? 100_000);
export const ADVERTS_DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_bench_adverts';

const AUTHORS = 2_000;
const BATCH = 1_000;
const DAY = 86_400_000;
/** Picture numbers of the bench's adverts: past the demo seed's (site × 1000 + i), within DEMO_IMAGE_KEY's six digits. */
const FIRST_PICTURE = 200_000;

type Rows<T> = { rows: T[] };
type Label = Record<string, string>;
const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;

async function doorsAdverts(database: Database): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    database,
    sql`SELECT count(*)::int AS n FROM adverts a JOIN sites s ON s.id = a.site_id WHERE s.brand_key = 'doors'`,
  );
  return row?.n ?? 0;
}

/** The bench's database, open and migrated, seeded when the doors shop holds fewer adverts than asked. */
export async function openBenchAdverts(): Promise<Database> {
  await ensureDatabase(ADVERTS_DATABASE_URL);
  const database = await openDatabase({ databaseUrl: ADVERTS_DATABASE_URL });
  await database.migrate();
  if ((await doorsAdverts(database)) < BENCH_ADVERTS) {
    console.log(`seeding ${BENCH_ADVERTS} adverts (one time)...`);
    await clearAll(database.db);
    // A small catalogue: the shop is there for its adverts.
    await seedDemo(database.db, { only: ['doors'], productsPerBrand: 200 });
    await seedBenchAdverts(database, BENCH_ADVERTS - (await doorsAdverts(database)));
  }
  await database.db.execute(sql`VACUUM ANALYZE`);
  return database;
}

async function seedBenchAdverts(database: Database, count: number) {
  const { db } = database;
  const [site] = await rowsOf<{ id: number }>(database, sql`SELECT id FROM sites WHERE brand_key = 'doors'`);
  const siteId = site!.id;
  const authors = (
    await rowsOf<{ id: number }>(
      database,
      sql`INSERT INTO users (site_id, email, password_hash, status, first_name)
        SELECT ${siteId}, 'bench-author-' || n || '@doors.example', 'no sign-in', 'active', 'Autor ' || n
        FROM generate_series(1, ${AUTHORS}) AS n RETURNING id`,
    )
  ).map((row) => row.id);
  const categoryOf = new Map(
    (
      await rowsOf<{ id: number; slug: string }>(
        database,
        sql`SELECT id, slug FROM advert_categories WHERE site_id = ${siteId}`,
      )
    ).map((row) => [row.slug, row.id]),
  );
  const places = await placeNames(database);
  const localities = [...places.localities.entries()];
  const random = createRandom(20_000);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const made = demoAdverts(random, Math.min(BATCH, count - start));
    const rows = made.map((advert, k) => {
      const i = start + k;
      const origin = placeOf(places, advert.address.localityId, advert.address.sector);
      const moved = random.chance(0.4) ? random.pick(localities) : null;
      const name = moved ? { ro: moved[1].label.ro!, ru: moved[1].label.ru! } : origin;
      const retitled = (title: string, from: string, to: string) =>
        title.endsWith(`, ${from}`) ? `${title.slice(0, -from.length)}${to}` : title;
      const titleRo = retitled(advert.titleRo, origin.ro, name.ro);
      const roll = random.next();
      return {
        siteId,
        userId: random.pick(authors),
        slug: `${advert.category}-${i.toString(36)}`,
        type: advert.type,
        titleRo,
        titleRu: retitled(advert.titleRu, origin.ru, name.ru),
        descriptionRo: advert.descriptionRo,
        descriptionRu: advert.descriptionRu,
        priceMinor: advert.priceMinor,
        currency: advert.currency,
        isNegotiablePrice: advert.negotiable,
        area: advert.area,
        areaUnit: advert.areaUnit,
        // A moved advert has no map position (the form allows none).
        lat: moved ? null : advert.address.lat,
        lon: moved ? null : advert.address.lon,
        regionId: moved ? moved[1].regionId : Math.floor(advert.address.localityId / 100),
        localityId: moved ? moved[0] : advert.address.localityId,
        sectorId: moved || advert.address.sector === undefined ? null : places.sectorIds[advert.address.sector]!,
        address: moved ? '' : advert.address.ro,
        categoryId: categoryOf.get(advert.category)!,
        // About 4% drafts, 3% paused and 2% deleted: the list skips them, as it does live.
        isDraft: roll < 0.04,
        isActive: roll < 0.04 || roll >= 0.07,
        isDeleted: roll >= 0.07 && roll < 0.09,
        createdAt: new Date(now - random.next() * 730 * DAY),
      };
    });
    const inserted = await db.insert(adverts).values(rows).returning({ id: adverts.id });
    await db.insert(advertImages).values(
      inserted.flatMap(({ id }, k) =>
        Array.from({ length: made[k]!.pictures }, (_, view) => ({
          advertId: id,
          storageKey: demoImageKey(FIRST_PICTURE + start + k, view),
          ...DEMO_IMAGE_SIZE,
          position: view,
          isPreview: view === 0,
        })),
      ),
    );
    if ((start / BATCH) % 10 === 9) console.log(`  ${start + BATCH} adverts`);
  }
}

interface PlaceNames {
  localities: Map<number, { regionId: number; label: Label }>;
  /** Chisinau's sectors in their order (the demo addresses name them by index). */
  sectorIds: number[];
  sectorLabels: Label[];
}

async function placeNames(database: Database): Promise<PlaceNames> {
  const localities = await rowsOf<{ id: number; region_id: number; label: Label }>(
    database,
    sql`SELECT id, region_id, label FROM localities ORDER BY id`,
  );
  const sectors = await rowsOf<{ id: number; label: Label }>(
    database,
    sql`SELECT id, label FROM sectors WHERE locality_id = 301 ORDER BY position, id`,
  );
  return {
    localities: new Map(localities.map((row) => [row.id, { regionId: row.region_id, label: row.label }])),
    sectorIds: sectors.map((row) => row.id),
    sectorLabels: sectors.map((row) => row.label),
  };
}

/** "Botanica, Chișinău" as the demo titles end: the sector when there is one, and the town. */
function placeOf(places: PlaceNames, localityId: number, sector: number | undefined) {
  const town = places.localities.get(localityId)?.label ?? {};
  const part = sector === undefined ? undefined : places.sectorLabels[sector];
  const name = (lang: 'ro' | 'ru') => (part ? `${part[lang]}, ${town[lang]}` : (town[lang] ?? ''));
  return { ro: name('ro'), ru: name('ru') };
}
