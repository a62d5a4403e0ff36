// Each demo shop's delivery: thresholds and default prices (MDL amounts scaled to the shop's
// currency), its delivery calendar and its stores. A shop not listed gets the common terms.
import type { CheckoutDeliveryMethod, Currency, OpeningHours, Translated } from '@vitrina/domain';

import type { StoredDeliverySettings } from '../../delivery/shop-settings.ts';
import { L } from '../brands/text.ts';

/** About how many units of a currency one leu buys, rounded the way a shop rounds its prices. */
const PER_LEU: Record<Currency, number> = { MDL: 1, RON: 0.25, UAH: 2.3, EUR: 0.05, USD: 0.055 };
/** An amount in MDL as minor units of the currency, rounded to whole units. */
const scaled = (lei: number, currency: Currency) => Math.max(1, Math.round(lei * PER_LEU[currency])) * 100;

export interface StoreSeed {
  name: Translated;
  address: Translated;
  /** A locality of @vitrina/domain's REGIONS, or null for a store abroad. */
  localityId: number | null;
  timeZone: string;
  hours: OpeningHours[];
  preparationHours: number;
  /** On the map (WGS 84), near the street address; the demo's phones are not real lines. */
  lat: number;
  lon: number;
  phone: string;
}

interface ShopDeliverySeed {
  /** In lei: Chisinau, its suburbs, the other regions (0: never free there). */
  freeFromLei: { city: number; suburbs: number; region: number };
  /** In lei: standart and express in Chisinau, a suburb, another region. */
  pricesLei: { city: number; express: number; suburbs: number; region: number };
  daysAhead?: number;
  closedWeekdays?: number[];
  stores: StoreSeed[];
  /** The settings' delivery_methods, the checkout's order (the first is preselected). */
  methods: CheckoutDeliveryMethod[];
}

const day = (opens: string, closes: string): OpeningHours => ({ opens, closes });
/** Monday to Saturday at the given hours, Sunday shorter or closed. */
const week = (weekday: OpeningHours, saturday: OpeningHours, sunday: OpeningHours): OpeningHours[] => [
  ...Array.from({ length: 5 }, () => weekday),
  saturday,
  sunday,
];

const CENTRE = {
  name: L('Magazinul din centru', 'Магазин в центре', 'City centre store', 'Магазин у центрі'),
  address: L('bd. Ștefan cel Mare și Sfînt 126', 'бул. Штефан чел Маре ши Сфынт 126', '126 Stefan cel Mare Blvd'),
  localityId: 301,
  timeZone: 'Europe/Chisinau',
  lat: 47.0245,
  lon: 28.8323,
  phone: '+373 22 000 126',
};
const BOTANICA = {
  name: L('Magazinul Botanica', 'Магазин на Ботанике', 'Botanica store', 'Магазин на Ботаніці'),
  address: L('bd. Dacia 47', 'бул. Дачия 47', '47 Dacia Blvd'),
  localityId: 301,
  timeZone: 'Europe/Chisinau',
  lat: 46.9878,
  lon: 28.8597,
  phone: '+373 22 000 047',
};

const COMMON: ShopDeliverySeed = {
  methods: ['address', 'pickup'],
  freeFromLei: { city: 1000, suburbs: 1500, region: 3000 },
  pricesLei: { city: 50, express: 100, suburbs: 75, region: 120 },
  stores: [
    {
      ...CENTRE,
      hours: week(day('09:00', '20:00'), day('10:00', '18:00'), day('10:00', '16:00')),
      preparationHours: 2,
    },
    { ...BOTANICA, hours: week(day('08:00', '21:00'), day('09:00', '19:00'), null), preparationHours: 4 },
  ],
};

