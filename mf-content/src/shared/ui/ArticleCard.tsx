import { Link } from '@vitrina/router';
import type { z } from 'zod';
import type { articleCardSchema } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { localePath } from '../lib/breadcrumbs.ts';
import { mediaUrl } from '../lib/media.ts';
import { formatDate } from '../lib/dates.ts';

export type ArticleCardData = z.infer<typeof articleCardSchema>;

/** A news card; large cards lead a chunk. Card headings sit below the page's one h1. */
type Heading = 'h2' | 'h3';

export function ArticleCard({
  article,
  size,
  locale,
  heading: H = 'h2',
}: {
  article: ArticleCardData;
  size: 'large' | 'small';
  locale: Locale;
  heading?: Heading;
}) {
  const href = localePath(locale, `/articles/${encodeURIComponent(article.slug)}`);
  return (
    <div className={`mfc-card ${size}`} data-testid={`article-card-${size}`}>
      <img
        src={mediaUrl(article.image)}
        alt=""
        width={size === 'large' ? 640 : 320}
        height={size === 'large' ? 360 : 180}
        loading="lazy"
      />
      <div className="body">
        <H>
          <Link to={href}>{article.title}</Link>
        </H>
        <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
        {size === 'large' ? <p>{article.excerpt}</p> : null}
      </div>
    </div>
  );
}

export function ArticleGrid({
  articles,
  size,
  locale,
  heading,
}: {
  articles: readonly ArticleCardData[];
  size: 'large' | 'small';
  locale: Locale;
  heading?: Heading;
}) {
  if (articles.length === 0) return null;
  return (
    <ul className={`mfc-grid ${size}`}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} size={size} locale={locale} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
