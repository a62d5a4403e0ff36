// The built-in parcel carrier: look-ups over the bundled dataset and a tariff of our own (hryvnias).
// Good enough to order with in the demo; a shop plugs the real carrier through ParcelCarrier.
import type { Locale } from '@vitrina/domain';
import { foldToLatin } from '@vitrina/domain';

import type { CarrierPoint, CarrierPriceAnswer, CarrierPriceQuestion, ParcelCarrier } from './carrier.ts';
import {
  CARRIER_CITIES,
  SENDER_CITY_REF,
  type DatasetCity,
  type DatasetName,
  type DatasetPoint,
} from './local-dataset.ts';

/** Answers are short lists: the storefront shows them under the field as the shopper types. */
const LIST_MAX = 20;

/** Hryvnias: a branch parcel within the sender's city and to another city; a post machine is cheaper, a courier dearer. */
const TARIFF = { sameCity: 60, otherCity: 80, postMachineOff: 10, courierExtra: 45 };

const nameIn = (name: DatasetName, lang: Locale) => (lang === 'uk' ? name.uk : lang === 'ru' ? name.ru : name.latin);
const startsWith = (name: DatasetName, query: string) => {
  const folded = foldToLatin(query);
  return !folded || [name.uk, name.ru, name.latin].some((spelling) => foldToLatin(spelling).startsWith(folded));
};

const WARNINGS: Record<'unknownCity' | 'unknownPoint', Partial<Record<Locale, string>> & { en: string }> = {
  unknownCity: {
    ro: 'Curierul nu livrează în acest oraș.',
    ru: 'Перевозчик не доставляет в этот город.',
    uk: 'Перевізник не доставляє в це місто.',
    en: 'The carrier does not deliver to this city.',
  },
  unknownPoint: {
    ro: 'Alegeți o filială sau un automat poștal din acest oraș.',
    ru: 'Выберите отделение или почтомат этого города.',
    uk: 'Оберіть відділення або поштомат цього міста.',
    en: 'Choose a branch or a post machine of this city.',
  },
};

const cityOf = (ref: string): DatasetCity | undefined => CARRIER_CITIES.find((city) => city.ref === ref);

function pointsOf(points: DatasetPoint[], number: string | undefined, lang: Locale): CarrierPoint[] {
  return points
    .filter((point) => !number || point.number.startsWith(number.trim()))
    .slice(0, LIST_MAX)
    .map((point) => ({ ref: point.ref, number: point.number, address: { description: nameIn(point.address, lang) } }));
}

function price(question: CarrierPriceQuestion): CarrierPriceAnswer {
  const warn = (key: keyof typeof WARNINGS) => WARNINGS[key][question.lang] ?? WARNINGS[key].en;
  const city = cityOf(question.cityRef);
  if (!city) return warn('unknownCity');
  const points = question.type === 'warehouse' ? city.warehouses : city.postMachines;
  const pointRef = question.type === 'warehouse' ? question.warehouseRef : question.postmachineRef;
  if (question.type !== 'courier' && !points.some((point) => point.ref === pointRef)) return warn('unknownPoint');
  const sameCity = city.ref === SENDER_CITY_REF;
  const base = sameCity ? TARIFF.sameCity : TARIFF.otherCity;
  const adjustment =
    question.type === 'courier' ? TARIFF.courierExtra : question.type === 'postmachine' ? -TARIFF.postMachineOff : 0;
  return { cost: base + adjustment, currency: 'UAH', days: sameCity ? 1 : 2 };
}

export function localCarrier(): ParcelCarrier {
  return {
    cities: async (query, lang) =>
      CARRIER_CITIES.filter((city) => startsWith(city.name, query))
        .slice(0, LIST_MAX)
        .map((city) => ({ ref: city.ref, description: nameIn(city.name, lang), area: nameIn(city.area, lang) })),
    streets: async (cityRef, query) =>
      (cityOf(cityRef)?.streets ?? [])
        .filter((street) => startsWith(street.name, query))
        .slice(0, LIST_MAX)
        .map((street) => ({
          ref: street.ref,
          streetType: street.type,
          description: street.name.uk,
          descriptionRo: street.name.latin,
        })),
    warehouses: async (cityRef, number, lang) => pointsOf(cityOf(cityRef)?.warehouses ?? [], number, lang),
    postMachines: async (cityRef, number, lang) => pointsOf(cityOf(cityRef)?.postMachines ?? [], number, lang),
    deliveryPrice: async (question) => price(question),
  };
}
