// What the server sends for the adverts' pages, in Romanian and Russian: the list (filters, prices in
// the shop's currency, the first drawing trimmed to half a page, ItemList of RealEstateListing) and
// an advert (facts, position without a map from another site, RealEstateListing with its Offer); a
// shop without adverts answers 404 on every adverts page; the shopper's own pages ask a guest to sign in.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listLive } from '../src/pages/list/model/first-load.ts';
import { advert, advertsShop, card, list, shopWithoutAdverts } from './advert-support.ts';
import { pathOf } from './fake-back-end.ts';
import { drawn, serverPage } from './server-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ld = (head: { jsonLd?: Record<string, unknown>[] }, type: string) =>
  head.jsonLd?.find((item) => item['@type'] === type);
const cards = (html: string) => html.match(/data-testid="advert-card"/g)?.length ?? 0;

describe('the list drawn on the server', () => {
  it('asks for the page its URL names, draws the filters as chosen and the prices in the shop currency (ro)', async () => {
    const { html, calls, head, status } = await serverPage(
      'ro',
      '/ro/adverts?category=1&type=rent&price_max=90000&sort=price%2B&region=3&location=301',
      advertsShop(),
    );
    expect(status).toBe(200);
    expect(calls.map((c) => c.url)).toContain(
      'general/v2/product?sortBy=price%2B&type=rent&category=1&region=3&location=301&price_max=90000',
    );
    expect(calls.map(pathOf)).toContain('api/advert-regions/3/locations');
    expect(html).toContain('<h1>Anunțuri imobiliare</h1>');
    expect(html).toContain('Anunțuri găsite: 2');
    expect(html).toContain('<input type="radio" name="type" checked="" value="rent"/>Chirie');
    expect(html).toContain('<option value="301" selected="">Chișinău</option>');
    expect(html).toContain('<option value="1" selected="">Apartamente</option>');
    expect(html).toContain('<option value="price+" selected="">Preț: crescător</option>');
    expect(html).toContain(
      'data-testid="advert-price">1.280.500 lei<span class="muted"> (65.000 eur)</span> <span class="tag">Negociabil</span>',
    );
    expect(html).toContain('54,5 m²');
    expect(html).toContain('<p class="muted">bd. Dacia 23, Botanica, Chișinău</p>');
    expect(head.title).toBe('Apartamente — Anunțuri imobiliare');
  });

  it('lists the adverts as an ItemList of RealEstateListing with their Offer (ru)', async () => {
    const { html, head } = await serverPage('ru', '/ru/adverts', advertsShop());
    expect(html).toContain('<h1>Объявления о недвижимости</h1>');
    expect(html).toMatch(/1 280 500 лей/);
    const items = ld(head, 'ItemList')?.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'RealEstateListing',
        name: 'Apartament cu 2 camere nr. 1',
        url: '/ru/adverts/apartament-1',
        datePosted: '2026-11-20T10:00:00.000Z',
        image: '/media/adverts/1.webp',
        offers: {
          '@type': 'Offer',
          url: '/ru/adverts/apartament-1',
          businessFunction: 'http://purl.org/goodrelations/v1#Sell',
          availability: 'https://schema.org/InStock',
          price: '65000.00',
          priceCurrency: 'EUR',
        },
      },
    });
    expect(ld(head, 'BreadcrumbList')).toBeDefined();
    expect(head.robots).toBeUndefined();
  });

  it('draws half a page at first when the page is fuller, the whole page once the list is live', async () => {
    const full = list(
      Array.from({ length: 24 }, (_, i) => card(i + 1)),
      { totalCount: 60, pages: 3 },
    );
    const answer = advertsShop({ 'general/v2/product': () => Response.json(full) });
    const { html, scope, i18n } = await serverPage('ro', '/ro/adverts', answer);
    expect(cards(html)).toBe(12);
    await allSettled(listLive, { scope });
    expect(cards(drawn(scope, 'ro', '/ro/adverts', i18n))).toBe(24);

    const few = list(Array.from({ length: 12 }, (_, i) => card(i + 1)));
    const short = await serverPage(
      'ro',
      '/ro/adverts',
      advertsShop({ 'general/v2/product': () => Response.json(few) }),
    );
    expect(cards(short.html)).toBe(12);
  });

  it('offers the phone windows for filters, sorting and layout beside the wide controls', async () => {
    const { html } = await serverPage('ru', '/ru/adverts?type=sale', advertsShop());
    expect(html).toContain('data-testid="open-filters">Фильтры (1)</button>');
    expect(html).toContain('data-testid="open-sorting">Сортировка</button>');
    expect(html).toContain('data-testid="open-layout">Вид</button>');
    expect(html).toContain(
      '<aside class="wide-only" aria-label="Фильтры"><form class="filters" role="search" aria-label="Фильтры"',
    );
  });
});

