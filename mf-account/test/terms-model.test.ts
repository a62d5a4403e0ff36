// The cabinet's terms: loaded once per language (the server's copy serves the browser), loaded again
// when the language changed, and a failed load says so until a retry succeeds.
import { allSettled, fork, serialize } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeChanged } from '@vitrina/events';
import { $terms, $termsFailed, termsOpened } from '../src/pages/terms/model/terms-model.ts';

afterEach(() => vi.unstubAllGlobals());

function backEnd(...responses: (() => Response)[]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return responses.shift()!();
  });
  return urls;
}
const page = (title: string) => () =>
  Response.json({ title, html: '<p>Rules</p>', seo_title: '', seo_description: '' });

describe('the terms page', () => {
  it('loads the terms once in a language, and again in another', async () => {
    const urls = backEnd(page('Termeni'), page('Terms'));
    const scope = fork();
    await allSettled(localeChanged, { scope, params: 'ro' });
    await allSettled(termsOpened, { scope });
    await allSettled(termsOpened, { scope });
    expect(urls).toEqual(['/api/settings/terms_and_privacy_policy']);
    expect(scope.getState($terms)?.page.title).toBe('Termeni');
    await allSettled(localeChanged, { scope, params: 'en' });
    await allSettled(termsOpened, { scope });
    expect(scope.getState($terms)).toMatchObject({ locale: 'en', page: { title: 'Terms' } });
  });

  it("travels with the server's page, so the browser draws it without asking", async () => {
    backEnd(page('Terms'));
    const server = fork();
    await allSettled(termsOpened, { scope: server });
    const urls = backEnd();
    const browser = fork({ values: serialize(server) });
    await allSettled(termsOpened, { scope: browser });
    expect(urls).toEqual([]);
    expect(browser.getState($terms)?.page.html).toBe('<p>Rules</p>');
  });

  it('says a failed load until a retry brings the terms', async () => {
    backEnd(() => new Response('down', { status: 503 }), page('Terms'));
    const scope = fork();
    await allSettled(termsOpened, { scope });
    expect(scope.getState($termsFailed)).toBe(true);
    await allSettled(termsOpened, { scope });
    expect(scope.getState($termsFailed)).toBe(false);
    expect(scope.getState($terms)?.page.title).toBe('Terms');
  });
});
