import { describe, expect, it } from 'vitest';
import { alternateLinks, headTags } from '../../src/head/head-tags.ts';
import type { HeadInput } from '../../src/head/head-tags.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import type { GlobalSettings } from '../../src/settings/types.ts';

const base: HeadInput = {
  settings: {
    ...DEFAULT_GLOBAL_SETTINGS,
    project: 'Farmacia Verde',
    logo: { ...DEFAULT_GLOBAL_SETTINGS.logo, logoLight: '/media/logos/pharmacy-light.svg' },
    icons: { favicon: '/media/logos/pharmacy-mobile-light.svg' },
    phones: { ...DEFAULT_GLOBAL_SETTINGS.phones, main: '+373 22 555 020' },
  },
  head: {},
  shop: 'Farmacia Verde',
  langs: ['ro', 'ru', 'en'],
  mainLang: 'ro',
  locale: 'ru',
  origin: 'http://pharmacy.localhost:3000',
  url: 'http://pharmacy.localhost:3000/ru/catalog?page=2',
};
const html = (patch: Partial<HeadInput> = {}) => headTags({ ...base, ...patch });
const withSettings = (patch: Partial<GlobalSettings>) => html({ settings: { ...base.settings, ...patch } });

function jsonLd(markup: string): Record<string, unknown>[] {
  return [...markup.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe('head tags', () => {
  it('titles the page with the shop name, or the page title before it', () => {
    expect(html()).toContain('<title>Farmacia Verde</title>');
    expect(html({ head: { title: 'Vitamine' } })).toContain('<title>Vitamine | Farmacia Verde</title>');
  });

  it("lets the page's head override description, keywords and robots, and leaves out what is empty", () => {
    const plain = html();
    expect(plain).not.toContain('name="description"');
    expect(plain).not.toContain('name="robots"');
    const own = html({
      head: { description: 'Vitamine și minerale', keywords: 'vitamine, minerale', robots: 'noindex' },
    });
    expect(own).toContain('<meta name="description" content="Vitamine și minerale">');
    expect(own).toContain('<meta name="keywords" content="vitamine, minerale">');
    expect(own).toContain('<meta name="robots" content="noindex">');
  });

  it('gives error pages their own title and keeps them out of the index', () => {
    const page = html({ head: { title: 'Product' }, errorTitle: 'Страница не найдена' });
    expect(page).toContain('<title>Страница не найдена | Farmacia Verde</title>');
    expect(page).toContain('<meta name="robots" content="noindex">');
  });

  it('links an error page to no URL: no canonical, no other languages, no og:url', () => {
    const page = html({ errorTitle: 'Страница не найдена' });
    expect(page).not.toContain('rel="canonical"');
    expect(page).not.toContain('hreflang');
    expect(page).not.toContain('og:url');
    expect(page).not.toContain('og:locale:alternate');
    expect(html()).toContain('rel="canonical"');
  });

  it("names the language as Open Graph does, with the shop's other languages as alternates", () => {
    const page = html();
    expect(page).toContain('<meta property="og:locale" content="ru_RU">');
    expect(page).toContain('<meta property="og:locale:alternate" content="ro_RO">');
    expect(page).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(page).not.toContain('content="ru_RU"><meta property="og:locale:alternate" content="ru_RU"');
    expect(html({ locale: 'uk', langs: ['uk'] })).toContain('<meta property="og:locale" content="uk_UA">');
  });

  it("shares the page with its own picture, absolute on the public origin, else the shop's logo", () => {
    const product = {
      '@type': 'Product',
      name: 'Vitamina C',
      image: ['/media/products/1.webp', '/media/products/2.webp'],
    };
    expect(html({ head: { jsonLd: [product] } })).toContain(
      '<meta property="og:image" content="http://pharmacy.localhost:3000/media/products/1.webp">',
    );
    expect(html()).toContain(
      '<meta property="og:image" content="http://pharmacy.localhost:3000/media/logos/pharmacy-light.svg">',
    );
    const noLogo = withSettings({ logo: { ...base.settings.logo, logoLight: '' }, siteLogo: '' });
    expect(noLogo).not.toContain('og:image');
  });

  it('shares an article as an article, and names the shop the article points at as its publisher', () => {
    const news = { '@type': 'NewsArticle', headline: 'Vitamina D', publisher: { '@id': '/#organization' } };
    const page = html({ head: { jsonLd: [news] } });
    expect(page).toContain('<meta property="og:type" content="article">');
    expect(html()).toContain('<meta property="og:type" content="website">');
    const [organization, , article] = jsonLd(page);
    expect(article!.publisher).toEqual({ '@id': organization!['@id'] });
    expect(organization!['@id']).toBe('http://pharmacy.localhost:3000/#organization');
  });

  it("marks the page's own JSON-LD, which the browser replaces on client navigation, and not the shop's", () => {
    const page = html({ head: { jsonLd: [{ '@type': 'Product', name: 'Vitamina C' }] } });
    expect(page.match(/<script type="application\/ld\+json" data-page-ld>/g)).toHaveLength(1);
    expect(page.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
  });

  it('links the canonical URL without the query, every language and x-default to the main language', () => {
    const page = html();
    expect(page).toContain('<link rel="canonical" href="http://pharmacy.localhost:3000/ru/catalog">');
    expect(alternateLinks(base)).toEqual([
      { hreflang: 'ro', href: 'http://pharmacy.localhost:3000/ro/catalog' },
      { hreflang: 'ru', href: 'http://pharmacy.localhost:3000/ru/catalog' },
      { hreflang: 'en', href: 'http://pharmacy.localhost:3000/en/catalog' },
      { hreflang: 'x-default', href: 'http://pharmacy.localhost:3000/ro/catalog' },
    ]);
    expect(page).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://pharmacy.localhost:3000/ro/catalog">',
    );
    expect(
      alternateLinks({ ...base, origin: 'https://shop.test', url: 'https://shop.test/ru/' }).map((l) => l.href),
    ).toEqual(['https://shop.test/ro', 'https://shop.test/ru', 'https://shop.test/en', 'https://shop.test/ro']);
  });

  it('takes translated paths from the page, the current path for the languages it leaves out', () => {
    const head = { alternates: { ro: '/product/trabuc-cohiba', en: '/product/cohiba-cigar' } };
    expect(
      alternateLinks({
        ...base,
        origin: 'https://shop.test',
        url: 'https://shop.test/ru/product/sigara-cohiba?x=1',
        head,
      }).map((l) => l.href),
    ).toEqual([
      'https://shop.test/ro/product/trabuc-cohiba',
      'https://shop.test/ru/product/sigara-cohiba',
      'https://shop.test/en/product/cohiba-cigar',
      'https://shop.test/ro/product/trabuc-cohiba',
    ]);
    expect(html({ head })).toContain(
      '<link rel="alternate" hreflang="en" href="http://pharmacy.localhost:3000/en/product/cohiba-cigar">',
    );
  });

  it('describes the shop as an Organization and a WebSite whose SearchAction opens the search page', () => {
    const [organization, website] = jsonLd(html());
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Farmacia Verde',
      url: 'http://pharmacy.localhost:3000/ru',
      logo: 'http://pharmacy.localhost:3000/media/logos/pharmacy-light.svg',
      telephone: '+373 22 555 020',
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'http://pharmacy.localhost:3000/ru/search?query={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it.each([
    ['another port', 'http://pharmacy.localhost:7321/ru/catalog'],
    ['another host', 'http://evil.example/ru/catalog'],
    ['another scheme', 'javascript://pharmacy.localhost/ru/catalog'],
    ['no host at all', 'file:///ru/catalog'],
  ])('builds every absolute URL on the public origin, not on a page URL with %s', (_name, url) => {
    const head = {
      alternates: { en: '/catalog-en' },
      jsonLd: [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Acasă', item: '/ru' }],
        },
      ],
    };
    const page = html({ origin: 'https://farmacia.example', url, head });
    expect(page).toContain('<link rel="canonical" href="https://farmacia.example/ru/catalog">');
    expect(page).toContain('<meta property="og:url" content="https://farmacia.example/ru/catalog">');
    expect(page).toContain('<link rel="alternate" hreflang="en" href="https://farmacia.example/en/catalog-en">');
    // Every absolute URL of the head: in attributes, and in the JSON-LD (schema.org's own names aside).
    const inTags = [...page.matchAll(/(?:href|content)="([a-z]+:[^"]*)"/g)].map((m) => m[1]!);
    const inLd = [...JSON.stringify(jsonLd(page)).matchAll(/"([a-z]+:\/\/[^"]*)"/g)]
      .map((m) => m[1]!)
      .filter((u) => !u.startsWith('https://schema.org'));
    expect(inTags.length).toBeGreaterThanOrEqual(6);
    expect(inLd.length).toBeGreaterThanOrEqual(4);
    expect([...inTags, ...inLd].filter((href) => !href.startsWith('https://farmacia.example/'))).toEqual([]);
    expect(jsonLd(page)[2]).toMatchObject({ itemListElement: [{ item: 'https://farmacia.example/ru' }] });
  });

  it("makes the page's JSON-LD paths absolute in URL properties only, and leaves other hosts and texts alone", () => {
    const product = {
      '@type': 'Product',
      name: '/not-a-url, just a name',
      image: ['/media/products/1.webp', 'https://cdn.example/2.webp'],
      offers: { '@type': 'Offer', url: '/ru/product/vitamina-c', availability: 'https://schema.org/InStock' },
      sameAs: ['//elsewhere.example/x'],
    };
    expect(jsonLd(html({ head: { jsonLd: [product] } }))[2]).toEqual({
      ...product,
      image: ['http://pharmacy.localhost:3000/media/products/1.webp', 'https://cdn.example/2.webp'],
      offers: { ...product.offers, url: 'http://pharmacy.localhost:3000/ru/product/vitamina-c' },
    });
  });

  it("appends the page's own JSON-LD, escaped so a value cannot close the script", () => {
    const page = html({ head: { jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }] } });
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script\\u003e');
    expect(jsonLd(page)[2]).toEqual({ '@type': 'Product', name: '</script><script>alert(1)</script>' });
  });

  it('escapes text that goes into tags', () => {
    const page = html({ head: { title: '<b>"Sale" & more</b>' } });
    expect(page).toContain('<title>&lt;b&gt;&quot;Sale&quot; &amp; more&lt;/b&gt; | Farmacia Verde</title>');
  });

  it('serves the favicon from the media path, and an empty icon when the shop has none', () => {
    expect(html()).toContain('<link rel="icon" href="/media/logos/pharmacy-mobile-light.svg" type="image/svg+xml">');
    expect(withSettings({ icons: { favicon: '' } })).toContain('<link rel="icon" href="data:,">');
  });

  it('includes the frame CSS and the theme, and the shop CSS unable to close its style element', () => {
    const page = withSettings({
      styles: { ...base.settings.styles, css: 'body{color:red}</style><script>x()</script>' },
    });
    expect(page).toContain('<style id="shell-theme">:root{');
    expect(page).toContain('body{color:red}<\\/style>');
    expect(page).not.toContain('</style><script>x()');
  });
});

