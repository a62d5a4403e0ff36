import { describe, expect, it } from 'vitest';

import { advantagesResponse, brandDetailResponse, brandTreeResponse, productFilterResponse } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();

describe('general/brand', () => {
  it('groups the makers by first letter in alphabetical order with brands_position', async () => {
    const tree = brandTreeResponse.parse((await app.inject({ url: '/general/brand', headers: site('doors') })).json());
    expect(tree.brands_position).toBe(2);
    const letters = tree.groups.map((g) => g.letter);
    expect(letters).toEqual([...letters].sort());
    for (const group of tree.groups)
      expect(group.brands.every((b) => b.name.toUpperCase().startsWith(group.letter))).toBe(true);
  });

  it('shows one maker by slug with the count of its products, and 404 for an unknown one', async () => {
    const tree = brandTreeResponse.parse((await app.inject({ url: '/general/brand', headers: site('doors') })).json());
    const maker = tree.groups[0]!.brands[0]!;
    const detail = brandDetailResponse.parse(
      (await app.inject({ url: `/general/brand/${maker.slug}`, headers: site('doors') })).json(),
    );
    const listed = productFilterResponse.parse(
      (
        await app.inject({ url: `/general/product-filter?brand_id=${maker.id}&pagination=1`, headers: site('doors') })
      ).json(),
    );
    expect(detail.productCount).toBe(listed.totalCount);
    expect((await app.inject({ url: '/general/brand/nobody', headers: site('doors') })).statusCode).toBe(404);
  });
});

describe('base/advantage', () => {
  it('lists advantages in the requested language and rejects an unknown page kind', async () => {
    const list = advantagesResponse.parse(
      (await app.inject({ url: '/base/advantage/main_page', headers: site('tech', 'en') })).json(),
    );
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]!.title).toMatch(/[a-z]/i);
    expect((await app.inject({ url: '/base/advantage/footer', headers: site('tech') })).statusCode).toBe(400);
  });
});