describe('an advert drawn on the server', () => {
  it('shows its facts, price, position link and asks for contacts on request (ro)', async () => {
    const { html, head, calls } = await serverPage('ro', '/ro/adverts/apartament-41', advertsShop());
    expect(calls.map((c) => c.url).sort()).toEqual(['api/advert-title/apartament-41', 'api/adverts/apartament-41']);
    expect(html).toContain('<h1>Apartament cu 2 camere nr. 41</h1>');
    expect(html).toContain('<dt>Suprafața</dt><dd>54,5 m²</dd>');
    expect(html).toContain('<dt>Camere</dt><dd>2</dd>');
    expect(html).toContain('<dt>Încălzire</dt><dd>Autonomă</dd>');
    expect(html).toContain('<dt>Numărul cadastral</dt><dd>0100415.123.01.045</dd>');
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=46.9961&amp;mlon=28.8573#map=16/46.9961/28.8573"',
    );
    expect(html).not.toMatch(/<(script|iframe)/);
    expect(html).toContain('data-testid="show-contacts">Arată contactele</button>');
    expect(html).not.toContain('+373');
    expect(head.title).toBe('Apartament cu 2 camere nr. 41');
    expect(head.alternates).toEqual({ ro: '/adverts/apartament-41', ru: '/adverts/apartament-41' });
  });

  it('tells search engines a RealEstateListing with its Offer, place and position (ru)', async () => {
    const { head, html } = await serverPage('ru', '/ru/adverts/apartament-41', advertsShop());
    expect(html).toContain('<dt>Площадь</dt><dd>54,5 м²</dd>');
    expect(ld(head, 'RealEstateListing')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Apartament cu 2 camere nr. 41',
      url: '/ru/adverts/apartament-41',
      image: ['/media/adverts/501.webp', '/media/adverts/502.webp'],
      offers: { '@type': 'Offer', price: '65000.00', priceCurrency: 'EUR' },
      contentLocation: {
        '@type': 'Place',
        address: 'bd. Dacia 23, Botanica, Chișinău',
        geo: { '@type': 'GeoCoordinates', latitude: 46.9961, longitude: 28.8573 },
      },
    });
  });

  it('shows the owner their contacts and tools, and keeps their draft out of search engines', async () => {
    const owned = advert({
      is_owner: true,
      is_draft: true,
      contacts: [{ id: 1, type: 'phone', value: '+373 69 123 456', name: 'Ana' }],
    });
    const { html, head } = await serverPage(
      'ro',
      '/ro/adverts/apartament-41',
      advertsShop({ 'api/adverts/apartament-41': () => Response.json(owned) }),
      true,
    );
    expect(html).toContain('<a href="tel:+37369123456">+373 69 123 456</a>');
    expect(html).toContain('data-testid="advert-tools"');
    expect(html).toContain('Aceasta este o ciornă');
    expect(html).not.toContain('data-testid="report"');
    expect(head.robots).toBe('noindex, nofollow');
  });

  it("is not found when the API does not show it (someone else's draft)", async () => {
    const { status, head } = await serverPage(
      'ro',
      '/ro/adverts/ciorna-altuia',
      advertsShop({
        'api/adverts/ciorna-altuia': () =>
          Response.json({ code: 'not_found', message: 'Advert', fieldErrors: {} }, { status: 404 }),
      }),
    );
    expect(status).toBe(404);
    expect(head.robots).toBe('noindex');
  });
});

describe('a shop without adverts', () => {
  it.each([
    '/ro/adverts',
    '/ro/adverts/apartament-41',
    '/ru/my-adverts',
    '/ru/my-adverts/new',
    '/ro/my-adverts/favorites',
  ])('answers 404 for %s', async (url) => {
    const locale = url.slice(1, 3) as 'ro' | 'ru';
    expect((await serverPage(locale, url, shopWithoutAdverts)).status).toBe(404);
    expect((await serverPage(locale, url, shopWithoutAdverts, true)).status).toBe(404);
  });
});

describe("the shopper's own pages", () => {
  it('ask a guest to sign in, asking the API nothing of theirs', async () => {
    const { html, calls, head, status } = await serverPage('ro', '/ro/my-adverts', advertsShop());
    expect(status).toBe(200);
    expect(calls.map((c) => c.url)).toEqual(['api/adverts-categories']);
    expect(html).toContain('data-testid="sign-in-gate"><h1>Anunțurile mele</h1>');
    expect(head.robots).toBe('noindex, nofollow');
  });

  it("draw a signed-in shopper's adverts with their states", async () => {
    const mine = list([card(1), card(2, { is_draft: true }), card(3, { is_active: false })]);
    const { html, calls } = await serverPage(
      'ru',
      '/ru/my-adverts?status=all',
      advertsShop({ 'api/my-adverts': () => Response.json(mine) }),
      true,
    );
    expect(calls.map((c) => c.url)).toContain('api/my-adverts');
    expect([...html.matchAll(/data-testid="advert-flag">([^<]+)</g)].map((m) => m[1])).toEqual([
      'Опубликовано',
      'Черновик',
      'Приостановлено',
    ]);
  });

  it('send another user’s advert to the not-found page instead of the form', async () => {
    const { status } = await serverPage('ro', '/ro/my-adverts/apartament-41/edit', advertsShop(), true);
    expect(status).toBe(404);
    const own = await serverPage(
      'ro',
      '/ro/my-adverts/apartament-41/edit',
      advertsShop({
        'api/adverts/apartament-41': () => Response.json(advert({ is_owner: true })),
      }),
      true,
    );
    expect(own.status).toBe(200);
    expect(own.html).toContain('<h1>Editarea anunțului</h1>');
  });
});
