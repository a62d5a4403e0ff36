// Reads a sitemap file with a real XML parser: a <urlset>'s URLs with their alternates, or a
// <sitemapindex>'s parts. Malformed XML fails the test here rather than passing a regex.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

export interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  /** hreflang -> href of the URL's <xhtml:link rel="alternate"> elements. */
  alternates: Record<string, string>;
}

export interface ParsedSitemap {
  urls: SitemapUrl[];
  sitemaps: { loc: string; lastmod: string | undefined }[];
}

interface RawLink {
  rel: string;
  hreflang: string;
  href: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

export function parseSitemap(xml: string): ParsedSitemap {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as {
    urlset?: { url?: { loc: string; lastmod?: string; 'xhtml:link'?: RawLink[] }[] };
    sitemapindex?: { sitemap?: { loc: string; lastmod?: string }[] };
  };
  const urls = (doc.urlset?.url ?? []).map((url) => ({
    loc: url.loc,
    lastmod: url.lastmod,
    alternates: Object.fromEntries(
      (url['xhtml:link'] ?? []).filter((link) => link.rel === 'alternate').map((link) => [link.hreflang, link.href]),
    ),
  }));
  const sitemaps = (doc.sitemapindex?.sitemap ?? []).map((entry) => ({ loc: entry.loc, lastmod: entry.lastmod }));
  return { urls, sitemaps };
}

export const locsOf = (sitemap: Pick<ParsedSitemap, 'urls'>) => sitemap.urls.map((url) => url.loc);
