// Writes a shop's sitemap entries as sitemap protocol files: one <urlset> while the URLs fit in
// one file, else a <sitemapindex> at /sitemap.xml naming /sitemap-1.xml, /sitemap-2.xml, ...
import type { Locale } from '@vitrina/domain';

import { escapeMarkup } from '../../media/escape.ts';
import type { SitemapEntry } from './entries.ts';

/** The protocol's limit of URLs in one file (its 50 MB limit is far off: a URL here is under 1 KB). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapFiles {
  /** What /sitemap.xml answers: the whole <urlset>, or the index of the parts. */
  root: string;
  /** The parts an index names, in order (/sitemap-1.xml is parts[0]); none without an index. */
  parts: string[];
}

export interface SitemapShape {
  /** The shop's public origin: the base of every URL written, whatever the request said. */
  origin: string;
  langs: readonly Locale[];
  mainLang: Locale;
  maxUrlsPerFile: number;
}

interface Url {
  xml: string;
  lastmod: Date;
}

/** W3C datetime to the second, as the protocol asks. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/** Each language version of an entry as a <url>, with hreflang alternates to all of them. */
function urlsOf(entry: SitemapEntry, shape: SitemapShape): Url[] {
  const href = (lang: Locale, path: string) => escapeMarkup(`${shape.origin}/${lang}${path}`);
  const versions = shape.langs.flatMap((lang) => {
    const path = entry.paths[lang];
    return path === undefined ? [] : [[lang, path] as const];
  });
  const main = entry.paths[shape.mainLang];
  const alternates = versions
    .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang, path)}"/>`)
    .concat(
      main === undefined
        ? []
        : [`<xhtml:link rel="alternate" hreflang="x-default" href="${href(shape.mainLang, main)}"/>`],
    )
    .join('');
  const lastmod = `<lastmod>${w3c(entry.lastmod)}</lastmod>`;
  return versions.map(([lang, path]) => ({
    xml: `<url><loc>${href(lang, path)}</loc>${lastmod}${alternates}</url>`,
    lastmod: entry.lastmod,
  }));
}

const urlset = (urls: readonly Url[]) => `${HEAD}${URLSET}\n${urls.map((url) => url.xml).join('\n')}\n</urlset>\n`;

export function sitemapFiles(entries: readonly SitemapEntry[], shape: SitemapShape): SitemapFiles {
  const urls = entries.flatMap((entry) => urlsOf(entry, shape));
  if (urls.length <= shape.maxUrlsPerFile) return { root: urlset(urls), parts: [] };
  const chunks: Url[][] = [];
  for (let at = 0; at < urls.length; at += shape.maxUrlsPerFile) chunks.push(urls.slice(at, at + shape.maxUrlsPerFile));
  const listed = chunks.map((chunk, i) => {
    const changed = chunk.reduce((best, url) => (url.lastmod > best ? url.lastmod : best), new Date(0));
    const loc = escapeMarkup(`${shape.origin}/sitemap-${i + 1}.xml`);
    return `<sitemap><loc>${loc}</loc><lastmod>${w3c(changed)}</lastmod></sitemap>`;
  });
  const index = `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed.join('\n')}\n</sitemapindex>\n`;
  return { root: index, parts: chunks.map(urlset) };
}
