// What a page is tagged with: the union of its answers' Cache-Tag headers, or nothing at all (kept
// only as long as pages were before tags) as soon as one answer it used cannot be purged by tag.
// And the shared frame data: a load that a change overtook is not kept as fresh.
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_TAGS, PageTags } from '../src/cache/cache-tags.ts';
import { PurgeLog } from '../src/cache/purge-log.ts';
import { FrameDataCache } from '../src/render/frame-data-cache.ts';

const answer = (status: number, tags?: string) => ({
  path: 'general/x',
  status,
  // Shop-wide, as the frame's answers are: the frame-data cache keeps only those.
  headers: new Headers({ 'cache-scope': 'shop', ...(tags === undefined ? {} : { 'cache-tag': tags }) }),
});

describe('a page’s cache tags', () => {
  it('are every tag of every answer it used, once each', () => {
    const page = new PageTags();
    page.answered(answer(200, 'site:1,product:7'));
    page.answered(answer(200, 'site:1, category:3'));
    page.add(['site:1', 'assortment:1']);
    expect(page.list()?.sort()).toEqual(['assortment:1', 'category:3', 'product:7', 'site:1']);
  });

  it.each([
    ['an answer without the header', answer(200)],
    ['a refusal it showed (404)', answer(404)],
    ['a header that is not a list of tags', answer(200, 'site:1,two words')],
  ])('are none after %s', (_what, untagged) => {
    const page = new PageTags();
    page.answered(answer(200, 'site:1'));
    page.answered(untagged);
    expect(page.list()).toBeNull();
  });

  it('pass over a failed call (the page is not stored for it anyway)', () => {
    const page = new PageTags();
    page.answered(answer(200, 'site:1'));
    page.answered(answer(503));
    expect(page.list()).toEqual(['site:1']);
  });

  it('are none past what is worth indexing, and none for a page that asked nothing', () => {
    const page = new PageTags();
    page.add(Array.from({ length: MAX_PAGE_TAGS + 1 }, (_, n) => `product:${n}`));
    expect(page.list()).toBeNull();
    expect(new PageTags().list()).toBeNull();
  });
});

describe('shared frame data and a change during its load', () => {
  const url = 'http://api.test/settings/global_site_settings';
  const headers = { 'x-site-token': 'demo', 'accept-language': 'ro' };

  it('serves what the load brought, but loads again for the next page', async () => {
    const purges = new PurgeLog();
    const cache = new FrameDataCache({ ttlMs: 30_000, staleMs: 60_000, loadTimeoutMs: 1000, purges });
    let loads = 0;
    let finish: (value: unknown) => void = () => undefined;
    const slow = (_signal?: AbortSignal, onAnswer?: (a: ReturnType<typeof answer>) => void) => {
      loads += 1;
      return new Promise((resolve) => {
        finish = (value) => {
          onAnswer?.(answer(200, 'site:1'));
          resolve(value);
        };
      });
    };
    const first = cache.get(url, headers, slow);
    purges.record(['site:1']);
    cache.purge(['site:1']);
    finish({ project: 'old' });
    expect(await first).toEqual({ project: 'old' });
    const second = cache.get(url, headers, slow);
    finish({ project: 'new' });
    expect(await second).toEqual({ project: 'new' });
    expect(loads).toBe(2);
    expect(await cache.get(url, headers, slow)).toEqual({ project: 'new' });
    expect(loads).toBe(2);
  });
});
