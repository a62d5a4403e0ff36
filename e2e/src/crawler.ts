// What a search engine's crawler does with a shop: read robots.txt and the sitemap (an index's parts
// too) with real parsers, then fetch URLs as it would: one request each, no redirect followed.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsModule from 'robots-parser';
import { httpGet, type HttpAnswer } from './http.ts';

// Its types declare `export default`, but the package sets module.exports to the function itself.
const robotsParser = robotsModule as unknown as (typeof robotsModule)['default'];

export interface ListedUrl {
  loc: string;
  lastmod: string | undefined;
  /** The hrefs of its hreflang alternates (x-default included). */
  alternates: string[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface SitemapDocument {
  urlset?: { url?: { loc: string; lastmod?: string; 'xhtml:link'?: { href: string }[] }[] };
  sitemapindex?: { sitemap?: { loc: string }[] };
}

/** A crawler of one shop, reached at `gateway` under the shop's public origin (its Host). */
export function crawlerOf(gateway: string, origin: string) {
  const host = new URL(origin).host;
  /** The answer to a URL on the shop's origin, exactly as the gateway gave it. */
  const fetchUrl = (url: string): Promise<HttpAnswer> => {
    const { origin: at, pathname, search } = new URL(url);
    if (at !== origin) throw new Error(`${url} is not on the shop's origin ${origin}`);
    return httpGet(gateway, `${pathname}${search}`, { host });
  };

  async function readSitemap(url: string): Promise<SitemapDocument> {
    const res = await fetchUrl(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    const valid = XMLValidator.validate(res.body);
    if (valid !== true) throw new Error(`${url} is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
    return parser.parse(res.body) as SitemapDocument;
  }

  return {
    fetchUrl,
    async robots() {
      const res = await fetchUrl(`${origin}/robots.txt`);
      return robotsParser(`${origin}/robots.txt`, res.body);
    },
    /** Every URL the sitemap lists, following a sitemap index into its parts; and the files read. */
    async listed(): Promise<{ urls: ListedUrl[]; files: string[] }> {
      const files = [`${origin}/sitemap.xml`];
      const root = await readSitemap(files[0]!);
      const parts = (root.sitemapindex?.sitemap ?? []).map((entry) => entry.loc);
      files.push(...parts);
      const documents = parts.length ? await Promise.all(parts.map(readSitemap)) : [root];
      const urls = documents.flatMap((doc) =>
        (doc.urlset?.url ?? []).map((url) => ({
          loc: url.loc,
          lastmod: url.lastmod,
          alternates: (url['xhtml:link'] ?? []).map((link) => link.href),
        })),
      );
      return { urls, files };
    },
  };
}

/** Runs `task` over every item, at most `width` at a time, keeping the results in order. */
export async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await task(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
