// The page-number rule every remote's lists share, held to the back end's own limit.
import { describe, expect, it } from 'vitest';
import { pageQuery } from '@vitrina/contract';
import { currentPage, isPastEnd, LAST_PAGE_ASKED, pageNumber, withPage } from '../src/page-number.ts';

describe('page numbers', () => {
  it("asks at most the back end's last page, the largest it answers", () => {
    expect(pageQuery.safeParse(LAST_PAGE_ASKED).success).toBe(true);
    expect(pageQuery.safeParse(LAST_PAGE_ASKED + 1).success).toBe(false);
    expect(pageNumber('1000000000')).toBe(LAST_PAGE_ASKED);
    expect(pageNumber('1e9')).toBe(LAST_PAGE_ASKED);
  });

  it('makes every page after the last one past the end, and an empty list one (empty) page long', () => {
    expect([isPastEnd(3, 3), isPastEnd(4, 3), isPastEnd(1, 0), isPastEnd(2, 0)]).toEqual([false, true, false, true]);
  });

  it('writes a page into the URL only above 1, keeping the rest of the query', () => {
    const search = new URLSearchParams('sort=price-&page=4');
    expect(withPage(search, 2).toString()).toBe('sort=price-&page=2');
    expect(withPage(search, 1).toString()).toBe('sort=price-');
    expect(search.toString()).toBe('sort=price-&page=4');
    expect(currentPage(withPage(search, 7))).toBe(7);
  });
});
