import type { FastifyInstance } from 'fastify';
import { splitLocale } from '@vitrina/shell/server';
import { renderPage } from '../render/render-page.ts';
import type { PageContext, PinSetRef } from '../render/render-page.ts';
import type { SiteResolver } from '../sites/site-resolver.ts';

export interface PagesOptions {
  sites: SiteResolver;
  pinsFor: (brand: string) => PinSetRef;
  page: Omit<PageContext, 'log'>;
}

/** Every other GET is a storefront page: resolve the shop, the locale and the pins, then render. */
export async function pages(app: FastifyInstance, options: PagesOptions) {
  app.get('/*', async (request, reply) => {
    const site = await options.sites.resolve(request.headers.host);
    if (!site) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>Unknown shop</title><p>No shop is served at this address.</p>');
    const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
    const split = splitLocale(url.pathname);
    // Paths without a supported locale of this shop go to its main language (the full locale
    // rules, with the cookie and the browser's language, live with the shell's routing).
    if (!split || !(site.langs as string[]).includes(split.locale)) {
      const rest = split ? split.path : url.pathname;
      return reply.redirect(`/${site.mainLang}${rest === '/' ? '/' : rest}${url.search}`, 302);
    }
    const pins = options.pinsFor(site.brand);
    const { status, body } = await renderPage(
      { site, locale: split.locale, path: split.path, search: url.search, url: url.href, pins },
      { ...options.page, log: request.log },
    );
    reply.header('x-pin-set', pins.id);
    return reply.code(status).type('text/html; charset=utf-8').send(body);
  });
}
