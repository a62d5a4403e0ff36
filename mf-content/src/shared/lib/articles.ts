// The news list rules of the spec: pages of 6 shown as 2 large cards then 4 small ones; the
// recommended block shows 2 large and up to 6 small; `tab` (the article type) and `page` stay
// out of the URL at their defaults, so each list has one address.
import { pageNumber } from '@vitrina/mf-kit/page-number';

export const NEWS_CHUNK = 6;
const NEWS_LARGE = 2;
const RECOMMENDED_LARGE = 2;
const RECOMMENDED_SMALL = 6;

export interface CardSplit<T> {
  large: T[];
  small: T[];
}

/** Cut a list into chunks of 6, each with its first 2 items large. */
export function newsChunks<T>(items: readonly T[]): CardSplit<T>[] {
  const chunks: CardSplit<T>[] = [];
  for (let start = 0; start < items.length; start += NEWS_CHUNK) {
    const chunk = items.slice(start, start + NEWS_CHUNK);
    chunks.push({ large: chunk.slice(0, NEWS_LARGE), small: chunk.slice(NEWS_LARGE) });
  }
  return chunks;
}

export function recommendedSplit<T>(items: readonly T[]): CardSplit<T> {
  return {
    large: items.slice(0, RECOMMENDED_LARGE),
    small: items.slice(RECOMMENDED_LARGE, RECOMMENDED_LARGE + RECOMMENDED_SMALL),
  };
}

export interface NewsQuery {
  /** 0 = every type; otherwise the article status id. */
  tab: number;
  page: number;
}

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};

export function readNewsQuery(search: URLSearchParams): NewsQuery {
  return { tab: positiveInt(search.get('tab'), 0), page: pageNumber(search.get('page')) };
}

/** The list's query string: tab dropped when 0, page dropped when 1. */
export function newsSearch({ tab, page }: NewsQuery): string {
  const params = new URLSearchParams();
  if (tab !== 0) params.set('tab', String(tab));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The back-end call for a list page: a tab of 0 asks for every status. */
export function newsRequest({ tab, page }: NewsQuery) {
  return { path: 'base/articles', query: { page, status_id: tab === 0 ? undefined : tab } };
}