describe('fonts', () => {
  const fontSettings = (font_link: string, font_file: string) =>
    withSettings({ additional_settings: { ...base.settings.additional_settings, font_link, font_file } });

  it('loads a font file or stylesheet from the shop itself', () => {
    const page = fontSettings('/media/fonts/shop.css', '/media/fonts/shop.woff2');
    expect(page).toContain('<link rel="stylesheet" href="/media/fonts/shop.css">');
    expect(page).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/media/fonts/shop.woff2" crossorigin="">',
    );
    expect(page).toContain('@font-face{font-family:ShopFont;src:url("/media/fonts/shop.woff2") format("woff2")');
  });

  it('never contacts a third-party font host', () => {
    const page = fontSettings('https://fonts.example.com/css?family=Inter', '//cdn.example.com/inter.woff2');
    expect(page).not.toContain('fonts.example.com');
    expect(page).not.toContain('cdn.example.com');
    expect(page).not.toContain('@font-face');
  });

  it("writes the shop's tags kept per settings with each page's own nonce, as if rendered for it alone", () => {
    const settings: GlobalSettings = {
      ...base.settings,
      styles: { ...base.settings.styles, css: '.promo { color: red }' },
      sitesettingsstatistic: { ...base.settings.sitesettingsstatistic, google_tag_manager: 'GTM-VITR1' },
    };
    const first = html({ settings, nonce: 'bm9uY2Ut1' });
    const second = html({ settings, nonce: 'bm9uY2Ut2' });
    // A copy of the settings is another object: nothing kept, rendered afresh.
    expect(second).toBe(html({ settings: structuredClone(settings), nonce: 'bm9uY2Ut2' }));
    expect(second).not.toContain('bm9uY2Ut1');
    expect(second).not.toContain('page-nonce');
    expect(first.replaceAll('bm9uY2Ut1', 'bm9uY2Ut2')).toBe(second);
    // Every inline style and script of the shop carries the page's nonce.
    for (const element of second.match(/<(style|script)\b[^>]*>/g)!) expect(element).toContain('nonce="bm9uY2Ut2"');
    // Without a nonce (a page without CSP) none is written; another language has its own tags.
    expect(html({ settings })).not.toContain('nonce="');
    expect(jsonLd(html({ settings, locale: 'en', nonce: 'x' }))[1]).toMatchObject({ inLanguage: 'en' });
  });
});