const SHOPS: Readonly<Record<string, ShopDeliverySeed>> = {
  // Medicines go out within the hour; every day of the week.
  pharmacy: {
    ...COMMON,
    freeFromLei: { city: 500, suburbs: 800, region: 1500 },
    pricesLei: { city: 35, express: 70, suburbs: 50, region: 90 },
    stores: [
      {
        ...CENTRE,
        hours: week(day('08:00', '22:00'), day('08:00', '22:00'), day('09:00', '20:00')),
        preparationHours: 1,
      },
    ],
  },
  // Doors are heavy: never carried free out of town, booked three weeks ahead, no Sunday delivery.
  doors: {
    ...COMMON,
    freeFromLei: { city: 5000, suburbs: 8000, region: 0 },
    pricesLei: { city: 300, express: 500, suburbs: 400, region: 900 },
    daysAhead: 21,
    closedWeekdays: [7],
    stores: [{ ...BOTANICA, hours: week(day('09:00', '18:00'), day('10:00', '15:00'), null), preparationHours: 48 }],
  },
  // Meals are cooked the day before and delivered during the next week only.
  'meal-plan': {
    ...COMMON,
    daysAhead: 7,
    stores: [
      {
        ...CENTRE,
        hours: week(day('07:00', '11:00'), day('08:00', '11:00'), day('08:00', '11:00')),
        preparationHours: 24,
      },
    ],
  },
  // A Ukrainian shop: parcels go by carrier; its own store is in Kyiv.
  tech: {
    ...COMMON,
    // Its parcels go by the carrier (general/v2/novapost/*); the shop has no courier in Ukraine.
    methods: ['carrier', 'pickup'],
    stores: [
      {
        name: L('Magazinul din Kiev', 'Магазин в Киеве', 'Kyiv store', 'Магазин у Києві'),
        address: L(
          'str. Hreșciatik 22, Kiev',
          'ул. Крещатик 22, Киев',
          '22 Khreshchatyk St, Kyiv',
          'вул. Хрещатик 22, Київ',
        ),
        localityId: null,
        timeZone: 'Europe/Kyiv',
        lat: 50.4479,
        lon: 30.5226,
        phone: '+380 44 000 0022',
        hours: week(day('10:00', '21:00'), day('10:00', '21:00'), day('11:00', '19:00')),
        preparationHours: 3,
      },
    ],
  },
  // A Romanian shop: its store is in Bucharest.
  plastics: {
    ...COMMON,
    stores: [
      {
        name: L('Depozitul București', 'Склад в Бухаресте', 'Bucharest warehouse'),
        address: L('Șos. Berceni 104, București', 'шоссе Берчень 104, Бухарест', '104 Berceni Rd, Bucharest'),
        localityId: null,
        timeZone: 'Europe/Bucharest',
        lat: 44.3718,
        lon: 26.1379,
        phone: '+40 21 000 0104',
        hours: week(day('08:00', '17:00'), null, null),
        preparationHours: 6,
      },
    ],
  },
};

export const shopDeliverySeed = (brandKey: string): ShopDeliverySeed => SHOPS[brandKey] ?? COMMON;

const INFO_TEXT = L(
  'Livrăm în Chișinău gratuit de la {city}, în suburbii de la {suburbs}. Ridicarea din magazin este gratuită.',
  'Доставка по Кишинёву бесплатно от {city}, в пригороды от {suburbs}. Самовывоз из магазина бесплатно.',
  'Delivery in Chisinau is free from {city}, to the suburbs from {suburbs}. Pickup at a store is free.',
  'Доставка Кишиневом безкоштовно від {city}, у передмістя від {suburbs}. Самовивіз з магазину безкоштовно.',
);

/** What the shop's settings hold under `delivery`; the text names the thresholds in its currency. */
export function storedDeliverySettings(
  seed: ShopDeliverySeed,
  currency: Currency,
  langs: readonly string[],
  amountText: (minor: number, lang: string) => string,
): StoredDeliverySettings {
  const minor = (lei: number) => (lei === 0 ? 0 : scaled(lei, currency));
  const infoText = Object.fromEntries(
    langs.map((lang) => [
      lang,
      (INFO_TEXT[lang as keyof Translated] ?? INFO_TEXT.en!)
        .replace('{city}', amountText(minor(seed.freeFromLei.city), lang))
        .replace('{suburbs}', amountText(minor(seed.freeFromLei.suburbs), lang)),
    ]),
  );
  return {
    free_delivery_minor: minor(seed.freeFromLei.city),
    free_delivery_suburbs_minor: minor(seed.freeFromLei.suburbs),
    free_delivery_region_minor: minor(seed.freeFromLei.region),
    default_prices_minor: {
      standartKishinev: minor(seed.pricesLei.city),
      expressKishinev: minor(seed.pricesLei.express),
      suburbs: minor(seed.pricesLei.suburbs),
      regionPrice: minor(seed.pricesLei.region),
    },
    days_ahead: seed.daysAhead ?? 14,
    closed_weekdays: seed.closedWeekdays ?? [],
    info_text: infoText,
  };
}

/** Bulky goods (every fourth product of a shop) cost twice the shop's prices to carry. */
export const BULKY_EVERY = 4;
export const bulkyPrices = (stored: StoredDeliverySettings) => {
  const prices = stored.default_prices_minor ?? {};
  const twice = (value: number | null | undefined) => (value == null ? null : value * 2);
  return {
    standartKishinevMinor: twice(prices.standartKishinev),
    expressKishinevMinor: twice(prices.expressKishinev),
    suburbsMinor: twice(prices.suburbs),
    regionMinor: twice(prices.regionPrice),
  };
};
