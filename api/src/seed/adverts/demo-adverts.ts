// The demo adverts, made deterministically from a seed: a category, an address of addresses.ts, a
// title and a description in Romanian and Russian naming the place, a price and an area that fit the
// category, the attributes it has, and drawn pictures (adverts/demo-pictures.ts).
import type { Translated } from '@vitrina/domain';

import { PLACE_LABELS, SECTORS } from '../delivery/places.ts';
import type { Random } from '../random.ts';
import { ADDRESS_SEEDS, type AddressSeed } from './addresses.ts';
import type { AdvertCategoryKey } from './reference.ts';

export interface DemoAdvert {
  category: AdvertCategoryKey;
  type: 'sale' | 'rent';
  titleRo: string;
  titleRu: string;
  descriptionRo: string;
  descriptionRu: string;
  priceMinor: number;
  currency: 'EUR' | 'USD' | 'MDL';
  negotiable: boolean;
  area: number;
  areaUnit: 'm2' | 'ari';
  address: AddressSeed;
  /** Attribute values by the attribute's key. */
  attributes: Record<string, string>;
  pictures: number;
}

const LOCALITY_KEYS: Record<number, string> = {
  301: 'kishinev',
  101: 'balti',
  309: 'krikovo',
  311: 'sinjera',
  1701: 'ialoveni',
};

/** "Botanica, Chișinău" in the language: the sector when there is one, and the town. */
function placeName(address: AddressSeed, lang: 'ro' | 'ru'): string {
  const town = (PLACE_LABELS[LOCALITY_KEYS[address.localityId] ?? 'kishinev'] as Translated)[lang] ?? '';
  const sector = address.sector === undefined ? undefined : SECTORS[301]?.[address.sector]?.[lang];
  return sector ? `${sector}, ${town}` : town;
}

const CONDITION = {
  renovated: ['Euroreparație, mobilier nou.', 'Евроремонт, новая мебель.'],
  white: ['Variantă albă, gata de amenajat.', 'Белый вариант, готова к отделке.'],
  needs_repair: ['Necesită reparație cosmetică.', 'Требует косметического ремонта.'],
} as const;

type Maker = (random: Random, address: AddressSeed) => Omit<DemoAdvert, 'address' | 'pictures'>;

const flat: Maker = (random, address) => {
  const rooms = random.int(1, 4);
  const area = 28 + rooms * random.int(14, 22);
  const floors = random.pick([5, 9, 10, 12, 16]);
  const floor = random.int(1, floors);
  const condition = random.pick(['renovated', 'white', 'needs_repair'] as const);
  const rent = random.chance(0.35);
  const inLei = rent && random.chance(0.4);
  const [ro, ru] = [placeName(address, 'ro'), placeName(address, 'ru')];
  return {
    category: 'apartamente',
    type: rent ? 'rent' : 'sale',
    titleRo: `${rent ? 'Chirie: a' : 'A'}partament cu ${rooms} ${rooms === 1 ? 'cameră' : 'camere'}, ${ro}`,
    titleRu: `${rent ? 'Аренда: ' : ''}${rooms}-комнатная квартира, ${ru}`,
    descriptionRo: `Apartament de ${area} m², etajul ${floor} din ${floors}. ${CONDITION[condition][0]} Aproape de școală, grădiniță și transport public.`,
    descriptionRu: `Квартира ${area} м², ${floor} этаж из ${floors}. ${CONDITION[condition][1]} Рядом школа, детский сад и остановки транспорта.`,
    // A month's rent (in lei or euro) or the price of the flat.
    priceMinor: inLei ? random.int(5, 18) * 100_000 : rent ? random.int(25, 90) * 1000 : random.int(38, 160) * 100_000,
    currency: inLei ? 'MDL' : 'EUR',
    negotiable: random.chance(0.7),
    area,
    areaUnit: 'm2',
    attributes: {
      rooms: String(rooms),
      floor: String(floor),
      floors: String(floors),
      condition,
      heating: random.pick(['autonomous', 'central']),
      furnished: String(condition === 'renovated'),
    },
  };
};

