// The peers' calls to the reference API: the same calls the gateway makes for the same page. The
// shop's frame (settings, footer, menu, brands) and every answer the API marks `Cache-Scope: shop`
// (the home page's sections, product lists, advantages) are shared between pages for
// peerConfig.frameTtlMs, as the gateway's frame data cache shares them; the other calls of a page
// (a product, its recommendations and reviews, a content page) go out on every request, with no
// cache of any kind (`cache: 'no-store'` also keeps Next's data cache out of them).
import { peerConfig } from './config.ts';
import type { BrandTree, Category, FrameData, Footer, Settings } from './types.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

type Query = Record<string, string | number>;

const queryString = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

export async function apiGet<T>(path: string, lang: string, query: Query = {}): Promise<T> {
  const search = queryString(query);
  const res = await fetch(`${peerConfig.apiUrl}/${path}${search ? `?${search}` : ''}`, {
    headers: { 'x-site-token': peerConfig.siteToken, 'accept-language': lang },
    cache: 'no-store',
  });
  if (!res.ok) throw new ApiError(res.status, path);
  return (await res.json()) as T;
}

const shared = new Map<string, { at: number; data: Promise<unknown> }>();

/** One load under `key`, shared by the pages of the next frameTtlMs. */
function sharedLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
  const kept = shared.get(key);
  if (kept && Date.now() - kept.at < peerConfig.frameTtlMs) return kept.data as Promise<T>;
  const data = load();
  shared.set(key, { at: Date.now(), data });
  // A failed load is not kept: the next page asks again.
  data.catch(() => shared.delete(key));
  return data;
}

async function loadFrame(lang: string): Promise<FrameData> {
  const [settings, footer, menu, brands] = await Promise.all([
    apiGet<Settings>('settings/global_site_settings', lang),
    apiGet<Footer>('settings/footer_settings', lang),
    apiGet<Category[]>('general/menu_tree', lang),
    apiGet<BrandTree>('general/brand', lang),
  ]);
  return { settings, footer, menu, brands };
}

/** The shop's frame data for a language: one load shared by the pages of the next frameTtlMs. */
export const frameData = (lang: string): Promise<FrameData> => sharedLoad(`frame|${lang}`, () => loadFrame(lang));

/**
 * A call whose answer is the same for every visitor of the shop in a language (the API marks it
 * `Cache-Scope: shop`), shared as the frame data is: the gateway keeps such answers in the same
 * cache, for the same FRAME_DATA_TTL_MS, so asking again per page would charge the peer calls the
 * gateway does not make. The home page's calls are all of this kind, and the product lists (a
 * category's page of cards, a product's similar ones) and the advantages.
 */
export function shopWideGet<T>(path: string, lang: string, query: Query = {}): Promise<T> {
  return sharedLoad(`${lang}|${path}?${queryString(query)}`, () => apiGet<T>(path, lang, query));
}
