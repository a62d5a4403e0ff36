// The peers' calls to the reference API: the same calls the gateway makes for the same page. The
// shop's frame (settings, footer, menu, brands) is shared between pages for peerConfig.frameTtlMs,
// as the gateway's frame data cache shares it; a page's own calls go out on every request, with
// no cache of any kind (`cache: 'no-store'` also keeps Next's data cache out of them).
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

export async function apiGet<T>(path: string, lang: string, query: Record<string, string | number> = {}): Promise<T> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  const res = await fetch(`${peerConfig.apiUrl}/${path}${search ? `?${search}` : ''}`, {
    headers: { 'x-site-token': peerConfig.siteToken, 'accept-language': lang },
    cache: 'no-store',
  });
  if (!res.ok) throw new ApiError(res.status, path);
  return (await res.json()) as T;
}

const frames = new Map<string, { at: number; data: Promise<FrameData> }>();

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
export function frameData(lang: string): Promise<FrameData> {
  const kept = frames.get(lang);
  if (kept && Date.now() - kept.at < peerConfig.frameTtlMs) return kept.data;
  const data = loadFrame(lang);
  frames.set(lang, { at: Date.now(), data });
  // A failed load is not kept: the next page asks again.
  data.catch(() => frames.delete(lang));
  return data;
}
