import type { z } from 'zod';
import type { shopReviewsResponse, videoReviewsResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { textFor } from '../../../i18n/index.ts';
import { headWithTrail, pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { formatDate } from '../../../shared/lib/dates.ts';
import { mediaUrl } from '../../../shared/lib/media.ts';
import { usePage } from '../../../shared/page.ts';
import type { PageSpec } from '../../../shared/page.ts';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { useContentT } from '../../../shared/ui/use-content-t.ts';

type Reviews = z.infer<typeof shopReviewsResponse>;
type VideoReviews = z.infer<typeof videoReviewsResponse>;
const trail = (locale: Locale) =>
  pageTrail(locale, [{ name: textFor(locale, 'feedbacks'), path: localePath(locale, '/feedbacks') }]);

export const feedbacksSpec: PageSpec<[Reviews, VideoReviews]> = {
  requests: () => [{ path: 'base/reviews' }, { path: 'base/video-reviews' }],
  head: ([reviews], locale) =>
    headWithTrail(
      textFor(locale, 'feedbacks'),
      textFor(locale, 'average', { average: reviews.average.toFixed(1) }),
      trail(locale),
    ),
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** /feedbacks: shop reviews (base/reviews) and video reviews (base/video-reviews). */
export function FeedbacksPage() {
  const t = useContentT();
  const view = usePage(feedbacksSpec);
  if (view.state !== 'ready') return <PageState view={view} />;
  const [reviews, videos] = view.data;
  return (
    <PageLayout title={t('feedbacks')} trail={trail(view.locale)} testId="feedbacks-page">
      <h2>{t('reviews')}</h2>
      <p>{t('average', { average: reviews.average.toFixed(1) })}</p>
      <ul className="mfc-grid three">
        {reviews.data.map((r) => (
          <li key={r.id} className="mfc-panel">
            <h3>{r.author}</h3>
            <p className="mfc-muted">
              {t('rating', { rating: r.rating })} ·{' '}
              <time dateTime={r.created_at}>{formatDate(r.created_at, view.locale)}</time>
            </p>
            <p>{r.text}</p>
          </li>
        ))}
      </ul>
      {videos.data.length ? (
        <>
          <h2>{t('videoReviews')}</h2>
          <ul className="mfc-grid three">
            {videos.data.map((v) => (
              <li key={v.id} className="mfc-card">
                {v.video_url ? (
                  <video
                    className="mfc-video"
                    controls
                    preload="none"
                    poster={mediaUrl(v.poster)}
                    src={v.video_url}
                    aria-label={v.title}
                  />
                ) : (
                  <img className="mfc-video" src={mediaUrl(v.poster)} alt="" width={480} height={270} loading="lazy" />
                )}
                <div className="body">
                  <h3>
                    {v.embed_url ? (
                      <a href={v.embed_url} rel="noopener" target="_blank">
                        {v.title}
                      </a>
                    ) : (
                      v.title
                    )}
                  </h3>
                  <p className="mfc-muted">
                    {v.author} · {t('rating', { rating: v.rating })} ·{' '}
                    {t('duration', {
                      minutes: Math.floor(v.duration_seconds / 60),
                      seconds: twoDigits(v.duration_seconds % 60),
                    })}
                  </p>
                  {!v.video_url && !v.embed_url ? <p className="mfc-muted">{t('noVideo')}</p> : null}
                  <p>{v.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PageLayout>
  );
}
