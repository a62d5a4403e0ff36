import { describe, expect, it } from 'vitest';
import { newsChunks, newsRequest, newsSearch, readNewsQuery, recommendedSplit } from '../src/shared/lib/articles.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('news chunks', () => {
  it('cuts the list into chunks of 6, each led by 2 large cards', () => {
    expect(newsChunks(items(13))).toEqual([
      { large: [1, 2], small: [3, 4, 5, 6] },
      { large: [7, 8], small: [9, 10, 11, 12] },
      { large: [13], small: [] },
    ]);
  });

  it('gives no chunk for no news', () => {
    expect(newsChunks([])).toEqual([]);
  });

  it('recommends 2 large and at most 6 small', () => {
    expect(recommendedSplit(items(10))).toEqual({ large: [1, 2], small: [3, 4, 5, 6, 7, 8] });
    expect(recommendedSplit(items(3))).toEqual({ large: [1, 2], small: [3] });
  });
});

describe('the tab and page parameters', () => {
  it.each([
    [{ tab: 0, page: 1 }, ''],
    [{ tab: 0, page: 3 }, '?page=3'],
    [{ tab: 2, page: 1 }, '?tab=2'],
    [{ tab: 1, page: 2 }, '?tab=1&page=2'],
  ])('writes %o as "%s": tab dropped when 0, page when 1', (query, search) => {
    expect(newsSearch(query)).toBe(search);
  });

  it.each([
    ['', { tab: 0, page: 1 }],
    ['?tab=2&page=4', { tab: 2, page: 4 }],
    ['?tab=x&page=-1', { tab: 0, page: 1 }],
    ['?tab=1.5&page=0', { tab: 0, page: 1 }],
    // Past the back end's last page (which it refuses): that page, past the end like page=999.
    ['?page=1e9', { tab: 0, page: 100_000 }],
  ])('reads "%s" as %o, bad values falling back to the defaults', (search, query) => {
    expect(readNewsQuery(new URLSearchParams(search))).toEqual(query);
  });

  it('asks the back end for every status on tab 0 and for that status otherwise', () => {
    expect(newsRequest({ tab: 0, page: 2 })).toEqual({
      path: 'base/articles',
      query: { page: 2, status_id: undefined },
    });
    expect(newsRequest({ tab: 2, page: 1 })).toEqual({ path: 'base/articles', query: { page: 1, status_id: 2 } });
  });
});
