import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';

import { faqResponse, regionPartnersResponse, settingsPageResponse } from '@vitrina/contract';

import { BRAND_SEEDS } from '../src/seed/brands/index.ts';
import { COUNTRIES } from '../src/seed/countries.ts';
import { buildTestApp, site } from './app.ts';

// Each demo shop's partners, phones, addresses and delivery text belong to the country it trades
// in (the tech shop is in Kyiv: no dealers in Chișinău with +373 numbers).
const { app } = await buildTestApp();
const get = (url: string, brand: string, lang: string) => app.inject({ url, headers: site(brand, lang) });

/** The country a number belongs to by the numbering plans libphonenumber knows, if it is a valid one. */
function phoneCountry(phone: string): string | undefined {
  const parsed = parsePhoneNumberWithError(phone);
  return parsed.isValid() ? parsed.country : undefined;
}

const cityNames = (country: keyof typeof COUNTRIES) =>
  COUNTRIES[country].regions.flatMap((region) => Object.values(region.city));
const foreignCities = (country: keyof typeof COUNTRIES) =>
  Object.keys(COUNTRIES)
    .filter((other) => other !== country)
    .flatMap((other) => cityNames(other as keyof typeof COUNTRIES));

describe.each(BRAND_SEEDS.map((seed) => [seed.key, seed] as const))('the %s shop', (brand, seed) => {
  it("has a valid phone number of its country and an address in its country's capital", () => {
    expect(phoneCountry(seed.contacts.phone)).toBe(seed.country);
    expect(seed.contacts.address.en).toContain(COUNTRIES[seed.country].regions[0].city.en);
  });

  it.each(seed.langs)('lists partners in its own country only, with valid local numbers (%s)', async (lang) => {
    const regions = regionPartnersResponse.parse((await get('/base/partners/region_partners', brand, lang)).json());
    const partners = regions.flatMap((region) => region.partners);
    expect(partners.length).toBe(seed.manufacturers.length);
    expect(regions.every((region) => cityNames(seed.country).includes(region.region))).toBe(true);
    for (const partner of partners) {
      expect(phoneCountry(partner.phone), partner.phone).toBe(seed.country);
      expect(
        foreignCities(seed.country).some((city) => partner.address.includes(city)),
        partner.address,
      ).toBe(false);
    }
  });

  it('has a logistics text of its own: delivery in its country, not the FAQ again', async () => {
    const lang = seed.mainLang;
    const delivery = settingsPageResponse.parse((await get('/settings/delivery_page', brand, lang)).json());
    const faq = faqResponse.parse((await get('/base/faq', brand, lang)).json());
    expect(faq.length).toBeGreaterThan(0);
    for (const entry of faq) expect(delivery.html).not.toContain(entry.question);
    expect(delivery.html).toContain(COUNTRIES[seed.country].carriers[0]);
  });
});

describe('the tech shop in Kyiv', () => {
  it('lists its dealers in Ukrainian cities with +380 numbers', async () => {
    const regions = regionPartnersResponse.parse((await get('/base/partners/region_partners', 'tech', 'uk')).json());
    expect(regions.map((region) => region.region)).toEqual(['Київ', 'Львів', 'Одеса']);
    const partners = regions.flatMap((region) => region.partners);
    expect(partners.every((partner) => partner.phone.startsWith('+380 '))).toBe(true);
    expect(partners.some((partner) => /Кишин|Chișinău|\+373/.test(`${partner.address} ${partner.phone}`))).toBe(false);
  });
});
