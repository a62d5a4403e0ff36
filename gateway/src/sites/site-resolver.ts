import type { SiteResolve } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';

/** A shop as the gateway serves it: who it is, its token for back-end calls, its title. */
export interface GatewaySite extends SiteResolve {
  title: string;
}

const CACHE_MS = 60_000;
const CACHE_LIMIT = 1000;

export type SiteLookup = { host: string } | { token: string };

/**
 * Finds the shop for a request from its Host header, or the fixed SITE_TOKEN of a one-brand
 * deployment, asking the back end. Answers (and misses) are kept a minute in a bounded map:
 * every page needs this and shops are added rarely.
 */
export class SiteResolver {
  private readonly cache = new Map<string, { site: GatewaySite | null; at: number }>();

  constructor(
    private readonly apiBaseUrl: string,
    private readonly fixedToken?: string,
  ) {}

  async resolve(hostHeader: string | undefined): Promise<GatewaySite | null> {
    const lookup: SiteLookup | null = this.fixedToken
      ? { token: this.fixedToken }
      : hostHeader
        ? { host: hostHeader.toLowerCase().replace(/:\d+$/, '') }
        : null;
    if (!lookup) return null;
    const key = 'token' in lookup ? `t:${lookup.token}` : `h:${lookup.host}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.site;
    const site = await this.fetchSite(lookup);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { site, at: Date.now() });
    return site;
  }

  private async fetchSite(lookup: SiteLookup): Promise<GatewaySite | null> {
    const query = new URLSearchParams(lookup).toString();
    const res = await fetch(`${this.apiBaseUrl}/sites/resolve?${query}`);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`back end answered ${res.status} to sites/resolve`);
    const found = (await res.json()) as SiteResolve;
    const settings = await fetch(`${this.apiBaseUrl}/settings/global_site_settings`, {
      headers: { 'x-site-token': found.token, 'accept-language': found.mainLang },
    });
    const project = settings.ok ? ((await settings.json()) as { project?: string }).project : undefined;
    return { ...found, title: project || found.brand };
  }
}

export function pickLocale(site: GatewaySite, wanted: string | undefined): Locale | null {
  return wanted && (site.langs as string[]).includes(wanted) ? (wanted as Locale) : null;
}
