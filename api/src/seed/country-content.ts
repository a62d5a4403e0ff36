// A shop's content that depends on the country it trades in: its regional partners and what its
// logistics page says. Built from the brand's makers and its country's seed, deterministically.
import type { Locale, Translated } from '@vitrina/domain';
import { translate } from '@vitrina/domain';

import { escapeMarkup } from '../media/escape.ts';
import type { BrandSeed } from './brand-seed.ts';
import { each } from './brands/text.ts';
import { COUNTRIES, regionPhone } from './countries.ts';
import { sanitizeCmsHtml } from './sanitize.ts';

const tr = (seed: BrandSeed, value: Translated, lang: Locale) => translate(value, lang, seed.mainLang);

/** The body of a 'partner' content block (base/partners/region_partners groups them by region). */
export interface PartnerBody {
  region: Translated;
  name: string;
  phone: string;
  address: Translated;
}

/** The brand's makers as dealers, spread over its country's regions in turn. */
export function partnerBodies(seed: BrandSeed, makers: readonly { name: string }[]): PartnerBody[] {
  const country = COUNTRIES[seed.country];
  const { regions } = country;
  return makers.map((maker, i) => {
    const region = regions[i % regions.length]!;
    const n = i + 1;
    return {
      region: region.city,
      name: maker.name,
      phone: regionPhone(country, region, n),
      address: each(seed.langs, (lang) => tr(seed, region.address, lang).replaceAll('{n}', String(n * 7))),
    };
  });
}

const LOGISTICS_TEXTS = {
  carriers: {
    ro: 'Transportatori: {carriers}.',
    ru: 'Перевозчики: {carriers}.',
    uk: 'Перевізники: {carriers}.',
    en: 'Carriers: {carriers}.',
  },
  pickup: {
    ro: 'Ridicare gratuită din magazin: {address}.',
    ru: 'Бесплатный самовывоз из магазина: {address}.',
    uk: 'Безкоштовний самовивіз із магазину: {address}.',
    en: 'Free pickup at the shop: {address}.',
  },
  heading: {
    ro: 'Livrare: {country}',
    ru: 'Доставка: {country}',
    uk: 'Доставка: {country}',
    en: 'Delivery in {country}',
  },
} satisfies Record<string, Translated>;

/**
 * The delivery page's text (the logistics page shows it): delivery in the shop's country, its
 * carriers and pickup at the shop's own address. Its own text, not the FAQ's.
 */
export function logisticsHtml(seed: BrandSeed): Translated {
  const country = COUNTRIES[seed.country];
  const line = (key: keyof typeof LOGISTICS_TEXTS, lang: Locale, name: string, value: string) =>
    escapeMarkup(tr(seed, LOGISTICS_TEXTS[key], lang).replace(`{${name}}`, value));
  return each(seed.langs, (lang) =>
    sanitizeCmsHtml(
      [
        `<h2>${line('heading', lang, 'country', tr(seed, country.name, lang))}</h2>`,
        ...country.delivery.map((paragraph) => `<p>${escapeMarkup(tr(seed, paragraph, lang))}</p>`),
        `<ul><li>${line('carriers', lang, 'carriers', country.carriers.join(', '))}</li>`,
        `<li>${line('pickup', lang, 'address', tr(seed, seed.contacts.address, lang))}</li></ul>`,
      ].join(''),
    ),
  );
}
