// Issue 21, goal 3: the gateway renders a shop's frame once per language and keeps it for the next
// pages (each with its own language links); dev mode, which reads unpublished data, never uses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FrameCache } from '../src/render/frame-cache.ts';
import { renderPage } from '../src/render/render-page.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

const languageLinks = (html: string) => html.match(/href="[^"]*" lang="[a-z]{2}"/g);

describe('the frame kept by the gateway', () => {
  it('is rendered for the first page of a shop and language and kept for the next, each with its own language links', async () => {
    const frames = new FrameCache();
    const gw = await pageGateway({ apiUrl: api.url, deps: { render: renderPage, frames } });
    try {
      const first = await gw.get('/ro/404?first=1');
      const second = await gw.get('/ro/404?second=2');
      expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
      expect(frames.counts).toEqual({ rendered: 1, kept: 1 });
      expect(languageLinks(second.body)).toEqual([
        'href="/ro/404?second=2" lang="ro"',
        'href="/ru/404?second=2" lang="ru"',
        'href="/en/404?second=2" lang="en"',
      ]);
      expect(second.body).toContain('<header');

      await gw.get('/ru/404?third=3');
      expect(frames.counts).toEqual({ rendered: 2, kept: 1 });
    } finally {
      await gw.app.close();
    }
  });

  it('is not used in dev mode: the page is rendered with its own frame', async () => {
    const frames = new FrameCache();
    const gw = await pageGateway({ apiUrl: api.url, deps: { render: renderPage, frames } });
    try {
      await gw.get('/ro/404?dev=1', { cookie: 'dev-mode=true' });
      await gw.get('/ro/404?dev=2', { cookie: 'dev-mode=true' });
      expect(frames.counts).toEqual({ rendered: 0, kept: 0 });
    } finally {
      await gw.app.close();
    }
  });
});
