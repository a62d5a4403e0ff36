import { describe, expect, it } from 'vitest';

import { regionPartnersResponse, servicesResponse, shopReviewsResponse } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, brand = 'doors', lang?: string) => app.inject({ url, headers: site(brand, lang) });

describe('services, reviews and partners', () => {
  it('lists services in the requested language', async () => {
    const services = servicesResponse.parse((await get('/base/services', 'doors', 'ru')).json());
    expect(services.length).toBeGreaterThanOrEqual(4);
    expect(services[0]!.title).toMatch(/[а-яё]/i);
  });

  it('pages shop reviews newest first with a stable average', async () => {
    const first = shopReviewsResponse.parse((await get('/base/reviews')).json());
    const second = shopReviewsResponse.parse((await get('/base/reviews?page=2')).json());
    expect(first.data).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.totalCount / 10));
    expect(second.data[0]!.created_at < first.data[9]!.created_at).toBe(true);
    expect(first.average).toBeGreaterThanOrEqual(1);
    expect(first.average).toBeLessThanOrEqual(5);
    expect((await get('/base/reviews?page=-1')).statusCode).toBe(400);
  });

  it("spreads the brand's dealers over regions", async () => {
    const regions = regionPartnersResponse.parse(
      (await get('/base/partners/region_partners', 'speakers', 'en')).json(),
    );
    expect(regions.length).toBe(3);
    expect(regions.flatMap((r) => r.partners).length).toBeGreaterThanOrEqual(8);
  });
});
