import { useState } from 'react';
import type { z } from 'zod';
import { useUnit } from 'effector-react';
import type { productReviewListResponse } from '@vitrina/contract';
import { apiGetFx, apiPostFx } from '@vitrina/events';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { REVIEWS_PATH } from '../model/review-path.ts';
import { ReviewForm } from './ReviewForm.tsx';

type ReviewList = z.infer<typeof productReviewListResponse>;
type Review = ReviewList['data'][number];

/**
 * The product's reviews with their likes, and the form to write one. A vote goes to the back end,
 * which answers the review with its new counts; a written review reloads the list (its average and
 * count change too).
 */
export function Reviews({ productId, list: first }: { productId: number; list: ReviewList }) {
  const t = useCatalogT();
  const [list, setList] = useState<ReviewList>(first);
  const reviews = list.data;
  // Through the bus's call effects in the page's scope: its language and headers go with them.
  const [get, post] = useUnit([apiGetFx, apiPostFx]);
  const vote = async (id: number, kind: 'like' | 'dislike') => {
    const answer = await post({ path: `${REVIEWS_PATH}/${id}/${kind}`, body: {} }).catch(() => null);
    if (!answer) return;
    const updated = answer as Review;
    setList((current) => ({ ...current, data: current.data.map((review) => (review.id === id ? updated : review)) }));
  };
  const reload = async () => {
    const fresh = await get({ path: REVIEWS_PATH, query: { product_id: productId } }).catch(() => null);
    if (fresh) setList(fresh as ReviewList);
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
              <li key={review.id} data-testid="review">
                <p>
                  <strong>{review.author}</strong>{' '}
                  <span role="img" aria-label={`${review.rating}/5`}>
                    {'★'.repeat(review.rating)}
                  </span>
                </p>
                <p>{review.text}</p>
                <button
                  type="button"
                  className="btn"
                  onClick={() => void vote(review.id, 'like')}
                  data-testid="review-like"
                >
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
      <ReviewForm productId={productId} onSent={() => void reload()} />
    </section>
  );
}
