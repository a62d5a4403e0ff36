import { describe, expect, it } from 'vitest';

import { errorSchema, videoReviewsResponse } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, brand = 'kids', lang?: string) => app.inject({ url, headers: site(brand, lang) });
const list = async (url: string, brand = 'kids', lang?: string) => {
  const res = await get(url, brand, lang);
  expect(res.statusCode, res.body).toBe(200);
  return videoReviewsResponse.parse(res.json());
};

describe('base/video-reviews', () => {
  it("pages the shop's video reviews newest first, each with a poster drawn by the API", async () => {
    const first = await list('/base/video-reviews?pagination=5');
    const second = await list('/base/video-reviews?pagination=5&page=2');
    expect(first.data).toHaveLength(5);
    expect(first.pages).toBe(Math.ceil(first.totalCount / 5));
    expect(second.data[0]!.created_at < first.data[4]!.created_at).toBe(true);
    const dates = first.data.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const review of first.data) {
      expect(review.poster).toMatch(/^\/media\/posters\/[a-z0-9-]+\.svg$/);
      expect(review.duration_seconds).toBeGreaterThan(0);
    }
    const poster = await app.inject({ url: first.data[0]!.poster });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/svg+xml');
  });

  it('leaves both video URLs null in the demo, which has no video files', async () => {
    const { data } = await list('/base/video-reviews?pagination=48');
    expect(data.every((review) => review.video_url === null && review.embed_url === null)).toBe(true);
  });

  it("keeps each shop's reviews to itself and filters by product", async () => {
    const kids = await list('/base/video-reviews?pagination=48');
    const doors = await list('/base/video-reviews?pagination=48', 'doors');
    const kidsIds = new Set(kids.data.map((review) => review.id));
    expect(doors.data.some((review) => kidsIds.has(review.id))).toBe(false);
    const productId = kids.data.find((review) => review.product_id !== null)!.product_id!;
    const ofProduct = await list(`/base/video-reviews?product_id=${productId}`);
    expect(ofProduct.totalCount).toBeGreaterThan(0);
    expect(ofProduct.data.every((review) => review.product_id === productId)).toBe(true);
    expect((await list(`/base/video-reviews?product_id=${productId}`, 'doors')).totalCount).toBe(0);
  });

  it('speaks the language Accept-Language picks', async () => {
    const uk = await list('/base/video-reviews', 'kids', 'uk');
    const ro = await list('/base/video-reviews', 'kids', 'ro');
    const de = await list('/base/video-reviews', 'kids', 'de');
    expect(uk.data[0]!.title).toMatch(/[іїєґ]/i);
    expect(uk.data[0]!.author).toMatch(/[а-яіїєґ]/i);
    expect(uk.data[0]!.description).not.toBe(ro.data[0]!.description);
    expect(ro.data[0]!.title).not.toMatch(/[а-яіїєґ]/i);
    expect(de.data[0]!.title).toBe(ro.data[0]!.title);
  });

  it.each([
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['pagination=0', 'pagination'],
    ['pagination=49', 'pagination'],
    ['product_id=-3', 'product_id'],
  ])('answers %s with 400 naming the field', async (query, field) => {
    const res = await get(`/base/video-reviews?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorSchema.parse(res.json()).fieldErrors)).toContain(field);
  });

  it('answers an unknown site token with 401', async () => {
    const res = await app.inject({ url: '/base/video-reviews', headers: { 'x-site-token': 'demo-nope' } });
    expect(res.statusCode).toBe(401);
    expect(errorSchema.parse(res.json()).code).toBe('site_token_unknown');
  });
});
