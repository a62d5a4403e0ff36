import { describe, expect, it } from 'vitest';

import {
  errorSchema,
  productDetailSchema,
  productFilterResponse,
  productReviewListResponse,
  productReviewSchema,
} from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';
import { altchaFor } from './forms-support.ts';

const { app } = await buildTestApp();

async function someProductId(brand: string, n = 0) {
  const res = await app.inject({ url: `/general/product-filter?pagination=5&sort=name-`, headers: site(brand) });
  return productFilterResponse.parse(res.json()).products[n]!.productId;
}
const list = async (brand: string, productId: number) =>
  productReviewListResponse.parse(
    (await app.inject({ url: `/general/product-review?product_id=${productId}`, headers: site(brand) })).json(),
  );
const postRaw = (brand: string, payload: object) =>
  app.inject({ method: 'POST', url: '/general/product-review', headers: site(brand), payload });
/** Posts as the storefront does: with a solved proof-of-work challenge of the shop. */
const post = async (brand: string, payload: object) =>
  postRaw(brand, { ...payload, altcha: await altchaFor(app, brand) });

describe('product reviews', () => {
  it('writes a review that then leads the list and moves the average', async () => {
    const productId = await someProductId('speakers', 1);
    const before = await list('speakers', productId);
    const res = await post('speakers', {
      product_id: productId,
      author: 'Radu',
      rating: 5,
      text: 'Sună excelent, recomand cu încredere.',
    });
    expect(res.statusCode).toBe(201);
    const created = productReviewSchema.parse(res.json());
    const after = await list('speakers', productId);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.data[0]!.id).toBe(created.id);
  });

  it('refuses bad input, names each field, and writes nothing', async () => {
    const productId = await someProductId('speakers', 2);
    const before = await list('speakers', productId);
    const res = await post('speakers', { product_id: productId, author: 'R', rating: 9, text: 'short' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorSchema.parse(res.json()).fieldErrors).sort()).toEqual(['author', 'rating', 'text']);
    expect((await list('speakers', productId)).totalCount).toBe(before.totalCount);
  });

  it("does not attach a review to another shop's product", async () => {
    const otherShopProduct = await someProductId('doors');
    const res = await post('speakers', {
      product_id: otherShopProduct,
      author: 'Radu',
      rating: 4,
      text: 'Produs bun, livrare rapidă.',
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs the proof of work like the forms: 400 naming altcha, nothing written, and a solution used once', async () => {
    const productId = await someProductId('speakers', 4);
    const review = { product_id: productId, author: 'Radu', rating: 5, text: 'Sună excelent, recomand cu încredere.' };
    const before = await list('speakers', productId);
    const bare = await postRaw('speakers', review);
    expect(bare.statusCode).toBe(400);
    expect(errorSchema.parse(bare.json()).fieldErrors).toEqual({ altcha: ['required'] });
    const altcha = await altchaFor(app, 'speakers');
    expect((await postRaw('speakers', { ...review, altcha })).statusCode).toBe(201);
    const replay = await postRaw('speakers', { ...review, altcha });
    expect(errorSchema.parse(replay.json()).fieldErrors).toEqual({ altcha: ['replayed'] });
    expect((await list('speakers', productId)).totalCount).toBe(before.totalCount + 1);
  });

  it('counts likes and dislikes, one vote per visitor, and 404s an unknown review', async () => {
    const productId = await someProductId('kids', 3);
    const created = productReviewSchema.parse(
      (
        await post('kids', {
          product_id: productId,
          author: 'Mama Ana',
          rating: 4,
          text: 'Jucărie frumoasă, copilul e încântat.',
        })
      ).json(),
    );
    const vote = (kind: string, id = created.id, remoteAddress = '198.51.100.1') =>
      app.inject({
        method: 'POST',
        url: `/general/product-review/${id}/${kind}`,
        headers: site('kids'),
        remoteAddress,
      });
    await vote('like');
    const liked = productReviewSchema.parse((await vote('like', created.id, '198.51.100.2')).json());
    const disliked = productReviewSchema.parse((await vote('dislike', created.id, '198.51.100.3')).json());
    expect(liked.likes).toBe(2);
    expect(disliked).toMatchObject({ likes: 2, dislikes: 1 });
    expect((await vote('like', 99_999_999)).statusCode).toBe(404);
    expect((await vote('love')).statusCode).toBe(400);
    const otherShop = await app.inject({
      method: 'POST',
      url: `/general/product-review/${created.id}/like`,
      headers: site('doors'),
    });
    expect(otherShop.statusCode).toBe(404);
  });

  it('seeds reviews in the demo', async () => {
    const products = productFilterResponse.parse(
      (
        await app.inject({ url: '/general/product-filter?pagination=100&sort=price%2B', headers: site('pharmacy') })
      ).json(),
    ).products;
    const counts = await Promise.all(products.map(async (p) => (await list('pharmacy', p.productId)).totalCount));
    expect(counts.some((n) => n > 0)).toBe(true);
  });

  it("gives the product's page its reviews' average and count, and null for a product without reviews", async () => {
    const products = productFilterResponse.parse(
      (
        await app.inject({ url: '/general/product-filter?pagination=60&sort=name%2B', headers: site('pharmacy') })
      ).json(),
    ).products;
    const lists = await Promise.all(
      products.map(async (p) => ({ card: p, reviews: await list('pharmacy', p.productId) })),
    );
    const detail = async (url: string) =>
      productDetailSchema.parse((await app.inject({ url: `/general${url}`, headers: site('pharmacy') })).json());
    const reviewed = lists.find((entry) => entry.reviews.totalCount > 0)!;
    expect((await detail(reviewed.card.url)).rating).toEqual({
      average: reviewed.reviews.average,
      count: reviewed.reviews.totalCount,
    });
    const unreviewed = lists.find((entry) => entry.reviews.totalCount === 0)!;
    expect((await detail(unreviewed.card.url)).rating).toBeNull();
  });
});
