import { describe, expect, it } from 'vitest';

import { etagOf, firstDrawnClock, MEDIA_CACHE_CONTROL } from '../src/media/http-cache.ts';
import { buildTestApp } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

// One of each kind: drawn from the id alone, and drawn from the shop's settings (a logo).
const PICTURES = ['/media/products/12.svg', '/media/logos/kids-light.svg', '/media/colors/1d4ed8.svg'];

describe('/media caching', () => {
  it.each(PICTURES)(
    '%s has an ETag and a Last-Modified, and a day of caching that is revalidated, never immutable',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(etagOf(res.body));
      expect(new Date(String(res.headers['last-modified'])).getTime()).not.toBeNaN();
      expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(res.headers['cache-control']).not.toContain('immutable');
    },
  );

  it.each(PICTURES)('%s answers 304 without the picture to a browser whose copy has the same ETag', async (url) => {
    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
  });

  it('answers 304 to If-Modified-Since at or after Last-Modified, and the picture to an earlier date', async () => {
    const first = await get('/media/products/12.svg');
    const lastModified = new Date(String(first.headers['last-modified']));
    expect((await get('/media/products/12.svg', { 'if-modified-since': lastModified.toUTCString() })).statusCode).toBe(
      304,
    );
    const earlier = new Date(lastModified.getTime() - 1000).toUTCString();
    const full = await get('/media/products/12.svg', { 'if-modified-since': earlier });
    expect(full.statusCode).toBe(200);
    expect(full.body).toBe(first.body);
  });

  it('sends the picture to a browser holding another ETag, whatever its date says (ETag wins, RFC 9110)', async () => {
    const first = await get('/media/logos/kids-light.svg');
    const res = await get('/media/logos/kids-light.svg', {
      'if-none-match': '"an-older-logo"',
      'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(first.body);
  });
});

describe('first-drawn dates', () => {
  it("keep the date a picture was first drawn, and date a changed picture (a renamed shop's logo) later", () => {
    let now = Date.parse('2026-01-01T10:00:00.500Z');
    const firstDrawn = firstDrawnClock(() => now);
    const before = etagOf('<svg>Old name</svg>');
    expect(firstDrawn(before).toISOString()).toBe('2026-01-01T10:00:00.000Z');
    now += 60_000;
    expect(firstDrawn(before).toISOString()).toBe('2026-01-01T10:00:00.000Z');
    const after = etagOf('<svg>New name</svg>');
    expect(after).not.toBe(before);
    // A browser holding the old logo has the old date: If-Modified-Since cannot keep it.
    expect(firstDrawn(after).getTime()).toBeGreaterThan(firstDrawn(before).getTime());
  });
});