const house: Maker = (random, address) => {
  const floors = random.int(1, 3);
  const area = random.int(90, 320);
  const [ro, ru] = [placeName(address, 'ro'), placeName(address, 'ru')];
  return {
    category: 'case',
    type: 'sale',
    titleRo: `Casă cu ${floors === 1 ? 'un nivel' : `${floors} niveluri`}, ${ro}`,
    titleRu: `Дом в ${floors === 1 ? 'один этаж' : `${floors} этажа`}, ${ru}`,
    descriptionRo: `Casă de ${area} m² pe un teren de ${random.int(4, 12)} ari, garaj și livadă. Toate comunicațiile conectate.`,
    descriptionRu: `Дом ${area} м² на участке ${random.int(4, 12)} соток, гараж и сад. Все коммуникации подключены.`,
    priceMinor: random.int(55, 290) * 100_000,
    currency: random.chance(0.2) ? 'USD' : 'EUR',
    negotiable: random.chance(0.8),
    area,
    areaUnit: 'm2',
    attributes: {
      rooms: String(random.int(3, 7)),
      floors: String(floors),
      condition: random.pick(['renovated', 'white']),
      heating: 'autonomous',
      parking: 'true',
    },
  };
};

const land: Maker = (random, address) => {
  const ares = random.int(4, 25);
  const [ro, ru] = [placeName(address, 'ro'), placeName(address, 'ru')];
  return {
    category: 'terenuri',
    type: 'sale',
    titleRo: `Teren pentru construcție ${ares} ari, ${ro}`,
    titleRu: `Участок под строительство ${ares} соток, ${ru}`,
    descriptionRo: `Teren plat de ${ares} ari, acces la drum asfaltat, lumină și gaz la hotar. Act de proprietate gata.`,
    descriptionRu: `Ровный участок ${ares} соток, асфальтированный подъезд, свет и газ рядом. Документы готовы.`,
    priceMinor: ares * random.int(15, 60) * 10_000,
    currency: 'EUR',
    negotiable: true,
    area: ares,
    areaUnit: 'ari',
    attributes: { purpose: 'building' },
  };
};

const shop: Maker = (random, address) => {
  const area = random.int(40, 400);
  const rent = random.chance(0.6);
  const [ro, ru] = [placeName(address, 'ro'), placeName(address, 'ru')];
  return {
    category: 'spatii-comerciale',
    type: rent ? 'rent' : 'sale',
    titleRo: `Spațiu comercial ${area} m², ${ro}`,
    titleRu: `Коммерческое помещение ${area} м², ${ru}`,
    descriptionRo: `Spațiu la parter cu vitrină spre stradă, intrare separată, potrivit pentru magazin sau oficiu.`,
    descriptionRu: `Помещение на первом этаже с витриной на улицу, отдельный вход, подойдёт под магазин или офис.`,
    priceMinor: rent ? area * random.int(8, 15) * 100 : area * random.int(900, 1600) * 100,
    currency: rent ? 'EUR' : random.pick(['EUR', 'USD'] as const),
    negotiable: random.chance(0.5),
    area,
    areaUnit: 'm2',
    attributes: { floor: '1', condition: 'renovated', heating: 'central', parking: String(random.chance(0.5)) },
  };
};

const garage: Maker = (random, address) => {
  const area = random.int(16, 30);
  const [ro, ru] = [placeName(address, 'ro'), placeName(address, 'ru')];
  return {
    category: 'garaje',
    type: 'sale',
    titleRo: `Garaj ${area} m², ${ro}`,
    titleRu: `Гараж ${area} м², ${ru}`,
    descriptionRo: 'Garaj din blocuri cu beci, lumină, poartă metalică. Cooperativă păzită.',
    descriptionRu: 'Гараж из блоков с погребом, свет, металлические ворота. Охраняемый кооператив.',
    priceMinor: random.int(60, 180) * 100_000,
    currency: 'MDL',
    negotiable: true,
    area,
    areaUnit: 'm2',
    attributes: {},
  };
};

/** Flats most, as in any town's listings; the rest fewer. */
const MAKERS: Maker[] = [flat, flat, flat, flat, house, house, land, shop, garage];

export function demoAdverts(random: Random, count: number): DemoAdvert[] {
  return Array.from({ length: count }, () => {
    const make = random.pick(MAKERS);
    const address = random.pick(ADDRESS_SEEDS);
    return { ...make(random, address), address, pictures: random.int(1, 4) };
  });
}
