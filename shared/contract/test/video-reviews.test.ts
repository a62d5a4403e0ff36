import { describe, expect, it } from 'vitest';

import { videoReviewSchema, videoReviewsQuery } from '../src/index.ts';

describe('videoReviewsQuery', () => {
  it('defaults to the first page of 12', () => {
    expect(videoReviewsQuery.parse({})).toEqual({ page: 1, pagination: 12 });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ pagination: '49' }, 'pagination'],
    [{ product_id: 'x' }, 'product_id'],
  ])('rejects %o, naming %s', (query, field) => {
    const result = videoReviewsQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
  });
});

describe('videoReviewSchema', () => {
  it('takes a review without any video, poster only', () => {
    const review = {
      id: 1,
      title: 'Unboxing',
      author: 'Ana M.',
      description: 'Fast delivery.',
      rating: 5,
      poster: '/media/posters/demo-1.svg',
      video_url: null,
      embed_url: null,
      duration_seconds: 90,
      product_id: null,
      created_at: '2026-11-21T00:00:00.000Z',
    };
    expect(videoReviewSchema.parse(review)).toEqual(review);
    expect(videoReviewSchema.safeParse({ ...review, poster: undefined }).success).toBe(false);
  });
});
