// One vote per visitor and review (review_votes): repeats and races count once, a changed mind
// moves the vote, and the visitor is the client address after TRUST_PROXY.
import { describe, expect, it } from 'vitest';

import { productFilterResponse, productReviewSchema } from '@vitrina/contract';

import type { App } from '../src/app.ts';
import { buildTestApp, site } from './app.ts';
import { altchaFor } from './forms-support.ts';

// Rate limits stay off here: the rule under test is the table's, not the limiter's.
const { app, database } = await buildTestApp();
const { app: behindGateway } = await buildTestApp({ database, trustProxy: ['127.0.0.1'] });

let n = 0;
/** A review of its own, so no other test's votes are in its counts. */
async function freshReview(): Promise<number> {
  const list = await app.inject({ url: '/general/product-filter?pagination=20&sort=name%2B', headers: site('tech') });
  const productId = productFilterResponse.parse(list.json()).products[n++ % 20]!.productId;
  const res = await app.inject({
    method: 'POST',
    url: '/general/product-review',
    headers: site('tech'),
    payload: {
      product_id: productId,
      author: 'Ion',
      rating: 4,
      text: 'Merge bine, recomand.',
      altcha: await altchaFor(app, 'tech'),
    },
  });
  return productReviewSchema.parse(res.json()).id;
}

const vote = async (
  target: App,
  id: number,
  kind: 'like' | 'dislike',
  remoteAddress: string,
  forwardedFor?: string,
) => {
  const res = await target.inject({
    method: 'POST',
    url: `/general/product-review/${id}/${kind}`,
    remoteAddress,
    headers: { ...site('tech'), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return productReviewSchema.parse(res.json());
};

describe('review votes', () => {
  it('counts a second like of the same visitor once', async () => {
    const id = await freshReview();
    await vote(app, id, 'like', '198.51.100.10');
    expect(await vote(app, id, 'like', '198.51.100.10')).toMatchObject({ likes: 1, dislikes: 0 });
  });

  it('moves the vote when the visitor changes their mind, and back', async () => {
    const id = await freshReview();
    await vote(app, id, 'like', '198.51.100.11');
    expect(await vote(app, id, 'dislike', '198.51.100.11')).toMatchObject({ likes: 0, dislikes: 1 });
    expect(await vote(app, id, 'dislike', '198.51.100.11')).toMatchObject({ likes: 0, dislikes: 1 });
    expect(await vote(app, id, 'like', '198.51.100.11')).toMatchObject({ likes: 1, dislikes: 0 });
  });

  it('counts each visitor', async () => {
    const id = await freshReview();
    for (const address of ['198.51.100.12', '198.51.100.13', '2001:db8:1::1']) await vote(app, id, 'dislike', address);
    expect(await vote(app, id, 'like', '198.51.100.14')).toMatchObject({ likes: 1, dislikes: 3 });
  });

  it('counts 500 dislikes from one client as 1', async () => {
    const id = await freshReview();
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(Array.from({ length: 50 }, () => vote(app, id, 'dislike', '198.51.100.15')));
    }
    expect(await vote(app, id, 'dislike', '198.51.100.15')).toMatchObject({ likes: 0, dislikes: 1 });
  });

  it('counts 50 simultaneous likes of one client as 1', async () => {
    const id = await freshReview();
    const answers = await Promise.all(Array.from({ length: 50 }, () => vote(app, id, 'like', '198.51.100.16')));
    expect(Math.max(...answers.map((review) => review.likes))).toBe(1);
    expect(await vote(app, id, 'like', '198.51.100.16')).toMatchObject({ likes: 1, dislikes: 0 });
  });

  it('counts an IPv6 visitor by /64, since any device there picks its own address', async () => {
    const id = await freshReview();
    await vote(app, id, 'like', '2001:db8:2::1');
    expect(await vote(app, id, 'like', '2001:db8:2::ffff')).toMatchObject({ likes: 1 });
  });

  it('tells visitors apart by X-Forwarded-For only when it comes from a trusted proxy', async () => {
    const id = await freshReview();
    await vote(behindGateway, id, 'like', '127.0.0.1', '203.0.113.1');
    expect(await vote(behindGateway, id, 'like', '127.0.0.1', '203.0.113.2')).toMatchObject({ likes: 2 });
    // From an address that is not the proxy, the header is the client's own claim: one voter.
    await vote(behindGateway, id, 'dislike', '198.51.100.17', '203.0.113.3');
    expect(await vote(behindGateway, id, 'dislike', '198.51.100.17', '203.0.113.4')).toMatchObject({
      likes: 2,
      dislikes: 1,
    });
  });
});
