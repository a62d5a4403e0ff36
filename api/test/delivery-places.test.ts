// base/region, base/locality, base/sector and base/address on the seeded places: what an address
// form lists, in the request's language, and bad input in the one error shape.
import { inArray } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';

import {
  errorSchema,
  localityListResponse,
  regionListResponse,
  sectorListResponse,
  streetListResponse,
} from '@vitrina/contract';
import { REGIONS } from '@vitrina/domain';

import { streets as dbStreets } from '../src/db/schema/index.ts';
import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, lang = 'ro', brand = 'speakers') => app.inject({ url, headers: site(brand, lang) });

async function streets(query: string, lang = 'ro') {
  const res = await get(`/base/address?${query}`, lang);
  expect(res.statusCode, res.body).toBe(200);
  return streetListResponse.parse(res.json());
}

describe('base/region', () => {
  it('lists the regions with their localities, Chisinau first with its eleven suburbs', async () => {
    const regions = regionListResponse.parse((await get('/base/region', 'ru')).json());
    expect(regions).toHaveLength(17);
    const [kishinev] = regions;
    expect(kishinev).toMatchObject({ regionId: 3, key: 'kishinev', label: 'Кишинёв' });
    expect(kishinev!.localities[0]).toEqual({ localityId: 301, key: 'kishinev', label: 'Кишинёв', is_suburb: false });
    expect(kishinev!.localities.filter((l) => l.is_suburb)).toHaveLength(11);
    expect(regions.find((r) => r.key === 'novieaneni')!.localities.map((l) => l.label)).toEqual([
      'Новые Анены',
      'Новые Мерены',
      'Флорены',
    ]);
  });

  it('speaks the request language', async () => {
    const regions = regionListResponse.parse((await get('/base/region', 'ro')).json());
    expect(regions.find((r) => r.key === 'balti')!.label).toBe('Bălți');
  });
});

describe('base/locality', () => {
  it("lists one region's localities, or all of them with Chisinau's first", async () => {
    const balti = localityListResponse.parse((await get('/base/locality?region_id=1', 'ro')).json());
    expect(balti).toEqual([{ localityId: 101, regionId: 1, label: 'Bălți' }]);
    const all = localityListResponse.parse((await get('/base/locality', 'ro')).json());
    expect(all[0]).toEqual({ localityId: 301, regionId: 3, label: 'Chișinău' });
    expect(all.map((l) => l.localityId)).toEqual(REGIONS.flatMap((r) => r.localities.map((l) => l.id)));
  });
});

describe('base/sector', () => {
  it("lists Chisinau's sectors", async () => {
    const sectors = sectorListResponse.parse((await get('/base/sector?locality_id=301', 'ru')).json());
    expect(sectors.map((s) => s.label)).toEqual(['Ботаника', 'Буюканы', 'Центр', 'Чеканы', 'Рышкановка']);
    expect(sectorListResponse.parse((await get('/base/sector?locality_id=101')).json())).toEqual([]);
  });
});

describe('base/address', () => {
  it("lists a locality's streets in name order", async () => {
    const list = await streets('locality_id=301');
    expect(list.length).toBe(25);
    expect(list[0]).toMatchObject({ localityId: 301, label: 'Alba Iulia' });
    expect(list.every((street) => street.localityId === 301)).toBe(true);
  });

  it('finds streets by the start of their name, whatever the case, diacritics or alphabet', async () => {
    for (const search of ['ștefan', 'STEF', 'stefan cel', 'Штеф']) {
      const found = await streets(`locality_id=301&search=${encodeURIComponent(search)}`);
      expect(
        found.map((s) => s.label),
        search,
      ).toEqual(['Ștefan cel Mare și Sfînt']);
    }
    const ru = await streets(`locality_id=301&search=${encodeURIComponent('ми')}`, 'ru');
    expect(ru.map((s) => s.label)).toEqual(['Михай Эминеску', 'Миорица', 'Мирча чел Бэтрын', 'Митрополит Варлаам']);
  });

  it('matches the start of the name only; punctuation is no pattern', async () => {
    expect(await streets('locality_id=301&search=cel')).toEqual([]);
    // As a LIKE pattern, %ba would find Alba Iulia.
    expect(await streets('locality_id=301&search=%25ba')).toEqual([]);
    expect(await streets('locality_id=301&search=_')).toHaveLength(25);
  });

  it("lists only the locality's own streets", async () => {
    const balti = await streets('locality_id=101&search=st');
    expect(balti.map((s) => s.label)).toEqual(['Ștefan cel Mare']);
    expect(await streets('locality_id=999')).toEqual([]);
  });

  it('answers at most 50 streets', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      localityId: 902,
      label: { ro: `Limită ${i}`, ru: `Лимит ${i}` },
      searchKeys: [`limita ${i}`, `limit ${i}`],
      sortKey: `limita ${String(i).padStart(2, '0')}`,
    }));
    const made = await app.db.insert(dbStreets).values(rows).returning({ id: dbStreets.id });
    const ids = made.map((row) => row.id);
    onTestFinished(async () => {
      await app.db.delete(dbStreets).where(inArray(dbStreets.id, ids));
    });
    const list = await streets('locality_id=902&search=lim');
    expect(list).toHaveLength(50);
    expect(list[0]!.label).toBe('Limită 0');
  });
});

describe('bad input', () => {
  it.each([
    ['/base/locality?region_id=0', 'region_id'],
    ['/base/sector?locality_id=abc', 'locality_id'],
    ['/base/address', 'locality_id'],
    ['/base/address?locality_id=-3', 'locality_id'],
    [`/base/address?locality_id=301&search=${'a'.repeat(101)}`, 'search'],
    ['/base/address?locality_id=301&search=%00', 'search'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toHaveProperty(field);
  });

  it('needs a shop', async () => {
    const res = await app.inject({ url: '/base/region' });
    expect(res.statusCode).toBe(401);
    expect(errorSchema.parse(res.json()).code).toBeTruthy();
  });
});
