import { useState } from 'react';
import type { z } from 'zod';
import type { productReviewListResponse } from '@vitrina/contract';
import { useCatalogT } from '../../shared/ui/use-catalog-t.ts';

type ReviewList = z.infer<typeof productReviewListResponse>;
type Review = ReviewList['data'][number];

/** The product's reviews with their likes; a vote goes to the back end, which answers the new counts. */
export function Reviews({ list }: { list: ReviewList }) {
  const t = useCatalogT();
  const [reviews, setReviews] = useState<Review[]>(list.data);
  const vote = async (id: number, kind: 'like' | 'dislike') => {
    const res = await fetch(`/api/general/product-review/${id}/${kind}`, { method: 'POST', headers: { accept: 'application/json' } });
    if (!res.ok) return;
    const updated = (await res.json()) as Review;
    setReviews((all) => all.map((review) => (review.id === id ? updated : review)));
  };
  return (
    <section className="reviews" data-testid="reviews">
      <h2>{t('reviews')}</h2>
      {reviews.length === 0 ? (
        <p>{t('noReviews')}</p>
      ) : (
        <>
          <p>{t('reviewsAverage', { average: list.average.toFixed(1), count: list.totalCount })}</p>
          <ul>
            {reviews.map((review) => (
              <li key={review.id}>
                <p>
                  <strong>{review.author}</strong> <span aria-label={`${review.rating}/5`}>{'★'.repeat(review.rating)}</span>
                </p>
                <p>{review.text}</p>
                <button type="button" className="btn" onClick={() => void vote(review.id, 'like')}>
                  {t('like', { count: review.likes })}
                </button>{' '}
                <button type="button" className="btn" onClick={() => void vote(review.id, 'dislike')}>
                  {t('dislike', { count: review.dislikes })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
